import type { FieldType } from '../../schemas/generated/forms/form-definition';
import type { PageField, PageFieldRule } from './PageFormDefinition';
import { closestMatch } from '../config/closestMatch';
import { joinPointer, type ConfigError } from '../config/ConfigError';
import { unknownOperatorErrors } from '../config/unknownOperatorErrors';
import { assertSafeRule } from '../logic/evaluate';
import { extractVariables } from '../logic/extractVariables';
import type { CompiledField, VisibilityCondition } from './CompiledForm';
import { parseCalendarDay } from './calendarDay';
import { CHOICE_TYPES, EMBEDDED_TYPES, FIELD_TYPES, isFieldType } from './fieldTypes';
import { dependencyOrder, findDependencyCycles } from './findDependencyCycles';
import { frameUrlShapeProblem } from './frameUrl';
import { apiEndpointPlaceholders } from './resolveApiEndpoint';
import { RULE_CATALOG, RULE_TYPES, createRuleValidator, isBoundRule, isRuleType } from './rules/ruleCatalog';
import { maxLengthRule, minLengthRule } from './rules/lengthRules';
import { requiredRule } from './rules/requiredRule';
import type { FieldValidator } from './rules/RuleContext';
import { typeBoundRules, typeRules } from './rules/typeRules';

/** Names that would reach an object's prototype when answers are stored under them. */
const RESERVED_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A field definition found in the form, with where it is written and the section it belongs to. */
export interface FieldEntry {
  readonly item: PageField;
  readonly pointer: string;
  readonly sectionId: string;
  readonly sectionIndex: number;
  readonly sectionCondition: VisibilityCondition | undefined;
}

export interface FieldIndex {
  readonly fields: ReadonlyMap<string, CompiledField>;
  readonly names: readonly string[];
  readonly evaluationOrder: readonly string[];
}

/**
 * Compiles a group of fields that share one namespace (the top level of a form, or the entry of a
 * dynamic list): checks names, references, rules and options, links dependencies both ways and
 * orders the fields for evaluation. Problems are appended to `errors`; nothing throws.
 * `outerNames` are names the group may also read (a list entry may read the form's fields).
 */
export function indexFields(entries: readonly FieldEntry[], errors: ConfigError[], outerNames: ReadonlySet<string> = new Set()): FieldIndex {
  const firstPointer = new Map<string, string>();
  const valid: FieldEntry[] = [];
  for (const entry of entries) {
    const name = entry.item.name;
    if (RESERVED_NAMES.has(name)) {
      errors.push({
        pointer: joinPointer(entry.pointer, 'name'),
        message: `"${name}" cannot be a field name: answers are stored under it, and it names a built-in property of every object`,
      });
      continue;
    }
    const earlier = firstPointer.get(name);
    if (earlier !== undefined) {
      errors.push({
        pointer: joinPointer(entry.pointer, 'name'),
        message: `"${name}" is already the name of the field at ${earlier}; each field needs its own name`,
      });
      continue;
    }
    firstPointer.set(name, entry.pointer);
    valid.push(entry);
  }
  const types = new Map(valid.map((entry) => [entry.item.name, entry.item.type]));
  const known = new Set([...outerNames, ...types.keys()]);

  const drafts = valid.map((entry) => compileField(entry, { known, types }, errors));
  const names = drafts.map((draft) => draft.field.name);
  const byName = new Map(drafts.map((draft) => [draft.field.name, draft]));

  // Visibility and option parents change other fields' values (hiding unregisters, new options reset);
  // a cycle of those never settles. Rule comparisons only re-check, so they may go both ways.
  const valueEdges = (name: string) => {
    const draft = byName.get(name);
    return draft ? [...draft.edgeSources.keys()] : [];
  };
  for (const cycle of findDependencyCycles(names, valueEdges)) {
    const [first = '', second = first] = cycle;
    errors.push({
      pointer: byName.get(first)?.edgeSources.get(second) ?? '',
      message: `dependency cycle: ${[...cycle, first].join(' → ')} (a question cannot depend on itself, even through other questions)`,
    });
  }

  const dependants = new Map<string, Set<string>>();
  for (const { field } of drafts) {
    for (const dep of [...field.dependencies, ...field.conditions.flatMap((c) => c.dependencies), ...field.optionDependencies, ...field.ruleDependencies]) {
      if (dep !== field.name && types.has(dep)) dependants.set(dep, (dependants.get(dep) ?? new Set()).add(field.name));
    }
  }
  const fields = new Map(drafts.map(({ field }) => [field.name, { ...field, dependants: [...(dependants.get(field.name) ?? [])] }]));
  return { fields, names, evaluationOrder: dependencyOrder(names, valueEdges) };
}

