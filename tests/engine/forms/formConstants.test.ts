import { describe, expect, it } from 'vitest';
import * as constants from '../../../engine/forms/formConstants';
import { formMessage } from '../../../engine/forms/formMessages';
import forms from '../../../engine/i18n/locales/en/forms.json';

describe('form constants', () => {
  it('match the spec’s numbers', () => {
    expect(constants).toMatchObject({
      RATING_MAX: 5,
      SKILL_LIST_COLLAPSE_THRESHOLD: 10,
      READ_MORE_HEIGHT_INSTRUCTIONS: 150,
      MOVE_BUTTON_DEBOUNCE_MS: 300,
      DEPENDENT_QUESTION_DEBOUNCE_MS: 50,
      SCROLLSPY_DEBOUNCE_MS: 50,
      DATE_DISPLAY_FORMAT: 'DD MMM YYYY',
      DATE_RANGE_FORMAT: 'MM/YYYY',
      SSN_MAX_LENGTH: 11,
      SIN_MAX_LENGTH: 11,
      FORM_COLUMNS: { label: 5, value: 6, small: 12 },
      BREAKPOINTS: { tablet: 600, desktop: 1024, large: 1180, extraLarge: 1600 },
      FULL_SCREEN_LOADER_OPACITY: 0.4,
      DEFAULT_COUNTRY_CODE: 'US',
    });
  });

  it('has the spec’s rating labels and confidential text in English, for t()', () => {
    expect(forms.rating.labels).toEqual({ 1: 'Poor', 2: 'Average', 3: 'Good', 4: 'Very Good', 5: 'Excellent' });
    expect(Object.keys(forms.rating.labels)).toHaveLength(constants.RATING_MAX);
    expect(forms.view.confidential).toBe('[ CONFIDENTIAL ]');
  });

  it('rounds stepper progress to the nearest 10 percent, within 0 and 100', () => {
    expect([0, 4, 5, 14, 15, 44.9, 95, 99, 100, 130, -5, Number.NaN].map(constants.roundProgress)).toEqual([0, 0, 10, 10, 20, 40, 100, 100, 100, 100, 0, 0]);
  });
});

describe('formMessage', () => {
  it('picks the singular or plural English text by count', () => {
    expect(formMessage('fileMinCount', { count: 1 })).toBe('Upload at least 1 file.');
    expect(formMessage('fileMinCount', { count: 3 })).toBe('Upload at least 3 files.');
  });

  it('keeps placeholders it has no value for, so a typo shows', () => {
    expect(formMessage('minValue', {})).toBe('Enter a value greater than or equal to {{value}}.');
  });

  it('uses i18next’s plural suffixes in its catalogue (forms.json, validation)', () => {
    const keys = Object.keys(forms.validation);
    const singulars = keys.filter((key) => key.endsWith('_one'));
    expect(singulars.map((key) => key.replace(/_one$/, '_other')).every((key) => keys.includes(key))).toBe(true);
    expect(forms.validation).toMatchObject({ minLength_one: 'Enter at least {{count}} character.', minLength_other: 'Enter at least {{count}} characters.' });
  });
});
