import { memo } from 'react';
import { SSN_MAX_LENGTH } from '../../../../engine/forms/formConstants';
import { formatSsn } from '../../../../engine/forms/rules/formatSsn';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { TEXT_INPUT_CLASS } from '../fieldStyles';
import { inputAria } from '../inputAria';
import { useDomText } from '../useDomText';

/** A social security number, formatted XXX-XX-XXXX as it is typed, 11 characters at most. */
export const SsnField = memo(function SsnField(props: FieldWidgetProps) {
  const text = useDomText<HTMLInputElement>(props, formatSsn);
  return (
    <input
      className={TEXT_INPUT_CLASS}
      {...inputAria(props)}
      {...text}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="XXX-XX-XXXX"
      maxLength={SSN_MAX_LENGTH}
      disabled={props.disabled}
      onBlur={props.onBlur}
    />
  );
});