interface Scope {
  readonly known: ReadonlySet<string>;
  readonly types: ReadonlyMap<string, FieldType>;
}

interface Draft {
  readonly field: CompiledField;
  /** Each field this one's value or visibility depends on, with where that dependency is written. */
  readonly edgeSources: ReadonlyMap<string, string>;
}

function compileField(entry: FieldEntry, scope: Scope, errors: ConfigError[]): Draft {
  const { item, pointer } = entry;
  const at = (...tokens: (string | number)[]) => joinPointer(pointer, ...tokens);
  const edgeSources = new Map<string, string>();
  const addEdges = (names: readonly string[], source: string) => {
    for (const name of names) if (!edgeSources.has(name)) edgeSources.set(name, source);
  };

  if (!isFieldType(item.type)) {
    errors.push({ pointer: at('type'), message: `${JSON.stringify(item.type)} is not a field type${suggest(String(item.type), FIELD_TYPES, 1)}` });
  }

  const conditions: VisibilityCondition[] = [];
  if (entry.sectionCondition) {
    conditions.push(entry.sectionCondition);
    addEdges(entry.sectionCondition.dependencies, entry.sectionCondition.pointer);
  }
  const dependencies = checkDependencies(item, pointer, scope, errors);
  addEdges(dependencies, item.dependencies ? at('dependencies') : at('visibleFn'));
  if (item.visibleFn !== undefined) conditions.push({ rule: item.visibleFn, dependencies, pointer: at('visibleFn') });

  const optionDependencies = checkOptions(item, pointer, scope, errors);
  addEdges(optionDependencies, at('options', 'apiEndpoint'));

  const rules = Array.isArray(item.rules) ? item.rules.filter((rule): rule is PageFieldRule => typeof rule === 'object' && rule !== null) : [];
  const ruleDependencies = checkRules(item, pointer, scope, errors);
  checkFieldProperties(item, pointer, errors);

  let itemFields: CompiledField[] = [];
  if (item.type === 'dynamicList' && Array.isArray(item.items)) {
    const nested = indexFields(
      item.items.map((child, index) => ({ ...entry, item: child, pointer: at('items', index), sectionCondition: undefined })),
      errors,
      scope.known,
    );
    itemFields = nested.evaluationOrder.map((name) => nested.fields.get(name)).filter((field): field is CompiledField => field !== undefined);
    // An entry's question that reads a form field makes the whole list re-check when that field changes.
    const outer = itemFields.flatMap((child) => [...child.dependencies, ...child.ruleDependencies]).filter((name) => !nested.fields.has(name));
    ruleDependencies.push(...new Set(outer));
  }

  const listLimits = item.type === 'dynamicList' ? limitsOf(item, rules) : undefined;
  const requiredRuleObject = rules.find((rule) => rule.type === 'required');
  const required = item.required === true || requiredRuleObject !== undefined;
  const field: CompiledField = {
    name: item.name,
    definition: item,
    pointer,
    sectionId: entry.sectionId,
    sectionIndex: entry.sectionIndex,
    dependencies,
    optionDependencies,
    ruleDependencies: [...new Set(ruleDependencies)],
    dependants: [],
    conditions,
    rules,
    required,
    requiredValidator: required ? requiredRule(requiredRuleObject) : undefined,
    validators: [...typeRules(item), ...ruleValidators(rules), ...listLimitValidators(item, rules)],
    draftValidators: [...typeBoundRules(item), ...ruleValidators(rules.filter(isBoundRule)), ...listLimitValidators(item, rules, 'max')],
    itemFields,
    listLimits,
  };
  return { field, edgeSources };
}

/** The given dependencies, or the fields visibleFn reads; reports unknown names and unsafe rules. */
function checkDependencies(item: PageField, pointer: string, scope: Scope, errors: ConfigError[]): string[] {
  const at = (...tokens: (string | number)[]) => joinPointer(pointer, ...tokens);
  const given = Array.isArray(item.dependencies) ? item.dependencies.filter((dep): dep is string => typeof dep === 'string') : undefined;
  given?.forEach((dep, index) => {
    if (!scope.known.has(dep))
      errors.push({ pointer: at('dependencies', index), message: `"${dep}" is not a field of this form${suggest(dep, [...scope.known])}` });
  });
  const read = item.visibleFn === undefined ? [] : checkVisibleFn(item.visibleFn, at('visibleFn'), scope, errors);
  if (given) {
    for (const name of read) {
      if (scope.known.has(name) && !given.includes(name))
        errors.push({ pointer: at('visibleFn'), message: `reads "${name}", which is not listed in dependencies` });
    }
    return given;
  }
  return read;
}

