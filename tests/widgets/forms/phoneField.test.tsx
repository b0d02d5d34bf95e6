import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formOf, renderForm } from './renderForm';

const phoneForm = formOf([{ name: 'mobile', label: 'Mobile', type: 'phone' }]);
const countrySelect = () => screen.findByRole('combobox', { name: 'Country calling code' }) as Promise<HTMLSelectElement>;
const chosenLabel = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

describe('phone field: the default country follows the page', { timeout: 30_000 }, () => {
  it('starts with the United States on an English page, countries named in English', async () => {
    renderForm(phoneForm);
    const select = await countrySelect();
    expect(select).toHaveValue('US');
    expect(chosenLabel(select)).toBe('United States (+1)');
  });

  it.each([
    ['de', 'DE', 'Deutschland (+49)'],
    ['ja', 'JP', '日本 (+81)'],
    ['pt-BR', 'BR', 'Brasil (+55)'],
    ['fr-CA', 'CA', 'Canada (+1)'],
    ['zh-TW', 'TW', '台灣 (+886)'],
  ])('starts a %s page with %s, named in its language', async (language, country, label) => {
    renderForm(phoneForm, {}, { language });
    const select = await countrySelect();
    expect(select).toHaveValue(country);
    expect(chosenLabel(select)).toBe(label);
  });

  it("lets the form's own default country win over the page's", async () => {
    renderForm(phoneForm, { defaultCountry: 'ca' }, { language: 'de' });
    expect(await countrySelect()).toHaveValue('CA');
  });

  it('keeps the country an answer already has', async () => {
    renderForm(phoneForm, { initialValues: { mobile: { countryCode: 'FR', callingCode: '+33', number: '612345678' } } }, { language: 'ja' });
    expect(await countrySelect()).toHaveValue('FR');
  });
});

describe('phone field: the country list', { timeout: 30_000 }, () => {
  it('starts with the chosen country alone and holds every country once the browser is idle', async () => {
    renderForm(phoneForm);
    const select = await countrySelect();
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    expect(chosenLabel(select)).toBe('United States (+1)');
    expect([...select.options].some((option) => option.textContent === 'Deutschland (+49)' || option.textContent === 'Germany (+49)')).toBe(true);
  });

  it('holds every country as soon as the select is focused', async () => {
    // No idle time comes: only the focus can bring the list.
    const { requestIdleCallback } = globalThis;
    globalThis.requestIdleCallback = (() => 0) as typeof globalThis.requestIdleCallback;
    try {
      renderForm(phoneForm);
      const select = await countrySelect();
      expect(select.options).toHaveLength(1);
      act(() => select.focus());
      expect(select.options.length).toBeGreaterThan(200);
    } finally {
      globalThis.requestIdleCallback = requestIdleCallback;
    }
  });

  it('shows no option for a stored country libphonenumber does not know, without failing', async () => {
    renderForm(phoneForm, { initialValues: { mobile: { countryCode: 'XX', callingCode: '+0', number: '1' } } });
    const select = await countrySelect();
    expect(select.querySelector('option[value="XX"]')).toBeNull();
  });
});
