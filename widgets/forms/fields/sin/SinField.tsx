import { SIN_MAX_LENGTH } from '../../../../engine/forms/formConstants';
import { formatSin } from '../../../../engine/forms/rules/formatSin';
import { textInputField } from '../textInputField';

/** A social insurance number, formatted XXX-XXX-XXX as it is typed, 11 characters at most. */
export const SinField = textInputField('SinField', {
  inputMode: 'numeric',
  autoComplete: 'off',
  placeholder: 'XXX-XXX-XXX',
  maxLength: SIN_MAX_LENGTH,
  format: formatSin,
});
