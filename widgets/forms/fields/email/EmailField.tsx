import { textInputField } from '../textInputField';

/** An email answer: the email keyboard on phones and the browser's autofill. */
export const EmailField = textInputField('EmailField', { type: 'email', autoComplete: 'email' });
