import { SSN_MAX_LENGTH } from '../../../../engine/forms/formConstants';
import { formatSsn } from '../../../../engine/forms/rules/formatSsn';
import { textInputField } from '../textInputField';

/** A social security number, formatted XXX-XX-XXXX as it is typed, 11 characters at most. */
export const SsnField = textInputField('SsnField', {
  inputMode: 'numeric',
  autoComplete: 'off',
  placeholder: 'XXX-XX-XXXX',
  maxLength: SSN_MAX_LENGTH,
  format: formatSsn,
});
