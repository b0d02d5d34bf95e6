import type { FieldType } from '../../../schemas/generated/forms/form-definition';
import type { PageField, PageFormDefinition } from '../../../engine/forms/PageFormDefinition';
import { newField } from '../../../engine/forms/builder/formEdits';

/** The bench form: 1,000 text questions in 10 steps; 30 triggers each show 10 questions when answered "yes". */
export const STEPS = 10;
export const TRIGGERS_PER_STEP = 3;
export const DEPENDANTS_PER_TRIGGER = 10;
export const FIELDS_PER_STEP = 100;

export const triggerName = (step: number, index: number) => `t_${step}_${index}`;
export const dependantName = (step: number, index: number, dependant: number) => `d_${step}_${index}_${dependant}`;
export const plainName = (step: number, index: number) => `f_${step}_${index}`;

interface BenchItem {
  name: string;
  label: string;
  trigger?: string;
}

function stepItems(step: number): BenchItem[] {
  const items: BenchItem[] = [];
  const plainCount = FIELDS_PER_STEP - TRIGGERS_PER_STEP * (1 + DEPENDANTS_PER_TRIGGER);
  for (let index = 0; index < plainCount; index += 1) items.push({ name: plainName(step, index), label: `Question ${step + 1}.${index + 1}` });
  for (let index = 0; index < TRIGGERS_PER_STEP; index += 1) {
    const trigger = triggerName(step, index);
    items.push({ name: trigger, label: `Trigger ${step + 1}.${index + 1} (type yes)` });
    for (let dependant = 0; dependant < DEPENDANTS_PER_TRIGGER; dependant += 1) {
      items.push({ name: dependantName(step, index, dependant), label: `Follow-up ${step + 1}.${index + 1}.${dependant + 1}`, trigger });
    }
  }
  return items;
}

/** The form as a Portico definition: visibility as visibleFn. */
export function porticoBenchForm(): PageFormDefinition {
  return {
    id: 'bench',
    title: 'Bench form',
    layout: 'stepper',
    sections: Array.from({ length: STEPS }, (_, step) => ({
      id: `step${step}`,
      title: `Step ${step + 1}`,
      items: stepItems(step).map((item): PageField => ({
        name: item.name,
        label: item.label,
        type: 'text',
        ...(item.trigger ? { visibleFn: { '==': [{ var: item.trigger }, 'yes'] } } : {}),
      })) as PageFormDefinition['sections'][0]['items'],
    })) as PageFormDefinition['sections'],
  };
}

/** The same form as one plain JSON Schema for @rjsf/core: each condition an if/then. */
export function plainBenchSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const allOf: unknown[] = [];
  for (let step = 0; step < STEPS; step += 1) {
    const items = stepItems(step);
    for (const item of items) if (!item.trigger) properties[item.name] = { type: 'string', title: item.label };
    for (let index = 0; index < TRIGGERS_PER_STEP; index += 1) {
      const trigger = triggerName(step, index);
      allOf.push({
        if: { properties: { [trigger]: { const: 'yes' } }, required: [trigger] },
        then: {
          properties: Object.fromEntries(items.filter((item) => item.trigger === trigger).map((item) => [item.name, { type: 'string', title: item.label }])),
        },
      });
    }
  }
  return { type: 'object', title: 'Bench form', properties, allOf };
}

/** The builder's bench form: 10 sections of 100 questions, a mix of types; every tenth question has a visibleFn on the one before it. */
const BUILDER_SECTIONS = 10;
const BUILDER_QUESTIONS_PER_SECTION = 100;
const BUILDER_TYPES: readonly FieldType[] = ['text', 'dropdown', 'textarea', 'date', 'radio', 'email', 'number', 'checkbox', 'phone', 'info'];

export function builderBenchForm(): PageFormDefinition {
  return {
    id: 'bench',
    title: 'Builder bench form',
    layout: 'stepper',
    sections: Array.from({ length: BUILDER_SECTIONS }, (_, section) => ({
      id: `section${section}`,
      title: `Section ${section + 1}`,
      items: Array.from({ length: BUILDER_QUESTIONS_PER_SECTION }, (_, item): PageField => {
        const type = BUILDER_TYPES[item % BUILDER_TYPES.length] as FieldType;
        const field = newField(type, `Question ${section + 1}.${item + 1}`, `q_${section}_${item}`);
        if (item % 10 === 9) field.visibleFn = { '==': [{ var: `q_${section}_${item - 1}` }, 'yes'] };
        if (item % 7 === 3) field.required = true;
        return field as PageField;
      }) as PageFormDefinition['sections'][0]['items'],
    })) as PageFormDefinition['sections'],
  };
}
