import type { LocalizedText } from '../../../schemas/generated/employer-config';
import type { FieldDefinition, FieldType, FormDefinition, FormSection } from '../../../schemas/generated/forms/form-definition';
import { CHOICE_TYPES, EMBEDDED_TYPES } from '../fieldTypes';

/**
 * The form builder's edits of a form definition (issue 18). Each returns a new definition that shares
 * every untouched section and question with the given one (a builder row re-renders only when its
 * question changed), or the same definition when the edit is not possible. Whether the result can be
 * published (an empty section, a condition on a removed question) is for the engine's check to say,
 * at a JSON Pointer: the builder saves drafts even while they are invalid.
 */

/** A question of the form: its section, its place there, and for a question of a list entry its place in the list's items. */
export interface FieldPlace {
  readonly section: number;
  readonly item: number;
  readonly child?: number;
}

type Items = FieldDefinition[];
const NAME_LIMIT = 48;

export function fieldAt(definition: FormDefinition, place: FieldPlace): FieldDefinition | undefined {
  const field = definition.sections[place.section]?.items[place.item];
  return place.child === undefined ? field : field?.items?.[place.child];
}

/** The JSON Pointer of a question (the engine's errors are read against it). */
export function pointerOf(place: FieldPlace): string {
  return `/sections/${place.section}/items/${place.item}${place.child === undefined ? '' : `/items/${place.child}`}`;
}

/** The place the pointer is in (or under), if it names a question. */
export function placeOfPointer(pointer: string): FieldPlace | undefined {
  const match = /^\/sections\/(\d+)\/items\/(\d+)(?:\/items\/(\d+))?(?:\/|$)/.exec(pointer);
  if (!match) return undefined;
  return { section: Number(match[1]), item: Number(match[2]), ...(match[3] === undefined ? {} : { child: Number(match[3]) }) };
}

export const samePlace = (a: FieldPlace | undefined, b: FieldPlace | undefined) =>
  a !== undefined && b !== undefined && a.section === b.section && a.item === b.item && a.child === b.child;

/** Replaces a section with what `change` makes of it. */
export function changeSection(definition: FormDefinition, index: number, change: (section: FormSection) => FormSection): FormDefinition {
  const current = definition.sections[index];
  if (!current) return definition;
  const next = change(current);
  if (next === current) return definition;
  const sections = [...definition.sections];
  sections[index] = next;
  return { ...definition, sections: sections as FormDefinition['sections'] };
}

const withItems = (section: FormSection, items: Items): FormSection => ({ ...section, items: items as FormSection['items'] });

/** A copy of the object with `key` set to `value`, or without the key when the value is undefined: an edit never leaves an unset key in the JSON. */
export function withKey<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined): T {
  const next = { ...object } as Record<PropertyKey, unknown>;
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next as T;
}

/** Every name used in the form (a list entry's questions too). */
export function namesInForm(definition: FormDefinition): Set<string> {
  const names = new Set<string>();
  const visit = (items: readonly FieldDefinition[]) => {
    for (const item of items) {
      names.add(item.name);
      if (item.items) visit(item.items);
    }
  };
  for (const section of definition.sections) visit(section.items);
  return names;
}

/**
 * A question name from its label: lowercase ASCII words joined by _, starting with a letter (the
 * schema's pattern), at most 48 characters, and not one of `taken` (…_2, …_3 when it is).
 */
export function nameFromLabel(label: string, taken: ReadonlySet<string>, fallback = 'question'): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let base = words.join('_').slice(0, NAME_LIMIT).replace(/_+$/, '');
  if (!/^[a-z]/.test(base)) base = base ? `${fallback}_${base}`.slice(0, NAME_LIMIT) : fallback;
  if (base === 'constructor' || base === 'prototype') base = `${base}_field`;
  let name = base;
  for (let count = 2; taken.has(name); count += 1) name = `${base.slice(0, NAME_LIMIT - `_${count}`.length).replace(/_+$/, '')}_${count}`;
  return name;
}

/** A section id from its title, unique in the form. */
export function sectionIdFromTitle(title: string, definition: FormDefinition): string {
  // Compared as names (with _): the ids are written with -.
  const taken = new Set(definition.sections.map((section) => section.id.replace(/-/g, '_')));
  return nameFromLabel(title, taken, 'section').replace(/_/g, '-');
}

