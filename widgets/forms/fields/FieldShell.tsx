import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from '../../../engine/forms/CompiledForm';
import type { FieldWidget } from './FieldWidgetProps';

export interface FieldShellProps {
  readonly field: CompiledField;
  readonly id: string;
  readonly labelling: FieldWidget['labelling'];
  readonly required: boolean;
  readonly error: string | undefined;
  readonly children: ReactNode;
}

export const helpId = (id: string) => `${id}-help`;
export const errorId = (id: string) => `${id}-error`;
/** The id of a group question's legend: groups that must name an element for their label (Ark's radio group) point at it. */
export const legendId = (id: string) => `${id}-label`;

/**
 * A question's frame: the label (linked to the input, or a legend for a group of inputs), the help
 * text and the message, side by side with the input on large screens (label 5 and input 6 of 12
 * columns, or the field's layout) and stacked on small ones. The message is the input's description
 * (aria-describedby), read with the input; it is not a live region of its own: a submit that finds six
 * errors would announce six messages at once. The form's error summary (PorticoForm) is the one live
 * region, and focus moves to the first question with a message. Styled by FIELD_STYLES class names.
 */
export function FieldShell({ field, id, labelling, required, error, children }: FieldShellProps) {
  const { definition } = field;
  const layout = definition.layout;
  const className = layout?.fullWidth ? 'pf-field pf-full' : 'pf-field';
  const style =
    layout?.labelColumns || layout?.valueColumns
      ? ({ '--pf-label-columns': layout.labelColumns, '--pf-value-columns': layout.valueColumns } as CSSProperties)
      : undefined;
  const labelText = (
    <>
      {definition.label}
      {required ? (
        <span className="pf-required" aria-hidden="true">
          *
        </span>
      ) : null}
      {definition.newItem ? <NewMark /> : null}
    </>
  );
  const texts = (
    <>
      {definition.help === undefined ? null : (
        <p id={helpId(id)} className="pf-help">
          {definition.help}
        </p>
      )}
      <p id={errorId(id)} className="pf-error" data-field-error={error ? field.name : undefined}>
        {error ?? ''}
      </p>
    </>
  );
  if (labelling === 'group') {
    return (
      <fieldset id={`${id}-container`} data-field={field.name} className={className} style={style}>
        <legend id={legendId(id)} className="pf-label">
          {labelText}
        </legend>
        <div className="pf-value">
          {children}
          {texts}
        </div>
      </fieldset>
    );
  }
  if (labelling === 'self') {
    return (
      <div id={`${id}-container`} data-field={field.name} className={className} style={style}>
        <div className="pf-whole">
          {children}
          {texts}
        </div>
      </div>
    );
  }
  return (
    <div id={`${id}-container`} data-field={field.name} className={className} style={style}>
      <label htmlFor={id} className="pf-label">
        {labelText}
      </label>
      <div className="pf-value">
        {children}
        {texts}
      </div>
    </div>
  );
}

/** The "New" mark of a question; its own component, so only marked questions pay for useTranslation when they show. */
function NewMark() {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <span className="pf-new">{t('forms.field.new')}</span>
    </>
  );
}
