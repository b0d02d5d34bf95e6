import { describe, expect, it } from 'vitest';
import { initialListEntries, listControls } from '../../../engine/forms/listControls';
import { normalizeOnBlur } from '../../../engine/forms/normalizeOnBlur';
import { reconcileChoices, sortChoices } from '../../../engine/forms/reconcileChoices';
import { apiEndpointPlaceholders, resolveApiEndpoint } from '../../../engine/forms/resolveApiEndpoint';

describe('normalizeOnBlur', () => {
  it('trims typed text when the candidate leaves the input', () => {
    expect(normalizeOnBlur('text', '  Ann ')).toBe('Ann');
    expect(normalizeOnBlur('textarea', '\tline\n')).toBe('line');
    expect(normalizeOnBlur('email', ' ann@acme.com ')).toBe('ann@acme.com');
    expect(normalizeOnBlur('phone', { countryCode: 'US', number: ' 415 555 2671 ' })).toEqual({ countryCode: 'US', number: '415 555 2671' });
    // A repeating list: each entry's text, by its question's type; an entry without change stays the same object.
    const items = [
      { name: 'employer', type: 'text' as const },
      { name: 'level', type: 'select' as const },
    ];
    const kept = { employer: 'Initech', level: ' senior ' };
    const trimmed = normalizeOnBlur('dynamicList', [{ employer: '  Initech  ', level: ' senior ' }, kept], items) as unknown[];
    expect(trimmed).toEqual([{ employer: 'Initech', level: ' senior ' }, kept]);
    expect(trimmed[1]).toBe(kept);
    const same = [kept];
    expect(normalizeOnBlur('dynamicList', same, items)).toBe(same);
  });

  it('returns other answers unchanged, the same object', () => {
    const range = { startDate: ' 01/2024', endDate: '', isCurrent: false };
    expect(normalizeOnBlur('dateRange', range)).toBe(range);
    expect(normalizeOnBlur('select', ' a ')).toBe(' a ');
    const phone = { countryCode: 'US', number: '415' };
    expect(normalizeOnBlur('phone', phone)).toBe(phone);
  });
});

describe('sortChoices', () => {
  const choices = [
    { label: 'b', value: 'b' },
    { label: 'A', value: 'a' },
    { label: 'c10', value: 'c10' },
    { label: 'c9', value: 'c9' },
  ];

  it('sorts by label ascending or descending, ignoring case and reading numbers as numbers', () => {
    expect(sortChoices(choices, 'asc').map((choice) => choice.value)).toEqual(['a', 'b', 'c9', 'c10']);
    expect(sortChoices(choices, 'desc').map((choice) => choice.value)).toEqual(['c10', 'c9', 'b', 'a']);
  });

  it('keeps the given order when no sort order is set', () => {
    expect(sortChoices(choices, undefined)).toEqual(choices);
  });
});

describe('reconcileChoices', () => {
  const options = [
    { label: 'Ontario', value: 'ON' },
    { label: 'Quebec', value: 'QC' },
  ];

  it('resets an answer that is no longer among the options', () => {
    expect(reconcileChoices('CA', options)).toEqual({ value: undefined, locked: false, notApplicable: false });
    expect(reconcileChoices(['ON', 'TX'], options, true).value).toEqual(['ON']);
  });

  it('keeps an answer that still is, as the same value', () => {
    const answer = ['ON'];
    expect(reconcileChoices(answer, options, true).value).toBe(answer);
    expect(reconcileChoices('QC', options).value).toBe('QC');
  });

  it('selects and locks a sole N/A option', () => {
    expect(reconcileChoices(undefined, [{ label: 'N/A', value: 'N/A' }])).toEqual({ value: 'N/A', locked: true, notApplicable: false });
  });

  it('marks a select without options as not applicable', () => {
    expect(reconcileChoices('ON', [])).toEqual({ value: undefined, locked: false, notApplicable: true });
  });
});

describe('listControls', () => {
  const field = { listLimits: { min: 1, max: 3 } };

  it('deletes only above the minimum and adds only below the maximum', () => {
    expect(listControls(field, 1)).toEqual({ canAdd: true, canDelete: false });
    expect(listControls(field, 2)).toEqual({ canAdd: true, canDelete: true });
    expect(listControls(field, 3)).toEqual({ canAdd: false, canDelete: true });
    expect(listControls({ listLimits: { min: 0, max: undefined } }, 50)).toEqual({ canAdd: true, canDelete: true });
  });

  it('starts with the minimum number of empty entries', () => {
    expect(initialListEntries({ listLimits: { min: 2, max: undefined } })).toEqual([{}, {}]);
  });
});

describe('resolveApiEndpoint', () => {
  it('fills the parent field’s value in, URL-encoded', () => {
    expect(resolveApiEndpoint('/api/pcsx/form_options/states?country={country}', { country: 'US' })).toBe('/api/pcsx/form_options/states?country=US');
    expect(resolveApiEndpoint('/options?q={q}', { q: 'a&b c' })).toBe('/options?q=a%26b%20c');
  });

  it('gives nothing to fetch while a parent has no value', () => {
    expect(resolveApiEndpoint('/api/pcsx/form_options/states?country={country}', {})).toBeUndefined();
    expect(resolveApiEndpoint('/states?country={country}', { country: '' })).toBeUndefined();
  });

  it('lists the placeholders once each', () => {
    expect(apiEndpointPlaceholders('/x/{a}/{b}?again={a}')).toEqual(['a', 'b']);
  });
});