/** What each type starts with when it is added: enough to render and to publish (e-sign frames name a document the author then sets). */
export function newField(type: FieldType, label: LocalizedText, name: string): FieldDefinition {
  const field: FieldDefinition = { name, label, type };
  if (CHOICE_TYPES.has(type) || type === 'checkbox')
    field.options = {
      choices: [
        { label: 'Option 1', value: 'option_1' },
        { label: 'Option 2', value: 'option_2' },
      ],
    };
  // A fixed country: a {placeholder} must name a question of the form, which a new form may lack (the author may then write {their_country}).
  if (type === 'state') field.options = { apiEndpoint: '/api/pcsx/form_options/states?country=US' };
  if (EMBEDDED_TYPES.has(type)) field.options = { widgetUrl: '/esign/public/sign-widget', widgetId: 'document-id' };
  if (type === 'info' || type === 'instruction') field.description = '<p>Text for candidates.</p>';
  if (type === 'dynamicList') field.items = [{ name: 'entry', label: 'Entry', type: 'text' }];
  return field;
}

/** Adds a question to a section at a place (its end when omitted), or to a list's entry questions. */
export function insertField(definition: FormDefinition, at: FieldPlace, field: FieldDefinition): FormDefinition {
  return changeSection(definition, at.section, (section) => {
    const items = [...section.items] as Items;
    if (at.child === undefined) {
      items.splice(Math.min(Math.max(at.item, 0), items.length), 0, field);
      return withItems(section, items);
    }
    const list = items[at.item];
    if (!list || list.type !== 'dynamicList') return section;
    const children = [...(list.items ?? [])];
    children.splice(Math.min(Math.max(at.child, 0), children.length), 0, field);
    items[at.item] = { ...list, items: children as FieldDefinition['items'] };
    return withItems(section, items);
  });
}

/** Replaces a question with what `change` makes of it (a renamed question's references follow it: see renameReferences). */
export function updateField(definition: FormDefinition, place: FieldPlace, change: (field: FieldDefinition) => FieldDefinition): FormDefinition {
  const current = fieldAt(definition, place);
  if (!current) return definition;
  const next = change(current);
  if (next === current) return definition;
  return changeSection(definition, place.section, (section) => {
    const items = [...section.items] as Items;
    if (place.child === undefined) items[place.item] = next;
    else {
      const list = items[place.item]!;
      const children = [...list.items!];
      children[place.child] = next;
      items[place.item] = { ...list, items: children as FieldDefinition['items'] };
    }
    return withItems(section, items);
  });
}

export function removeField(definition: FormDefinition, place: FieldPlace): FormDefinition {
  if (!fieldAt(definition, place)) return definition;
  return changeSection(definition, place.section, (section) => {
    if (place.child === undefined)
      return withItems(
        section,
        section.items.filter((_, index) => index !== place.item),
      );
    const items = [...section.items] as Items;
    const list = items[place.item]!;
    items[place.item] = { ...list, items: list.items!.filter((_, index) => index !== place.child) as FieldDefinition['items'] };
    return withItems(section, items);
  });
}

/**
 * Moves a question to a place: `to` counts in the items as they are after the question is taken out
 * (so "to the end of its own section" is the section's length - 1). Entry questions move within their list only.
 */
export function moveField(definition: FormDefinition, from: FieldPlace, to: FieldPlace): FormDefinition {
  const field = fieldAt(definition, from);
  if (!field || samePlace(from, to)) return definition;
  if ((from.child === undefined) !== (to.child === undefined)) return definition;
  if (from.child !== undefined && (from.section !== to.section || from.item !== to.item)) return definition;
  const target = definition.sections[to.section];
  if (!target) return definition;
  // Past an end is at that end; a move that leaves the question where it is changes nothing.
  const count =
    (from.child === undefined ? target.items.length : fieldAt(definition, { ...from, child: undefined })!.items!.length) -
    (to.section === from.section ? 1 : 0);
  const clamp = (index: number) => Math.min(Math.max(index, 0), count);
  const at = to.child === undefined ? { ...to, item: clamp(to.item) } : { ...to, child: clamp(to.child) };
  if (samePlace(from, at)) return definition;
  return insertField(removeField(definition, from), at, field);
}

