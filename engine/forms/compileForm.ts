import type { PageField, PageFormDefinition, PageFormSection } from './PageFormDefinition';
import { joinPointer, type ConfigError } from '../config/ConfigError';
import type { CompiledField, CompiledForm, CompiledStep, VisibilityCondition } from './CompiledForm';
import { toFieldSchema, toFieldUiSchema, type RjsfSchema, type RjsfUiSchema } from './fieldSchema';
import { checkVisibleFn, indexFields, type FieldEntry } from './indexFields';

export interface CompileResult {
  /** Always built, even with errors, so a preview can still show what does work. */
  readonly form: CompiledForm;
  /** Configuration problems, each with a JSON Pointer into the definition; empty when the form is sound. */
  readonly errors: readonly ConfigError[];
}

/**
 * Compiles a form definition once, for the browser and the server alike: the JSON Schema and uiSchema
 * @rjsf/core renders (for the whole form and for each step), and the field index (pointer,
 * dependencies both ways, rules and ready-made validators of every question).
 *
 * Never throws. Reports duplicate names, references to unknown fields, dependency cycles, unsafe
 * visibleFn rules, unknown or misplaced rules and choice questions without options. It does not run
 * the JSON Schema of form definitions (that needs ajv, which stays out of the page bundle):
 * validateFormDefinition does both, and the server runs it on every form it serves.
 */
export function compileForm(definition: PageFormDefinition): CompileResult {
  const errors: ConfigError[] = [];
  const sections: PageFormSection[] = Array.isArray(definition?.sections) ? definition.sections : [];
  if (!Array.isArray(definition?.sections)) errors.push({ pointer: '/sections', message: 'should list the sections of the form' });

  const entries = collectEntries(sections, errors);
  const topNames = new Set(entries.map((entry) => entry.item.name));
  const conditions = sections.map((section, index) => sectionCondition(section, index, topNames, errors));
  const withConditions = entries.map((entry) => ({ ...entry, sectionCondition: conditions[entry.sectionIndex] }));
  const index = indexFields(withConditions, errors);

  const steps = sections.map((section, sectionIndex) =>
    compileStep(
      section,
      sectionIndex,
      conditions[sectionIndex],
      index.names.filter((name) => index.fields.get(name)?.sectionIndex === sectionIndex),
      index.fields,
    ),
  );
  const form: CompiledForm = {
    definition,
    id: definition?.id,
    title: definition?.title,
    layout: definition?.layout,
    schema: {
      type: 'object',
      title: definition?.title,
      ...(definition?.description === undefined ? {} : { description: definition.description }),
      properties: Object.assign({}, ...steps.map((step) => step.schema.properties)) as RjsfSchema,
    },
    uiSchema: Object.assign({ 'ui:order': index.names }, ...steps.map(({ uiSchema: { 'ui:order': _order, ...fields } }) => fields)) as RjsfUiSchema,
    steps,
    fields: index.fields,
    fieldNames: index.names,
    evaluationOrder: index.evaluationOrder,
  };
  errors.sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
  return { form, errors };
}

/** The fields of every section; items that are not field definitions with a name are reported and left out. */
function collectEntries(sections: readonly PageFormSection[], errors: ConfigError[]): FieldEntry[] {
  const entries: FieldEntry[] = [];
  const sectionIds = new Map<string, string>();
  sections.forEach((section, sectionIndex) => {
    const at = joinPointer('', 'sections', sectionIndex);
    const earlier = sectionIds.get(section?.id);
    if (earlier !== undefined)
      errors.push({ pointer: joinPointer(at, 'id'), message: `"${section.id}" is already the id of the section at ${earlier}; each section needs its own id` });
    else sectionIds.set(section?.id, at);
    if (!Array.isArray(section?.items)) return;
    section.items.forEach((item: PageField, itemIndex) => {
      const pointer = joinPointer(at, 'items', itemIndex);
      if (typeof item !== 'object' || item === null || typeof item.name !== 'string') {
        errors.push({
          pointer: joinPointer(pointer, 'name'),
          message: 'should be the name of the field (each item of a section is a field definition with a name)',
        });
        return;
      }
      entries.push({ item, pointer, sectionId: section.id, sectionIndex, sectionCondition: undefined });
    });
  });
  return entries;
}

function sectionCondition(section: PageFormSection, index: number, names: ReadonlySet<string>, errors: ConfigError[]): VisibilityCondition | undefined {
  if (section?.visibleFn === undefined) return undefined;
  const pointer = joinPointer('', 'sections', index, 'visibleFn');
  const dependencies = checkVisibleFn(section.visibleFn, pointer, { known: names }, errors);
  return { rule: section.visibleFn, dependencies, pointer };
}

function compileStep(
  section: PageFormSection,
  index: number,
  condition: VisibilityCondition | undefined,
  fieldNames: readonly string[],
  fields: ReadonlyMap<string, CompiledField>,
): CompiledStep {
  const compiled = fieldNames.map((name) => fields.get(name)).filter((field): field is CompiledField => field !== undefined);
  return {
    id: section.id,
    index,
    title: section.title,
    description: section.description,
    pointer: joinPointer('', 'sections', index),
    section,
    condition,
    fieldNames,
    schema: {
      type: 'object',
      title: section.title,
      ...(section.description === undefined ? {} : { description: section.description }),
      properties: Object.fromEntries(compiled.map((field) => [field.name, toFieldSchema(field.definition)])),
    },
    uiSchema: {
      'ui:order': fieldNames,
      ...Object.fromEntries(compiled.map((field) => [field.name, toFieldUiSchema(field.definition, field.pointer)])),
    },
  };
}
