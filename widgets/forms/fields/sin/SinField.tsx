import { memo } from 'react';
import { SIN_MAX_LENGTH } from '../../../../engine/forms/formConstants';
import { formatSin } from '../../../../engine/forms/rules/formatSin';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { TEXT_INPUT_CLASS } from '../fieldStyles';
import { inputAria } from '../inputAria';
import { useDomText } from '../useDomText';

/** A social insurance number, formatted XXX-XXX-XXX as it is typed, 11 characters at most. */
export const SinField = memo(function SinField(props: FieldWidgetProps) {
  const text = useDomText<HTMLInputElement>(props, formatSin);
  return (
    <input
      className={TEXT_INPUT_CLASS}
      {...inputAria(props)}
      {...text}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="XXX-XXX-XXX"
      maxLength={SIN_MAX_LENGTH}
      disabled={props.disabled}
      onBlur={props.onBlur}
    />
  );
});
