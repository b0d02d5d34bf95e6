import type { PageFormDefinition } from './PageFormDefinition';

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a question, or any question inside it (a list question's items), is marked confidential. */
function holdsConfidential(item: Json): boolean {
  if (Array.isArray(item)) return item.some(holdsConfidential);
  if (!isRecord(item)) return false;
  if (item.confidential === true) return true;
  return Array.isArray(item.items) && item.items.some(holdsConfidential);
}

/**
 * The names of the form's questions whose answer holds a confidential one: a confidential question, or
 * a list question with a confidential question among its items (its entries are one answer).
 */
export function confidentialAnswerNames(definition: Pick<PageFormDefinition, 'sections'>): Set<string> {
  const names = new Set<string>();
  for (const section of definition.sections ?? []) {
    for (const item of (section as { items?: Json[] }).items ?? []) {
      if (isRecord(item) && typeof item.name === 'string' && holdsConfidential(item)) names.add(item.name);
    }
  }
  return names;
}

/**
 * The answers without the confidential ones, and the names of those left out (only those that had an
 * answer). A page rendered on the server carries its data in its HTML: a confidential answer (a social
 * security number, a bank account) is never written there; the browser asks for it once the page runs.
 */
export function withholdConfidential(
  definition: Pick<PageFormDefinition, 'sections'>,
  values: Record<string, unknown>,
): { values: Record<string, unknown>; withheld: string[] } {
  const confidential = confidentialAnswerNames(definition);
  const kept: Record<string, unknown> = {};
  const withheld: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (confidential.has(name)) withheld.push(name);
    else kept[name] = value;
  }
  return { values: kept, withheld };
}
