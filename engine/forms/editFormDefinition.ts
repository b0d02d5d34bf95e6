import type { LocalizedText } from '../../schemas/generated/employer-config';
import type { FieldDefinition, FormDefinition } from '../../schemas/generated/forms/form-definition';
import { mapTexts } from './builder/formTexts';
import { namesInForm } from './builder/formEdits';

/** Where a question is in a definition: its section and its place among the section's items. */
export interface QuestionPlace {
  readonly section: number;
  readonly item: number;
}

/** What the admin can change of a question in the preboarding editor. */
export interface QuestionEdit {
  /** A text, or a text by language (LocalizedText: the editor keeps the languages it does not edit). */
  readonly label?: LocalizedText;
  /** '' removes the help text. */
  readonly help?: LocalizedText;
  readonly required?: boolean;
}

/**
 * The admin preboarding form's edits (spec: per-question edit, duplicate, delete, move up and move
 * down). Each returns a new definition and leaves the given one as it was, or the same definition when
 * the edit is not possible (a place that does not exist, a move past either end of the section).
 * Whether the result is still a valid form (a deleted question another one depends on, an empty
 * section) is for compileForm and validateFormDefinition to say, with JSON Pointers.
 */
export function questionAt(definition: FormDefinition, place: QuestionPlace): FieldDefinition | undefined {
  return definition.sections[place.section]?.items[place.item];
}

function withItems(definition: FormDefinition, section: number, items: FieldDefinition[]): FormDefinition {
  const sections = definition.sections.map((candidate, index) => (index === section ? { ...candidate, items: items as typeof candidate.items } : candidate));
  return { ...definition, sections: sections as FormDefinition['sections'] };
}

export function editQuestion(definition: FormDefinition, place: QuestionPlace, edit: QuestionEdit): FormDefinition {
  const question = questionAt(definition, place);
  if (!question) return definition;
  const next: FieldDefinition = { ...question };
  if (edit.label !== undefined) next.label = edit.label;
  if (edit.help !== undefined) {
    if (typeof edit.help === 'string' && edit.help.trim() === '') delete next.help;
    else next.help = edit.help;
  }
  if (edit.required !== undefined) {
    if (edit.required) next.required = true;
    else delete next.required;
  }
  const items = [...definition.sections[place.section]!.items];
  items[place.item] = next;
  return withItems(definition, place.section, items);
}

/** name_copy, then name_copy_2, name_copy_3… : the first not used in the form. */
export function copyName(definition: FormDefinition, name: string): string {
  const names = namesInForm(definition);
  let candidate = `${name}_copy`;
  for (let count = 2; names.has(candidate); count += 1) candidate = `${name}_copy_${count}`;
  return candidate;
}

/** A copy of the question right after it, under a new name, with the label `copyLabel` gives it. */
export function duplicateQuestion(definition: FormDefinition, place: QuestionPlace, copyLabel: (label: string) => string): FormDefinition {
  const question = questionAt(definition, place);
  if (!question) return definition;
  const copy: FieldDefinition = { ...structuredClone(question), name: copyName(definition, question.name), label: mapTexts(question.label, copyLabel) };
  const items = [...definition.sections[place.section]!.items];
  items.splice(place.item + 1, 0, copy);
  return withItems(definition, place.section, items);
}

export function deleteQuestion(definition: FormDefinition, place: QuestionPlace): FormDefinition {
  if (!questionAt(definition, place)) return definition;
  return withItems(
    definition,
    place.section,
    definition.sections[place.section]!.items.filter((_, index) => index !== place.item),
  );
}

/** Swaps the question with the one above (-1) or below (+1) it in its section. */
export function moveQuestion(definition: FormDefinition, place: QuestionPlace, direction: -1 | 1): FormDefinition {
  const items = definition.sections[place.section]?.items;
  const target = place.item + direction;
  if (!items || !items[place.item] || target < 0 || target >= items.length) return definition;
  const moved = [...items];
  [moved[place.item], moved[target]] = [moved[target]!, moved[place.item]!];
  return withItems(definition, place.section, moved);
}