/** The top-level names a visibleFn reads; reports unsafe rules, unknown operators and names that are not fields. */
export function checkVisibleFn(rule: unknown, pointer: string, scope: Pick<Scope, 'known'>, errors: ConfigError[]): string[] {
  try {
    assertSafeRule(rule);
  } catch (error) {
    errors.push({ pointer, message: `is refused: ${error instanceof Error ? error.message : String(error)}` });
    return [];
  }
  errors.push(...unknownOperatorErrors(rule, pointer));
  const names = [...new Set(extractVariables(rule).map((path) => path.split('.')[0] ?? ''))];
  for (const name of names) {
    if (!scope.known.has(name)) errors.push({ pointer, message: `reads "${name}", which is not a field of this form${suggest(name, [...scope.known])}` });
  }
  return names.filter((name) => scope.known.has(name));
}

function checkOptions(item: PageField, pointer: string, scope: Scope, errors: ConfigError[]): string[] {
  const options = item.options;
  const hasChoices = Array.isArray(options?.choices) && options.choices.length > 0;
  if (CHOICE_TYPES.has(item.type) && !hasChoices && !options?.apiEndpoint && !options?.apiCall) {
    errors.push({
      pointer: joinPointer(pointer, 'options'),
      message: `a ${item.type} question needs options.choices or options.apiEndpoint: without options there is nothing to choose`,
    });
  }
  for (const key of ['widgetUrl', 'widgetId'] as const) {
    if (EMBEDDED_TYPES.has(item.type) && typeof options?.[key] !== 'string') {
      errors.push({
        pointer: joinPointer(pointer, 'options'),
        message: `an ${item.type} question needs options.${key}: the frame shows the provider's sign widget (options.widgetUrl, with wid = options.widgetId)`,
      });
    } else if (!EMBEDDED_TYPES.has(item.type) && options?.[key] !== undefined) {
      errors.push({ pointer: joinPointer(pointer, 'options', key), message: 'only applies to embedded_form and esignForm questions' });
    }
  }
  if (EMBEDDED_TYPES.has(item.type) && typeof options?.widgetUrl === 'string') {
    const problem = frameUrlShapeProblem(options.widgetUrl);
    if (problem) errors.push({ pointer: joinPointer(pointer, 'options', 'widgetUrl'), message: problem });
  }
  if (typeof options?.apiEndpoint !== 'string') return [];
  const parents = apiEndpointPlaceholders(options.apiEndpoint);
  for (const parent of parents) {
    if (!scope.known.has(parent)) {
      errors.push({
        pointer: joinPointer(pointer, 'options', 'apiEndpoint'),
        message: `{${parent}} is not a field of this form${suggest(parent, [...scope.known])}`,
      });
    }
  }
  return parents.filter((parent) => scope.known.has(parent));
}

/** Reports unknown, misplaced and malformed rules; returns the fields the rules compare against. */
function checkRules(item: PageField, pointer: string, scope: Scope, errors: ConfigError[]): string[] {
  if (!Array.isArray(item.rules)) return [];
  const compared: string[] = [];
  item.rules.forEach((rule, index) => {
    if (typeof rule !== 'object' || rule === null) return;
    const at = (...tokens: (string | number)[]) => joinPointer(pointer, 'rules', index, ...tokens);
    if (!isRuleType(rule.type)) {
      errors.push({ pointer: at('type'), message: `${JSON.stringify(rule.type)} is not a rule type${suggest(String(rule.type), RULE_TYPES, 1)}` });
      return;
    }
    const spec = RULE_CATALOG[rule.type];
    if (isFieldType(item.type) && !spec.appliesTo.has(item.type)) {
      errors.push({
        pointer: at('type'),
        message: `the ${rule.type} rule does not apply to a ${item.type} question (it checks ${[...spec.appliesTo].join(', ')})`,
      });
    }
    const problem = spec.check?.(rule);
    if (problem) errors.push({ pointer: at(problem.property), message: problem.message });
    if (rule.type === 'date_comparison' && typeof rule.field === 'string') {
      const otherType = scope.types.get(rule.field);
      if (!scope.known.has(rule.field)) {
        errors.push({ pointer: at('field'), message: `"${rule.field}" is not a field of this form${suggest(rule.field, [...scope.known])}` });
      } else if (rule.field === item.name) {
        errors.push({ pointer: at('field'), message: 'names the question itself; compare with another date question' });
      } else {
        if (otherType !== undefined && otherType !== 'date') {
          errors.push({ pointer: at('field'), message: `"${rule.field}" is a ${otherType} question; date_comparison compares with a date question` });
        }
        compared.push(rule.field);
      }
    }
  });
  return compared;
}

