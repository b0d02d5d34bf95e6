import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from '../../../engine/forms/createFormStore';
import { compileClean, compileFields, definition, section, text } from './formFixtures';

const form = compileFields(
  {
    name: 'has_pet',
    label: 'Pet?',
    type: 'radio',
    options: {
      choices: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    },
  },
  text('pet_name', { visibleFn: { '==': [{ var: 'has_pet' }, 'yes'] } }),
  text('pet_vet', { visibleFn: { '!!': [{ var: 'pet_name' }] } }),
  text('city', { defaultValue: 'Boston' }),
  { name: 'intro', label: 'Intro', type: 'instruction' },
);

describe('createFormStore', () => {
  it('keeps a hidden field’s value and restores it when shown again', () => {
    const store = createFormStore(form);
    store.setValue('has_pet', 'yes');
    store.setValue('pet_name', 'Rex');
    store.setValue('has_pet', 'no');
    expect(store.getFieldSnapshot('pet_name')).toEqual({ value: undefined, visible: false });
    store.setValue('has_pet', 'yes');
    expect(store.getFieldSnapshot('pet_name')).toEqual({ value: 'Rex', visible: true });
  });

  it('starts a dynamic list at its minimum and a select on its sole N/A option when it loads, also after a reset', () => {
    const listForm = compileFields(
      { name: 'refs', label: 'References', type: 'dynamicList', minLength: 2, items: [text('ref_name')] },
      { name: 'visa', label: 'Visa', type: 'select', options: { choices: [{ label: 'N/A', value: 'N/A' }] } },
      { name: 'size', label: 'Size', type: 'select', options: { choices: [{ label: 'S', value: 'S' }] } },
    );
    const store = createFormStore(listForm);
    expect(store.getSubmission()).toEqual({ refs: [{}, {}], visa: 'N/A' });
    store.reset({ refs: [{ ref_name: 'Grace' }, {}, {}] });
    expect(store.getSubmission()).toEqual({ refs: [{ ref_name: 'Grace' }, {}, {}], visa: 'N/A' });
  });

  it('does not submit a hidden field’s value', () => {
    const store = createFormStore(form);
    store.setValue('has_pet', 'yes');
    store.setValue('pet_name', 'Rex');
    store.setValue('has_pet', 'no');
    expect(store.getSubmission()).toEqual({ has_pet: 'no', city: 'Boston' });
  });

  it('hides and restores dependants of dependants in the same update', () => {
    const store = createFormStore(form, { has_pet: 'yes', pet_name: 'Rex', pet_vet: 'Dr. Doolittle' });
    expect(store.getSnapshot().values).toMatchObject({ pet_vet: 'Dr. Doolittle' });
    store.setValue('has_pet', 'no');
    expect(store.getSnapshot().visible).toMatchObject({ pet_name: false, pet_vet: false });
    store.setValue('has_pet', 'yes');
    expect(store.getSubmission()).toMatchObject({ pet_name: 'Rex', pet_vet: 'Dr. Doolittle' });
  });

  it('starts from the defaults, overlaid with loaded answers, and never registers text items', () => {
    expect(createFormStore(form).getSubmission()).toEqual({ city: 'Boston' });
    expect(createFormStore(form, { city: 'Lyon', intro: 'x', unknown: 1 }).getSubmission()).toEqual({ city: 'Lyon' });
  });

  it('remembers a value typed while hidden and registers it when the field shows', () => {
    const store = createFormStore(form);
    store.setValue('pet_name', 'Rex');
    expect(store.getSubmission()).not.toHaveProperty('pet_name');
    store.setValue('has_pet', 'yes');
    expect(store.getSubmission()).toMatchObject({ pet_name: 'Rex' });
  });

  it('returns the fields to validate again after a change', () => {
    const store = createFormStore(form);
    expect(store.setValue('has_pet', 'yes')).toEqual(['pet_name', 'pet_vet']);
    expect(store.setValue('city', 'Paris')).toEqual([]);
  });

  it('notifies only the changed field and the fields whose visibility changed', () => {
    const store = createFormStore(form);
    const listeners = { has_pet: vi.fn(), pet_name: vi.fn(), pet_vet: vi.fn(), city: vi.fn() };
    for (const [name, listener] of Object.entries(listeners)) store.subscribeField(name, listener);
    store.setValue('has_pet', 'yes');
    expect(listeners.has_pet).toHaveBeenCalledTimes(1);
    expect(listeners.pet_name).toHaveBeenCalledTimes(1);
    expect(listeners.pet_vet).not.toHaveBeenCalled();
    expect(listeners.city).not.toHaveBeenCalled();
  });

  it('keeps snapshots identical until something in them changes', () => {
    const store = createFormStore(form);
    const snapshot = store.getSnapshot();
    const city = store.getFieldSnapshot('city');
    expect(store.getSnapshot()).toBe(snapshot);
    store.setValue('has_pet', 'no');
    expect(store.getSnapshot()).not.toBe(snapshot);
    expect(store.getFieldSnapshot('city')).toBe(city);
  });

  it('ignores a value that did not change and unknown fields', () => {
    const store = createFormStore(form);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setValue('city', 'Boston');
    store.setValue('nope', 1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('unsubscribes', () => {
    const store = createFormStore(form);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.setValue('city', 'Rome');
    expect(listener).not.toHaveBeenCalled();
  });

  it('tracks step visibility from the section’s visibleFn', () => {
    const withSteps = compileClean(
      definition([section('a', [text('country')]), section('eeo', [text('gender')], { visibleFn: { '==': [{ var: 'country' }, 'US'] } })], {
        layout: 'stepper',
      }),
    );
    const store = createFormStore(withSteps, { country: 'US', gender: 'f' });
    expect(store.getSnapshot().steps).toEqual({ a: true, eeo: true });
    store.setValue('country', 'CA');
    expect(store.getSnapshot()).toMatchObject({ steps: { a: true, eeo: false }, values: { country: 'CA' } });
    store.setValue('country', 'US');
    expect(store.getSubmission()).toEqual({ country: 'US', gender: 'f' });
  });

  it('validates the shown fields a change affects against the registered answers', () => {
    const store = createFormStore(
      compileFields(
        { name: 'has_pet', label: 'Pet?', type: 'radio', options: { choices: [{ label: 'Yes', value: 'yes' }] } },
        text('pet_name', { label: "Pet's name", required: true, visibleFn: { '==': [{ var: 'has_pet' }, 'yes'] } }),
      ),
    );
    expect(store.validate({ now: '2026-03-15' })).toEqual({});
    const affected = store.setValue('has_pet', 'yes');
    expect(store.validate({ now: '2026-03-15' }, ['has_pet', ...affected])).toEqual({ pet_name: "Pet's name is required" });
  });

  it('resets to new answers', () => {
    const store = createFormStore(form, { city: 'Rome' });
    store.reset({ has_pet: 'yes', pet_name: 'Rex' });
    expect(store.getSubmission()).toEqual({ has_pet: 'yes', pet_name: 'Rex', city: 'Boston' });
  });
});
