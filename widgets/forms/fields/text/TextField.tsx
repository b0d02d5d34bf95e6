import { textInputField } from '../textInputField';

/** A one-line text answer; trimmed when the candidate leaves it. */
export const TextField = textInputField('TextField', {});