function checkFieldProperties(item: PageField, pointer: string, errors: ConfigError[]): void {
  const at = (...tokens: (string | number)[]) => joinPointer(pointer, ...tokens);
  if (item.type === 'dynamicList') {
    if (!Array.isArray(item.items) || item.items.length === 0)
      errors.push({ pointer: at('items'), message: 'a dynamicList needs items: the fields of one entry' });
    if (typeof item.minLength === 'number' && typeof item.maxLength === 'number' && item.minLength > item.maxLength) {
      errors.push({ pointer: at('minLength'), message: `should not be more than maxLength (${item.maxLength})` });
    }
  } else {
    if (item.items !== undefined) errors.push({ pointer: at('items'), message: 'only a dynamicList has items' });
    for (const key of ['minLength', 'maxLength'] as const) {
      if (item[key] !== undefined) errors.push({ pointer: at(key), message: `only applies to a dynamicList; use a ${key} rule for other questions` });
    }
  }
  if (item.type !== 'date') {
    for (const key of ['enableFrom', 'enableUntil'] as const) {
      if (item[key] !== undefined) errors.push({ pointer: at(key), message: 'only applies to date questions' });
    }
  } else {
    for (const key of ['enableFrom', 'enableUntil'] as const) {
      const limit = item[key];
      if (limit !== undefined && !(Number.isInteger(limit) || parseCalendarDay(limit) !== undefined)) {
        errors.push({ pointer: at(key), message: `${JSON.stringify(limit)} is not a date (YYYY-MM-DD) or a whole number of days from today` });
      }
    }
  }
  if (
    item.type === 'date' &&
    typeof item.enableFrom === typeof item.enableUntil &&
    item.enableFrom !== undefined &&
    item.enableUntil !== undefined &&
    item.enableFrom > item.enableUntil
  ) {
    errors.push({ pointer: at('enableFrom'), message: 'is later than enableUntil, so no date could be chosen' });
  }
}

function ruleValidators(rules: readonly PageFieldRule[]): FieldValidator[] {
  return rules
    .filter((rule) => rule.type !== 'required')
    .map(createRuleValidator)
    .filter((validator): validator is FieldValidator => validator !== undefined);
}

/** A list's minLength and maxLength written on the field check like rules, unless rules of those types say it already. */
function listLimitValidators(item: PageField, rules: readonly PageFieldRule[], only?: 'max'): FieldValidator[] {
  if (item.type !== 'dynamicList') return [];
  const has = (type: PageFieldRule['type']) => rules.some((rule) => rule.type === type);
  const validators: FieldValidator[] = [];
  if (typeof item.minLength === 'number' && !has('minLength') && only !== 'max') validators.push(minLengthRule({ type: 'minLength', value: item.minLength }));
  if (typeof item.maxLength === 'number' && !has('maxLength')) validators.push(maxLengthRule({ type: 'maxLength', value: item.maxLength }));
  return validators;
}

/** A rule's limit wins over the field's: the rule is where its message is written. */
function limitsOf(item: PageField, rules: readonly PageFieldRule[]): { min: number; max: number | undefined } {
  const ruleValue = (type: PageFieldRule['type']) => {
    const value = rules.find((rule) => rule.type === type)?.value;
    return typeof value === 'number' ? value : undefined;
  };
  return { min: ruleValue('minLength') ?? item.minLength ?? 0, max: ruleValue('maxLength') ?? item.maxLength };
}

/** Field names of a few letters are all "close" to each other; a suggestion among them would be noise. */
const MIN_SUGGESTED_NAME_LENGTH = 4;

function suggest(word: string, candidates: readonly string[], minLength = MIN_SUGGESTED_NAME_LENGTH): string {
  const match = word.length >= minLength ? closestMatch(word, candidates) : undefined;
  return match ? ` (did you mean "${match}"?)` : '';
}
