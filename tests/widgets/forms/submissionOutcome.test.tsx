import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/api/ApiError';
import { addLanguageStrings, createI18n } from '../../../engine/i18n/createI18n';
import { message } from '../../../engine/i18n/Message';
import deForms from '../../../engine/i18n/locales/de/forms.json';
import { stageBundle } from '../../../engine/i18n/stageBundle';
import { submissionOutcome } from '../../../widgets/forms/page/submissionOutcome';
import { useErrorText, useFailureText } from '../../../widgets/shared/useMessageText';

/** The form page's two texts of a failure (FormPage), read in a page of `language`. */
function textsIn(language: string) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => ({ errorText: useErrorText(), failureText: useFailureText() }), { wrapper }).result.current;
}

const refusal = (body: Record<string, unknown>) =>
  new ApiError(message('errors.request.apiResponse'), { kind: 'http', status: 422, data: body, url: '/api/pcsx/forms/f1/submit' });

describe('a refused submission (422 invalid_submission)', () => {
  it("shows the server's refusal in the page's language by its key, with the answers' messages under their questions", () => {
    addLanguageStrings('de', 'laterAreas', stageBundle('laterAreas', { forms: deForms }));
    const { errorText, failureText } = textsIn('de');
    const outcome = submissionOutcome(
      refusal({
        message: 'Please correct the highlighted answers.',
        error_code: 'invalid_submission',
        message_key: 'forms.refusal.invalidSubmission',
        field_errors: { email: 'Enter a valid email address.' },
      }),
      errorText,
      failureText,
    );
    expect(outcome).toEqual({ ok: false, message: 'Bitte korrigieren Sie die markierten Antworten.', fieldErrors: { email: 'Enter a valid email address.' } });
    expect(deForms.refusal.invalidSubmission).toBe('Bitte korrigieren Sie die markierten Antworten.');
  });

  it('shows the English words of a refusal without a key as they came', () => {
    const { errorText, failureText } = textsIn('de');
    const outcome = submissionOutcome(refusal({ message: 'Some other words.', error_code: 'invalid_submission', field_errors: {} }), errorText, failureText);
    expect(outcome).toEqual({ ok: false, message: 'Some other words.', fieldErrors: {} });
  });
});
