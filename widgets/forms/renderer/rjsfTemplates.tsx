import type { FieldProps, FieldTemplateProps, ObjectFieldTemplateProps, RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { useContext } from 'react';
import { FieldRenderer } from './FieldRenderer';
import { StepQuestionLimitContext } from './renderedQuestions';

/** RJSF's frame around every field: Portico's FieldRenderer draws label, help and message itself. */
function PorticoFieldTemplate({ children }: FieldTemplateProps) {
  return children;
}

/** Questions per chunk of a step (see PorticoObjectFieldTemplate). */
export const QUESTIONS_PER_CHUNK = 10;

/**
 * A step's questions, one under the other; the step title is the layout's. They come in chunks of
 * ten (FIELD_STYLES .pf-chunk, content-visibility: auto after a step's first): the browser lays out
 * and paints only the chunks near the screen, so a change (a keystroke, a trigger showing its
 * questions) repaints a few chunks, not the hundred questions of a step. A chunk whose questions are all hidden is empty and
 * takes no room. In a long form the questions after the first screen come a little later
 * (renderedQuestions.ts): a step renders as many as its layout says.
 */
function PorticoObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  const limit = Math.min(properties.length, useContext(StepQuestionLimitContext));
  const chunks: (typeof properties)[] = [];
  for (let start = 0; start < limit; start += QUESTIONS_PER_CHUNK) chunks.push(properties.slice(start, Math.min(limit, start + QUESTIONS_PER_CHUNK)));
  return (
    <div className="pf-fields">
      {chunks.map((chunk) => (
        <div key={chunk[0]?.name} className="pf-chunk">
          {chunk.map((property) => property.content)}
        </div>
      ))}
    </div>
  );
}

/** Every question of a Portico form is this RJSF field: the store-bound FieldRenderer. */
function PorticoField({ name }: FieldProps) {
  return <FieldRenderer name={name} />;
}

/** Stable objects: RJSF compares them by identity, and a new one would re-render the whole form. */
export const PORTICO_TEMPLATES: Partial<Omit<TemplatesType, 'ButtonTemplates'>> = {
  FieldTemplate: PorticoFieldTemplate,
  ObjectFieldTemplate: PorticoObjectFieldTemplate,
  ErrorListTemplate: () => null,
};

export const PORTICO_FIELDS: RegistryFieldsType = { porticoField: PorticoField };
