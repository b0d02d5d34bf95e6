import Form from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';
import { memo } from 'react';
import type { CompiledStep } from '../../../engine/forms/CompiledForm';
import type { RjsfUiSchema } from '../../../engine/forms/fieldSchema';
import { StepQuestionLimitContext } from './renderedQuestions';
import { PORTICO_FIELDS, PORTICO_TEMPLATES } from './rjsfTemplates';

const uiSchemas = new WeakMap<CompiledStep, RjsfUiSchema>();

/**
 * The step's uiSchema with every question drawn by Portico's store-bound field. Built once per
 * compiled step, so RJSF always receives the same object.
 */
export function porticoUiSchema(step: CompiledStep): RjsfUiSchema {
  let uiSchema = uiSchemas.get(step);
  if (!uiSchema) {
    uiSchema = {
      ...step.uiSchema,
      ...Object.fromEntries(step.fieldNames.map((name) => [name, { ...(step.uiSchema[name] as object), 'ui:field': 'porticoField' }])),
    };
    uiSchemas.set(step, uiSchema);
  }
  return uiSchema;
}

const NO_DATA = {};

/**
 * RJSF's validator, which it never asks: its validation is off (Portico's engine validates) and a
 * step's schema has no oneOf, anyOf, if or dependencies for it to resolve. RJSF's ajv validator would
 * be 35 KB gzip, and an ajv instance built, before every form page could answer.
 */
const NO_VALIDATOR: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};

/**
 * One step (section) as its own @rjsf/core Form with Portico's templates. Answers do not flow
 * through RJSF: each question reads and writes the form store, so RJSF renders the step once and a
 * keystroke never re-renders the step. RJSF's own validation is off: Portico's engine validates, with
 * the spec's messages and visibility. Rendered as a div inside the page's one form element.
 */
export const StepForm = memo(function StepForm({ step }: { step: CompiledStep }) {
  return (
    <Form
      schema={step.schema as object}
      uiSchema={porticoUiSchema(step)}
      formData={NO_DATA}
      validator={NO_VALIDATOR}
      templates={PORTICO_TEMPLATES}
      fields={PORTICO_FIELDS}
      tagName="div"
      noHtml5Validate
      noValidate
      showErrorList={false}
      idPrefix={`rjsf-${step.id}`}
    >
      <></>
    </Form>
  );
});

/** A step's form with as many of its questions as are rendered so far (renderedQuestions.ts): nothing before the first. */
export function StepQuestions({ step, shown }: { step: CompiledStep; shown: number }) {
  if (shown === 0) return null;
  return (
    <StepQuestionLimitContext.Provider value={shown}>
      <StepForm step={step} />
    </StepQuestionLimitContext.Provider>
  );
}
