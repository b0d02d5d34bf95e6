import { evaluateRule } from '../logic/evaluate';
import type { CompiledField, CompiledForm, CompiledStep, VisibilityCondition } from './CompiledForm';
import { DISPLAY_ONLY_TYPES } from './fieldTypes';

export type FormValues = Readonly<Record<string, unknown>>;
/** The answers, as a record or as a lookup (a store's map). */
export type ValueSource = FormValues | ((name: string) => unknown);

export interface VisibilityState {
  /** Every top-level field of the form: shown or not. */
  readonly visible: Readonly<Record<string, boolean>>;
  /** The answers of the visible fields only: what the form submits. */
  readonly values: FormValues;
}

/**
 * Whether a visibility rule passes. Its data is the values of the fields it depends on, nothing else,
 * so a rule cannot silently read a field it does not declare. A rule that fails to run hides the
 * question: showing a question whose condition cannot be decided is the riskier mistake.
 */
export function isConditionMet(condition: VisibilityCondition, values: ValueSource): boolean {
  const read = reader(values);
  const data: Record<string, unknown> = {};
  for (const name of condition.dependencies) data[name] = read(name);
  try {
    return truthy(evaluateRule(condition.rule, data));
  } catch {
    return false;
  }
}

/** `hidden: true` always hides; otherwise the section's and the field's own visibleFn must both pass. */
export function isFieldVisible(field: CompiledField, values: ValueSource): boolean {
  if (field.definition.hidden === true) return false;
  return field.conditions.every((condition) => isConditionMet(condition, values));
}

export function isStepVisible(step: CompiledStep, values: ValueSource): boolean {
  return step.condition === undefined || isConditionMet(step.condition, values);
}

/**
 * The visibility of every field for a set of answers, and the answers that remain registered. Fields
 * are decided in dependency order against registered answers only, so hiding a field also hides the
 * questions that depend on it. Answers to unknown names and to text items are dropped.
 */
export function computeVisibility(form: CompiledForm, values: FormValues): VisibilityState {
  const visible: Record<string, boolean> = {};
  const registered: Record<string, unknown> = {};
  for (const name of form.evaluationOrder) {
    const field = form.fields.get(name);
    if (!field) continue;
    visible[name] = isFieldVisible(field, registered);
    if (visible[name] && Object.hasOwn(values, name) && !DISPLAY_ONLY_TYPES.has(field.definition.type)) registered[name] = values[name];
  }
  return { visible, values: registered };
}

/**
 * The visibility of the fields of one dynamic list entry, and the entry's registered answers: an
 * entry's field may depend on the entry's other fields and on the form's (registered) answers.
 */
export function computeEntryVisibility(listField: CompiledField, entry: FormValues, formValues: FormValues): VisibilityState {
  const visible: Record<string, boolean> = {};
  const registered: Record<string, unknown> = {};
  const entryNames = new Set(listField.itemFields.map((field) => field.name));
  const read = (name: string) => (entryNames.has(name) ? registered[name] : formValues[name]);
  for (const field of listField.itemFields) {
    visible[field.name] = isFieldVisible(field, read);
    if (visible[field.name] && Object.hasOwn(entry, field.name) && !DISPLAY_ONLY_TYPES.has(field.definition.type)) {
      registered[field.name] = entry[field.name];
    }
  }
  return { visible, values: registered };
}

interface DependantGraph {
  /** Fields whose visibility or options read a field: their value can change in turn. */
  readonly valueDependants: ReadonlyMap<string, readonly string[]>;
  /** Fields whose rules compare with a field: they only need checking again. */
  readonly ruleDependants: ReadonlyMap<string, readonly string[]>;
  readonly affected: Map<string, readonly string[]>;
  readonly cascades: Map<string, readonly string[]>;
  readonly position: ReadonlyMap<string, number>;
}

const graphs = new WeakMap<CompiledForm, DependantGraph>();

/**
 * The fields to evaluate again when `changedName` changes, in evaluation order and without the
 * field itself: those whose visibility or options depend on it, transitively (a field that hides
 * changes what its own dependants see), plus those whose rules compare with any of them. Only these
 * are re-checked, which keeps a keystroke cheap on forms of a thousand questions. Cached per form.
 */
export function affectedFields(form: CompiledForm, changedName: string): readonly string[] {
  const graph = graphOf(form);
  let affected = graph.affected.get(changedName);
  if (!affected) {
    const cascade = new Set(visibilityCascade(form, changedName));
    const all = new Set(cascade);
    for (const name of [changedName, ...cascade]) for (const dependant of graph.ruleDependants.get(name) ?? []) all.add(dependant);
    all.delete(changedName);
    affected = sortByPosition([...all], graph.position);
    graph.affected.set(changedName, affected);
  }
  return affected;
}

/** The fields whose visibility (or options) may change when `changedName` changes, transitively, in evaluation order. */
export function visibilityCascade(form: CompiledForm, changedName: string): readonly string[] {
  const graph = graphOf(form);
  let cascade = graph.cascades.get(changedName);
  if (!cascade) {
    const seen = new Set<string>();
    const queue = [changedName];
    for (let index = 0; index < queue.length; index += 1) {
      for (const dependant of graph.valueDependants.get(queue[index] as string) ?? []) {
        if (!seen.has(dependant)) {
          seen.add(dependant);
          queue.push(dependant);
        }
      }
    }
    seen.delete(changedName);
    cascade = sortByPosition([...seen], graph.position);
    graph.cascades.set(changedName, cascade);
  }
  return cascade;
}

function graphOf(form: CompiledForm): DependantGraph {
  let graph = graphs.get(form);
  if (!graph) {
    const valueDependants = new Map<string, string[]>();
    const ruleDependants = new Map<string, string[]>();
    const link = (map: Map<string, string[]>, from: string, to: string) => {
      if (from !== to && form.fields.has(from)) map.set(from, [...(map.get(from) ?? []), to]);
    };
    for (const field of form.fields.values()) {
      const valueDeps = new Set([...field.dependencies, ...field.conditions.flatMap((c) => c.dependencies), ...field.optionDependencies]);
      for (const dep of valueDeps) link(valueDependants, dep, field.name);
      for (const dep of field.ruleDependencies) link(ruleDependants, dep, field.name);
    }
    graph = {
      valueDependants,
      ruleDependants,
      affected: new Map(),
      cascades: new Map(),
      position: new Map(form.evaluationOrder.map((name, index) => [name, index])),
    };
    graphs.set(form, graph);
  }
  return graph;
}

function sortByPosition(names: string[], position: ReadonlyMap<string, number>): string[] {
  return names.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
}

function reader(values: ValueSource): (name: string) => unknown {
  return typeof values === 'function' ? values : (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
}

/** JSON Logic's truthiness: an empty list is false too. */
function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}
