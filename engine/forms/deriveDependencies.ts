import { extractVariables } from '../logic/extractVariables';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const itemsOf = (holder: Json): Json[] => (Array.isArray(holder.items) ? holder.items.filter(isObject) : []);
const namesOf = (items: Json[]) => items.map((item) => item.name).filter((name): name is string => typeof name === 'string');

/** The names a visibleFn reads that the question's scope knows (an unreadable rule reads none: the engine's check reports it). */
function readNames(rule: unknown, known: ReadonlySet<string>): string[] {
  let paths: string[];
  try {
    paths = extractVariables(rule);
  } catch {
    return [];
  }
  return [...new Set(paths.map((path) => path.split('.')[0] ?? ''))].filter((name) => known.has(name));
}

/** Each question of a group with its dependencies derived; anything that is no question is kept as written. */
function deriveIn(items: unknown[], known: ReadonlySet<string>): unknown[] {
  return items.map((item) => {
    if (!isObject(item)) return item;
    const { dependencies: _given, ...rest } = item;
    const derived: Json = rest;
    if (item.visibleFn !== undefined) {
      const names = readNames(item.visibleFn, known);
      if (names.length > 0) derived.dependencies = names;
    }
    if (item.type === 'dynamicList' && Array.isArray(item.items)) {
      // An entry's question may read the entry's other questions and the form's.
      derived.items = deriveIn(item.items, new Set([...known, ...namesOf(itemsOf(item))]));
    }
    return derived;
  });
}

/**
 * A form definition with every question's `dependencies` derived from its visibleFn (the fields it
 * reads that its scope knows, a list entry's questions included), whatever was written there before:
 * the form builder never lets an author type them, so they cannot drift from the condition. A name the
 * rule reads that is no field is left out: validateFormDefinition reports it once, at the visibleFn.
 * Anything that is not shaped like a form is returned as it is, for the engine's check to describe.
 */
export function deriveDependencies(definition: Json): Json {
  const { sections } = definition;
  if (!Array.isArray(sections)) return definition;
  const known = new Set(sections.flatMap((section: unknown) => (isObject(section) ? namesOf(itemsOf(section)) : [])));
  return {
    ...definition,
    sections: sections.map((section: unknown) =>
      isObject(section) && Array.isArray(section.items) ? { ...section, items: deriveIn(section.items, known) } : section,
    ),
  };
}