/**
 * Where the question at `place` is once moveField(from, to) has run: the one moved is at `to`, the
 * others below the place it left move up one, those at or below the place it went to move down one.
 * Entry questions' moves (within a list) leave places as they are.
 */
export function placeAfterMove(place: FieldPlace, from: FieldPlace, to: FieldPlace): FieldPlace {
  if (from.child !== undefined || to.child !== undefined) return place;
  if (place.section === from.section && place.item === from.item) return { ...place, section: to.section, item: to.item };
  let { item } = place;
  if (place.section === from.section && item > from.item) item -= 1;
  if (place.section === to.section && item >= to.item) item += 1;
  return item === place.item ? place : { ...place, item };
}

/** A copy of the question right after it, labelled `label` (a text by language too) and named from `nameSource` (the label as shown). */
export function duplicateField(
  definition: FormDefinition,
  place: FieldPlace,
  label: FieldDefinition['label'],
  nameSource = typeof label === 'string' ? label : '',
): FormDefinition {
  const field = fieldAt(definition, place);
  if (!field) return definition;
  const copy = { ...structuredClone(field), label, name: nameFromLabel(nameSource, namesInForm(definition)) };
  const at = place.child === undefined ? { ...place, item: place.item + 1 } : { ...place, child: place.child + 1 };
  return insertField(definition, at, copy);
}

/** `list` with the paths in it renamed (the same list when none is). */
function renamePaths(list: unknown, rename: (path: unknown) => unknown): unknown {
  if (!Array.isArray(list)) return rename(list);
  const next = list.map(rename);
  return next.some((each, index) => each !== list[index]) ? next : list;
}

/** Rewrites {"var": from} (and paths below it), and the names missing and missing_some read, to `to` in a JSON Logic rule. */
function renameInLogic(rule: unknown, from: string, to: string): unknown {
  if (Array.isArray(rule)) {
    let changed = false;
    const next = rule.map((each) => {
      const renamed = renameInLogic(each, from, to);
      changed ||= renamed !== each;
      return renamed;
    });
    return changed ? next : rule;
  }
  if (typeof rule !== 'object' || rule === null) return rule;
  const entries = Object.entries(rule as Record<string, unknown>);
  const rename = (path: unknown) => (typeof path === 'string' && (path === from || path.startsWith(`${from}.`)) ? to + path.slice(from.length) : path);
  if (entries.length === 1 && entries[0]![0] === 'var') {
    const [, argument] = entries[0]!;
    const next = Array.isArray(argument) ? [rename(argument[0]), ...argument.slice(1)] : rename(argument);
    return (Array.isArray(next) ? next[0] === (argument as unknown[])[0] : next === argument) ? rule : { var: next };
  }
  // {"missing": ["a", "b"]}, {"missing": [["a", "b"]]}, {"missing": "a"}, {"missing_some": [1, ["a", "b"]]} (as extractVariables reads them).
  if (entries.length === 1 && (entries[0]![0] === 'missing' || entries[0]![0] === 'missing_some')) {
    const [operator, argument] = entries[0]!;
    // The names: missing_some's second argument, missing's first when that is a list, else missing's arguments.
    const at = operator === 'missing_some' ? 1 : Array.isArray(argument) && Array.isArray(argument[0]) ? 0 : undefined;
    let next = argument;
    if (at === undefined) next = renamePaths(argument, rename);
    else if (Array.isArray(argument)) {
      const names = renamePaths(argument[at], rename);
      if (names !== argument[at]) next = argument.map((each, index) => (index === at ? names : each));
    }
    return next === argument ? rule : { [operator]: next };
  }
  let changed = false;
  const next = Object.fromEntries(
    entries.map(([key, value]) => {
      const renamed = renameInLogic(value, from, to);
      changed ||= renamed !== value;
      return [key, renamed];
    }),
  );
  return changed ? next : rule;
}

/**
 * Every name a section's conditions, dependencies, comparisons and option addresses could refer to (each
 * string of its logic up to its first dot: more than the references, never fewer), kept per section
 * object: a rename walks only the sections that may refer to the name (one renamed at each letter
 * typed into its label, in a form of a thousand questions, is mostly referred to nowhere).
 */
