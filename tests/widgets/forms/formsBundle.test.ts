import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../engine/i18n/createI18n';
import forms from '../../../engine/i18n/locales/en/forms.json';
import { FORM_MESSAGE_NAMESPACE, formMessage } from '../../../engine/forms/formMessages';

describe('the forms English bundle', () => {
  it('holds the engine catalogue of validation messages under forms.validation', () => {
    expect(FORM_MESSAGE_NAMESPACE).toBe('forms.validation');
    expect(formMessage('sinChecksum')).toBe(forms.validation.sinChecksum);
  });

  it('resolves forms.validation.<key> through i18n, plurals included', () => {
    const i18n = createI18n('en');
    const translate = (key: string, params: Record<string, unknown>) => i18n.t(key, params);
    expect(formMessage('requiredNamed', { name: 'Email' }, translate)).toBe('Email is required');
    expect(formMessage('fileMinCount', { count: 1 }, translate)).toBe('Upload at least 1 file.');
    expect(formMessage('fileMaxCount', { count: 3 }, translate)).toBe('Upload no more than 3 files.');
    expect(i18n.t('forms.validation.sinChecksum')).toBe('Social insurance number is invalid.');
  });

  it('has the generic state texts of the spec', () => {
    expect(forms.state.error).toBe('An error occurred while retrieving data');
    expect(forms.state.empty).toBe('No data found');
    expect(forms.select.notApplicable).toBe('Not Applicable');
    expect(forms.card.moreOptions).toBe('Show more options');
    expect(forms.files.failed).toBe('File could not be uploaded.');
  });
});