const mentionsBySection = new WeakMap<FormSection, ReadonlySet<string>>();
function mentions(section: FormSection): ReadonlySet<string> {
  let found = mentionsBySection.get(section);
  if (found) return found;
  const names = new Set<string>();
  const strings = (value: unknown): void => {
    if (typeof value === 'string') names.add(value.split('.')[0]!);
    else if (Array.isArray(value)) value.forEach(strings);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(strings);
  };
  const field = (each: FieldDefinition): void => {
    strings(each.visibleFn);
    each.dependencies?.forEach((name) => names.add(name));
    each.rules?.forEach((rule) => rule.field !== undefined && names.add(rule.field));
    for (const [, name] of each.options?.apiEndpoint?.matchAll(/\{([^}]*)\}/g) ?? []) names.add(name!);
    each.items?.forEach(field);
  };
  strings(section.visibleFn);
  section.items.forEach(field);
  mentionsBySection.set(section, (found = names));
  return found;
}

/** Every reference to question `from` (conditions and dependencies, date comparisons, option addresses) made to `to`. */
export function renameReferences(definition: FormDefinition, from: string, to: string): FormDefinition {
  if (from === to) return definition;
  const fix = (field: FieldDefinition): FieldDefinition => {
    let next = field;
    if (field.visibleFn !== undefined) {
      const visibleFn = renameInLogic(field.visibleFn, from, to) as FieldDefinition['visibleFn'];
      if (visibleFn !== field.visibleFn) next = { ...next, visibleFn };
    }
    if (field.dependencies?.includes(from)) next = { ...next, dependencies: field.dependencies.map((name) => (name === from ? to : name)) };
    if (field.rules?.some((rule) => rule.field === from))
      next = { ...next, rules: field.rules.map((rule) => (rule.field === from ? { ...rule, field: to } : rule)) };
    const endpoint = field.options?.apiEndpoint;
    if (endpoint?.includes(`{${from}}`)) next = { ...next, options: { ...field.options, apiEndpoint: endpoint.split(`{${from}}`).join(`{${to}}`) } };
    if (field.items) {
      const items = field.items.map(fix);
      if (items.some((item, index) => item !== field.items![index])) next = { ...next, items: items as FieldDefinition['items'] };
    }
    return next;
  };
  let changed = false;
  const sections = definition.sections.map((section) => {
    if (!mentions(section).has(from)) return section;
    const items = section.items.map(fix);
    const visibleFn = section.visibleFn === undefined ? undefined : (renameInLogic(section.visibleFn, from, to) as FormSection['visibleFn']);
    if (items.every((item, index) => item === section.items[index]) && visibleFn === section.visibleFn) return section;
    changed = true;
    return { ...section, items: items as FormSection['items'], ...(visibleFn === undefined ? {} : { visibleFn }) };
  });
  return changed ? { ...definition, sections: sections as FormDefinition['sections'] } : definition;
}

export function addSection(definition: FormDefinition, title: string, at = definition.sections.length): FormDefinition {
  const section: FormSection = { id: sectionIdFromTitle(title, definition), title, items: [] as unknown as FormSection['items'] };
  const sections = [...definition.sections];
  sections.splice(at, 0, section);
  return { ...definition, sections: sections as FormDefinition['sections'] };
}

export function moveSection(definition: FormDefinition, from: number, to: number): FormDefinition {
  const section = definition.sections[from];
  if (!section || from === to || to < 0 || to >= definition.sections.length) return definition;
  const sections = definition.sections.filter((_, index) => index !== from);
  sections.splice(to, 0, section);
  return { ...definition, sections: sections as FormDefinition['sections'] };
}

/** Where the section at `index` is once moveSection(from, to) has run. */
export function sectionAfterMove(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < index && index <= to) return index - 1;
  if (to <= index && index < from) return index + 1;
  return index;
}

/** Removes a section and its questions; the last section stays (a form has one at least). */
export function removeSection(definition: FormDefinition, index: number): FormDefinition {
  if (!definition.sections[index] || definition.sections.length === 1) return definition;
  return { ...definition, sections: definition.sections.filter((_, at) => at !== index) as FormDefinition['sections'] };
}

/** The questions other questions may depend on, in form order (a list entry's questions are the list's own). */
export function formQuestions(definition: FormDefinition): { place: FieldPlace; field: FieldDefinition }[] {
  return definition.sections.flatMap((section, sectionIndex) => section.items.map((field, item) => ({ place: { section: sectionIndex, item }, field })));
}
