import { describe, expect, it } from 'vitest';
import formDefinitionSchema from '../../../../schemas/forms/form-definition.schema.json';
import type { FieldDefinition, FormDefinition } from '../../../../schemas/generated/forms/form-definition';
import { blankForm } from '../../../../server/studio/formBuilder';
import {
  addSection,
  changeSection,
  duplicateField,
  fieldAt,
  formQuestions,
  insertField,
  moveField,
  moveSection,
  nameFromLabel,
  namesInForm,
  newField,
  placeOfPointer,
  pointerOf,
  removeField,
  removeSection,
  renameReferences,
  samePlace,
  sectionIdFromTitle,
  updateField,
  type FieldPlace,
} from '../../../../engine/forms/builder/formEdits';
import { EMBEDDED_TYPES, FIELD_TYPES } from '../../../../engine/forms/fieldTypes';
import { frameUrlProblem } from '../../../../engine/forms/frameUrl';
import { validateFormDefinition } from '../../../../engine/forms/validateFormDefinition';
import { definition, section, text } from '../formFixtures';
import { deepFreeze, list, namesOf, sampleForm } from './builderFixtures';

const NAME_PATTERN = new RegExp(formDefinitionSchema.definitions.FieldDefinition.properties.name.pattern);
const SECTION_ID_PATTERN = new RegExp(formDefinitionSchema.definitions.FormSection.properties.id.pattern);

/** Every section but those listed is the given one's object; the given definition is as it was. */
function expectSharedExcept(before: FormDefinition, after: FormDefinition, changed: readonly number[], snapshot: FormDefinition) {
  expect(after).not.toBe(before);
  before.sections.forEach((each, index) => {
    if (!changed.includes(index)) expect(after.sections[index]).toBe(each);
    else expect(after.sections[index]).not.toBe(each);
  });
  expect(before).toEqual(snapshot);
}

const validForm = (): FormDefinition =>
  deepFreeze(
    definition([section('details', [text('full_name', { label: 'Full name', required: true })]), section('more', [text('notes', { label: 'Notes' })])], {
      layout: 'stepper',
    }),
  );

describe('places and pointers', () => {
  const form = sampleForm();

  it('finds a question by its place, a list entry question by its child index, nothing past the ends', () => {
    expect(fieldAt(form, { section: 0, item: 1 })?.name).toBe('second');
    expect(fieldAt(form, { section: 0, item: 2, child: 1 })?.name).toBe('start');
    expect(fieldAt(form, { section: 1, item: 1 })?.name).toBe('country');
    expect(fieldAt(form, { section: 0, item: 9 })).toBeUndefined();
    expect(fieldAt(form, { section: 7, item: 0 })).toBeUndefined();
    expect(fieldAt(form, { section: 0, item: 2, child: 3 })).toBeUndefined();
    expect(fieldAt(form, { section: 0, item: 0, child: 0 })).toBeUndefined();
  });

  it('writes the JSON Pointer of a place and reads a place back from any pointer at or under a question', () => {
    expect(pointerOf({ section: 1, item: 0 })).toBe('/sections/1/items/0');
    expect(pointerOf({ section: 0, item: 2, child: 1 })).toBe('/sections/0/items/2/items/1');
    for (const place of [
      { section: 0, item: 0 },
      { section: 12, item: 34 },
      { section: 0, item: 2, child: 1 },
    ] as FieldPlace[])
      expect(placeOfPointer(pointerOf(place))).toEqual(place);
    expect(placeOfPointer('/sections/0/items/3/visibleFn')).toEqual({ section: 0, item: 3 });
    expect(placeOfPointer('/sections/0/items/3/rules/0/value')).toEqual({ section: 0, item: 3 });
    expect(placeOfPointer('/sections/0/items/2/items/1/options/choices/0')).toEqual({ section: 0, item: 2, child: 1 });
    expect(placeOfPointer('/sections/0/items/2/items')).toEqual({ section: 0, item: 2 });
    expect(placeOfPointer('/sections/0/items/2/itemsx')).toEqual({ section: 0, item: 2 });
    expect(placeOfPointer('/sections/0/items/12x')).toBeUndefined();
    expect(placeOfPointer('/sections/0/title')).toBeUndefined();
    expect(placeOfPointer('/sections/0/visibleFn')).toBeUndefined();
    expect(placeOfPointer('')).toBeUndefined();
    expect(placeOfPointer('/title')).toBeUndefined();
  });

  it('compares places', () => {
    expect(samePlace({ section: 0, item: 1 }, { section: 0, item: 1 })).toBe(true);
    expect(samePlace({ section: 0, item: 1, child: 0 }, { section: 0, item: 1, child: 0 })).toBe(true);
    expect(samePlace({ section: 0, item: 1 }, { section: 0, item: 1, child: 0 })).toBe(false);
    expect(samePlace({ section: 0, item: 1 }, { section: 1, item: 1 })).toBe(false);
    expect(samePlace(undefined, { section: 0, item: 0 })).toBe(false);
    expect(samePlace(undefined, undefined)).toBe(false);
  });

  it('lists the questions others may depend on, in form order, a list entry’s questions left to their list', () => {
    expect(formQuestions(form).map(({ place, field }) => [field.name, place])).toEqual([
      ['first', { section: 0, item: 0 }],
      ['second', { section: 0, item: 1 }],
      ['jobs', { section: 0, item: 2 }],
      ['third', { section: 0, item: 3 }],
      ['other', { section: 1, item: 0 }],
      ['country', { section: 1, item: 1 }],
      ['last', { section: 2, item: 0 }],
    ]);
    expect(formQuestions(form)[0]!.field).toBe(form.sections[0]!.items[0]);
  });

  it('collects every name, a list entry’s too', () => {
    expect([...namesInForm(form)].sort()).toEqual(['country', 'end', 'first', 'jobs', 'last', 'other', 'second', 'start', 'third', 'title']);
  });
});

describe('nameFromLabel', () => {
  const none = new Set<string>();
  const labels = [
    'Need a laptop?',
    'Élève à l’école — façade',
    'Straße',
    '  spaced   out  ',
    '1st choice',
    '2024',
    '',
    '   ',
    '???',
    '_',
    '__proto__',
    'constructor',
    'Constructor!',
    'prototype',
    'PROTOTYPE',
    'hasOwnProperty',
    '日本語の質問',
    'Ω omega',
    'a'.repeat(80),
    `${'a'.repeat(47)} b`,
    'word '.repeat(30),
    '9'.repeat(80),
    'Laptop model',
  ];

  it('makes lowercase ASCII words joined by _, accents dropped', () => {
    expect(nameFromLabel('Need a laptop?', none)).toBe('need_a_laptop');
    expect(nameFromLabel('Élève à l’école — façade', none)).toBe('eleve_a_l_ecole_facade');
    expect(nameFromLabel('  spaced   out  ', none)).toBe('spaced_out');
    expect(nameFromLabel('Laptop model', none)).toBe('laptop_model');
    expect(nameFromLabel('Ω omega', none)).toBe('omega');
  });

  it('starts with a letter: a label that starts with a digit gets the fallback before it, an empty one is the fallback', () => {
    expect(nameFromLabel('1st choice', none)).toBe('question_1st_choice');
    expect(nameFromLabel('2024', none)).toBe('question_2024');
    expect(nameFromLabel('', none)).toBe('question');
    expect(nameFromLabel('???', none)).toBe('question');
    expect(nameFromLabel('日本語の質問', none)).toBe('question');
    expect(nameFromLabel('', none, 'entry')).toBe('entry');
    expect(nameFromLabel('7 days', none, 'entry')).toBe('entry_7_days');
  });

  it('never makes a reserved name', () => {
    expect(nameFromLabel('constructor', none)).toBe('constructor_field');
    expect(nameFromLabel('Prototype', none)).toBe('prototype_field');
    expect(nameFromLabel('__proto__', none)).toBe('proto');
    expect(nameFromLabel('constructor', new Set(['constructor_field']))).toBe('constructor_field_2');
  });

  it('adds _2, _3, … to a taken name', () => {
    expect(nameFromLabel('Email', new Set(['email']))).toBe('email_2');
    expect(nameFromLabel('Email', new Set(['email', 'email_2']))).toBe('email_3');
    expect(nameFromLabel('Email', new Set(['email', 'email_2', 'email_3', 'email_4']))).toBe('email_5');
    expect(nameFromLabel('Email', new Set(['email_2']))).toBe('email');
    expect(nameFromLabel('', new Set(['question']))).toBe('question_2');
  });

  it('keeps to 48 characters, a suffix for a taken name included, and never ends in _', () => {
    expect(nameFromLabel('a'.repeat(80), none)).toBe('a'.repeat(48));
    expect(nameFromLabel(`${'a'.repeat(47)} b`, none)).toBe('a'.repeat(47));
    const long = nameFromLabel('a'.repeat(80), none);
    const second = nameFromLabel('a'.repeat(80), new Set([long]));
    expect(second).toMatch(/_2$/);
    expect(second.length).toBeLessThanOrEqual(48);
    let taken = new Set<string>();
    for (let count = 0; count < 12; count += 1) {
      const name = nameFromLabel('word '.repeat(30), taken);
      expect(name.length).toBeLessThanOrEqual(48);
      expect(taken.has(name)).toBe(false);
      taken = new Set([...taken, name]);
    }
  });

  it('always matches the schema’s name pattern, even when every earlier try was taken', () => {
    for (const label of labels) {
      let taken = new Set<string>();
      for (let count = 0; count < 4; count += 1) {
        const name = nameFromLabel(label, taken);
        expect(name, JSON.stringify(label)).toMatch(NAME_PATTERN);
        expect(name.length, JSON.stringify(label)).toBeLessThanOrEqual(48);
        expect(name, JSON.stringify(label)).not.toMatch(/_$/);
        expect(taken.has(name)).toBe(false);
        taken = new Set([...taken, name]);
      }
    }
  });
});

describe('sectionIdFromTitle and addSection', () => {
  it('derives a section id from the title with -, unique in the form, matching the schema', () => {
    const form = validForm();
    expect(sectionIdFromTitle('Delivery', form)).toBe('delivery');
    expect(sectionIdFromTitle('Contact details', form)).toBe('contact-details');
    expect(sectionIdFromTitle('Details', form)).toBe('details-2');
    expect(sectionIdFromTitle('', form)).toBe('section');
    expect(sectionIdFromTitle('2nd step', form)).toBe('section-2nd-step');
    for (const title of ['Étape 2', '', '123', 'constructor', '!!!', 'x'.repeat(90)]) expect(sectionIdFromTitle(title, form)).toMatch(SECTION_ID_PATTERN);
  });

  it('adds an empty section at the end or at an index, sharing the others', () => {
    const form = validForm();
    const snapshot = structuredClone(form);
    const added = addSection(form, 'Delivery');
    expect(added.sections.map((each) => each.id)).toEqual(['details', 'more', 'delivery']);
    expect(added.sections[2]).toEqual({ id: 'delivery', title: 'Delivery', items: [] });
    expect(added.sections[0]).toBe(form.sections[0]);
    expect(added.sections[1]).toBe(form.sections[1]);
    expect(form).toEqual(snapshot);
    const first = addSection(form, 'Welcome', 0);
    expect(first.sections.map((each) => each.id)).toEqual(['welcome', 'details', 'more']);
    expect(first.sections[1]).toBe(form.sections[0]);
  });

  it('gives each added section its own id, also for titles of several words', () => {
    let form = validForm();
    for (let count = 0; count < 3; count += 1) form = addSection(form, 'Contact details');
    for (let count = 0; count < 2; count += 1) form = addSection(form, 'Details');
    const ids = form.sections.map((each) => each.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(SECTION_ID_PATTERN);
    expect(ids).toEqual(['details', 'more', 'contact-details', 'contact-details-2', 'contact-details-3', 'details-2', 'details-3']);
  });
});

describe('newField: every type can be published', () => {
  it.each(FIELD_TYPES)('a new %s question added to a valid form passes the publish check', (type) => {
    const form = validForm();
    expect(validateFormDefinition(form).errors).toEqual([]);
    const label = `New ${type} question`;
    const field = newField(type, label, nameFromLabel(label, namesInForm(form)));
    expect(field).toMatchObject({ type, label, name: nameFromLabel(label, new Set()) });
    const added = insertField(form, { section: 0, item: 1 }, field);
    const result = validateFormDefinition(added);
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    // In a section of its own as well: a type needs nothing else of the form.
    const alone = insertField(addSection(form, 'Alone'), { section: 2, item: 0 }, field);
    expect(validateFormDefinition(alone).errors).toEqual([]);
  });

  it('all 25 types in one form pass the publish check', () => {
    let form = validForm();
    for (const type of FIELD_TYPES) {
      const label = `A ${type}`;
      form = insertField(form, { section: 1, item: form.sections[1]!.items.length }, newField(type, label, nameFromLabel(label, namesInForm(form))));
    }
    expect(FIELD_TYPES).toHaveLength(25);
    expect(form.sections[1]!.items).toHaveLength(26);
    expect(validateFormDefinition(form).errors).toEqual([]);
  });

  it('frames the portal’s own sign widget, which needs no frame origin of the employer', () => {
    for (const type of EMBEDDED_TYPES) {
      const { options } = newField(type, 'Sign', 'sign');
      expect(options?.widgetUrl).toBe('/esign/public/sign-widget');
      expect(options?.widgetId).toEqual(expect.any(String));
      expect(frameUrlProblem(options!.widgetUrl!, [])).toBeUndefined();
    }
  });

  it('starts each new question as a fresh object (two new fields share nothing)', () => {
    const a = newField('dropdown', 'A', 'a');
    const b = newField('dropdown', 'B', 'b');
    expect(a.options).not.toBe(b.options);
    expect(a.options?.choices).not.toBe(b.options?.choices);
    const listA = newField('dynamicList', 'A', 'a');
    expect(listA.items).not.toBe(newField('dynamicList', 'B', 'b').items);
  });

  it('a new question added to a list’s entry questions passes the publish check', () => {
    const form = insertField(validForm(), { section: 0, item: 1 }, newField('dynamicList', 'Jobs', 'jobs'));
    for (const type of ['text', 'date', 'dropdown', 'number', 'email', 'checkbox'] as const) {
      const label = `Entry ${type}`;
      const added = insertField(form, { section: 0, item: 1, child: 1 }, newField(type, label, nameFromLabel(label, namesInForm(form))));
      expect(fieldAt(added, { section: 0, item: 1, child: 1 })?.type).toBe(type);
      expect(validateFormDefinition(added).errors).toEqual([]);
    }
  });
});

describe('the issue’s "Equipment request" form, built from a blank one by the builder’s edits', () => {
  it('passes the publish check, with the condition, required flag and regex rule compiled', () => {
    const blank = deepFreeze(blankForm('equipment-request', 'Equipment request') as unknown as FormDefinition);
    // A blank form is a draft: its one section has no question yet.
    expect(validateFormDefinition(blank).ok).toBe(false);

    let form: FormDefinition = { ...blank, layout: 'stepper' };
    form = changeSection(form, 0, (each) => ({ ...each, title: 'Your equipment' }));
    form = addSection(form, 'Delivery');
    const laptop = nameFromLabel('Need a laptop?', namesInForm(form));
    form = insertField(form, { section: 0, item: 0 }, newField('dropdown', 'Need a laptop?', laptop));
    form = updateField(form, { section: 0, item: 0 }, (field) => ({
      ...field,
      options: {
        choices: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      },
    }));
    const model = nameFromLabel('Laptop model', namesInForm(form));
    form = insertField(form, { section: 0, item: 1 }, newField('text', 'Laptop model', model));
    form = updateField(form, { section: 0, item: 1 }, (field) => ({
      ...field,
      required: true,
      visibleFn: { '==': [{ var: laptop }, 'yes'] },
      rules: [{ type: 'regex', value: '^[A-Za-z0-9 -]{2,40}$', message: 'Letters, digits, spaces and - only' }],
    }));
    form = insertField(form, { section: 1, item: 0 }, newField('date', 'Delivery date', nameFromLabel('Delivery date', namesInForm(form))));

    expect(laptop).toBe('need_a_laptop');
    expect(model).toBe('laptop_model');
    expect(form.sections.map((each) => [each.id, each.title])).toEqual([
      ['section-1', 'Your equipment'],
      ['delivery', 'Delivery'],
    ]);
    const result = validateFormDefinition(form);
    expect(result.errors).toEqual([]);
    const compiled = result.form!.fields.get('laptop_model')!;
    expect(compiled.dependencies).toEqual(['need_a_laptop']);
    expect(compiled.required).toBe(true);
    expect(compiled.rules).toEqual([{ type: 'regex', value: '^[A-Za-z0-9 -]{2,40}$', message: 'Letters, digits, spaces and - only' }]);
    expect(result.form!.steps.map((step) => step.fieldNames)).toEqual([['need_a_laptop', 'laptop_model'], ['delivery_date']]);
    expect(blank.sections[0]!.items).toEqual([]);
  });
});

describe('insertField', () => {
  const field = text('added');

  it('inserts at an index, shares the other sections and questions, leaves the input as it was', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const added = insertField(form, { section: 0, item: 1 }, field);
    expect(namesOf(added, 0)).toEqual(['first', 'added', 'second', 'jobs', 'third']);
    expect(added.sections[0]!.items[1]).toBe(field);
    form.sections[0]!.items.forEach((each, index) => expect(added.sections[0]!.items[index >= 1 ? index + 1 : index]).toBe(each));
    expectSharedExcept(form, added, [0], snapshot);
  });

  it('clamps the index to the section’s ends', () => {
    const form = sampleForm();
    expect(namesOf(insertField(form, { section: 1, item: 99 }, field), 1)).toEqual(['other', 'country', 'added']);
    expect(namesOf(insertField(form, { section: 1, item: -3 }, field), 1)).toEqual(['added', 'other', 'country']);
  });

  it('adds to a list’s entry questions, sharing the list’s other entry questions', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const added = insertField(form, { section: 0, item: 2, child: 1 }, field);
    expect(fieldAt(added, { section: 0, item: 2 })!.items!.map((each) => each.name)).toEqual(['title', 'added', 'start', 'end']);
    const before = form.sections[0]!.items;
    const after = added.sections[0]!.items;
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[3]).toBe(before[3]);
    expect(after[2]!.items![0]).toBe(before[2]!.items![0]);
    expect(after[2]!.items![2]).toBe(before[2]!.items![1]);
    expect(namesOf(insertField(form, { section: 0, item: 2, child: 50 }, field), 0)).toEqual(namesOf(form, 0));
    expect(fieldAt(insertField(form, { section: 0, item: 2, child: 50 }, field), { section: 0, item: 2, child: 3 })).toBe(field);
    expectSharedExcept(form, added, [0], snapshot);
  });

  it('returns the same definition when there is nowhere to insert', () => {
    const form = sampleForm();
    expect(insertField(form, { section: 3, item: 0 }, field)).toBe(form);
    expect(insertField(form, { section: -1, item: 0 }, field)).toBe(form);
    expect(insertField(form, { section: 0, item: 0, child: 0 }, field)).toBe(form);
    expect(insertField(form, { section: 0, item: 9, child: 0 }, field)).toBe(form);
  });
});

describe('updateField', () => {
  it('replaces one question, sharing its neighbours and the other sections', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const updated = updateField(form, { section: 1, item: 0 }, (field) => ({ ...field, label: 'Other question', required: true }));
    expect(updated.sections[1]!.items[0]).toEqual({ name: 'other', label: 'Other question', type: 'text', required: true });
    expect(updated.sections[1]!.items[1]).toBe(form.sections[1]!.items[1]);
    expectSharedExcept(form, updated, [1], snapshot);
  });

  it('replaces a list’s entry question, sharing the entry’s other questions and the list’s neighbours', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const updated = updateField(form, { section: 0, item: 2, child: 0 }, (field) => ({ ...field, label: 'Job title' }));
    expect(fieldAt(updated, { section: 0, item: 2, child: 0 })).toEqual({ name: 'title', label: 'Job title', type: 'text' });
    const list = fieldAt(updated, { section: 0, item: 2 })!;
    expect(list.items![1]).toBe(form.sections[0]!.items[2]!.items![1]);
    expect(list.items![2]).toBe(form.sections[0]!.items[2]!.items![2]);
    expect(updated.sections[0]!.items[0]).toBe(form.sections[0]!.items[0]);
    expect(updated.sections[0]!.items[3]).toBe(form.sections[0]!.items[3]);
    expectSharedExcept(form, updated, [0], snapshot);
  });

  it('returns the same definition when the question is not there or the change keeps it', () => {
    const form = sampleForm();
    expect(updateField(form, { section: 0, item: 0 }, (field) => field)).toBe(form);
    expect(updateField(form, { section: 0, item: 2, child: 0 }, (field) => field)).toBe(form);
    const never = (field: FieldDefinition): FieldDefinition => ({ ...field, label: 'never' });
    expect(updateField(form, { section: 0, item: 9 }, never)).toBe(form);
    expect(updateField(form, { section: 4, item: 0 }, never)).toBe(form);
    expect(updateField(form, { section: 0, item: 0, child: 0 }, never)).toBe(form);
    expect(updateField(form, { section: 0, item: 2, child: 3 }, never)).toBe(form);
  });
});

describe('removeField', () => {
  it('removes a question, sharing the rest', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const removed = removeField(form, { section: 0, item: 1 });
    expect(namesOf(removed, 0)).toEqual(['first', 'jobs', 'third']);
    expect(removed.sections[0]!.items[0]).toBe(form.sections[0]!.items[0]);
    expect(removed.sections[0]!.items[1]).toBe(form.sections[0]!.items[2]);
    expectSharedExcept(form, removed, [0], snapshot);
  });

  it('removes a list’s entry question, sharing the others', () => {
    const form = sampleForm();
    const removed = removeField(form, { section: 0, item: 2, child: 1 });
    expect(fieldAt(removed, { section: 0, item: 2 })!.items!.map((each) => each.name)).toEqual(['title', 'end']);
    expect(fieldAt(removed, { section: 0, item: 2, child: 1 })).toBe(fieldAt(form, { section: 0, item: 2, child: 2 }));
    expect(removed.sections[1]).toBe(form.sections[1]);
  });

  it('may leave an empty section: a draft, which the publish check refuses at the section', () => {
    const form = sampleForm();
    const emptied = removeField(form, { section: 2, item: 0 });
    expect(emptied.sections[2]!.items).toEqual([]);
    expect(validateFormDefinition(emptied).errors.map((error) => error.pointer)).toContain('/sections/2/items');
  });

  it('returns the same definition when the question is not there', () => {
    const form = sampleForm();
    expect(removeField(form, { section: 0, item: 4 })).toBe(form);
    expect(removeField(form, { section: 3, item: 0 })).toBe(form);
    expect(removeField(form, { section: 0, item: 0, child: 0 })).toBe(form);
    expect(removeField(form, { section: 0, item: 2, child: 3 })).toBe(form);
  });
});

describe('moveField', () => {
  it('counts `to` in the section as it is after the question is taken out', () => {
    const form = sampleForm();
    expect(namesOf(moveField(form, { section: 0, item: 0 }, { section: 0, item: 1 }), 0)).toEqual(['second', 'first', 'jobs', 'third']);
    expect(namesOf(moveField(form, { section: 0, item: 0 }, { section: 0, item: 3 }), 0)).toEqual(['second', 'jobs', 'third', 'first']);
    expect(namesOf(moveField(form, { section: 0, item: 3 }, { section: 0, item: 0 }), 0)).toEqual(['third', 'first', 'second', 'jobs']);
    expect(namesOf(moveField(form, { section: 0, item: 1 }, { section: 0, item: 2 }), 0)).toEqual(['first', 'jobs', 'second', 'third']);
    expect(namesOf(moveField(form, { section: 0, item: 2 }, { section: 0, item: 1 }), 0)).toEqual(['first', 'jobs', 'second', 'third']);
  });

  it('shares every question it did not move, and leaves the input as it was', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const moved = moveField(form, { section: 0, item: 0 }, { section: 0, item: 3 });
    const before = form.sections[0]!.items;
    expect(moved.sections[0]!.items).toEqual([before[1], before[2], before[3], before[0]]);
    moved.sections[0]!.items.forEach((each) => expect(before).toContain(each));
    expect(moved.sections[0]!.items[3]).toBe(before[0]);
    expectSharedExcept(form, moved, [0], snapshot);
  });

  it('moves a question to another section, at an index or at its end', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const moved = moveField(form, { section: 0, item: 1 }, { section: 1, item: 1 });
    expect(namesOf(moved, 0)).toEqual(['first', 'jobs', 'third']);
    expect(namesOf(moved, 1)).toEqual(['other', 'second', 'country']);
    expect(moved.sections[1]!.items[1]).toBe(form.sections[0]!.items[1]);
    expect(moved.sections[1]!.items[0]).toBe(form.sections[1]!.items[0]);
    expectSharedExcept(form, moved, [0, 1], snapshot);
    expect(namesOf(moveField(form, { section: 0, item: 0 }, { section: 2, item: 1 }), 2)).toEqual(['last', 'first']);
    expect(namesOf(moveField(form, { section: 2, item: 0 }, { section: 0, item: 0 }), 0)).toEqual(['last', 'first', 'second', 'jobs', 'third']);
    // A whole list moves with its entry questions.
    const list = moveField(form, { section: 0, item: 2 }, { section: 2, item: 0 });
    expect(fieldAt(list, { section: 2, item: 0 })).toBe(form.sections[0]!.items[2]);
  });

  it('moves a list’s entry question within its list', () => {
    const form = sampleForm();
    const moved = moveField(form, { section: 0, item: 2, child: 0 }, { section: 0, item: 2, child: 2 });
    expect(fieldAt(moved, { section: 0, item: 2 })!.items!.map((each) => each.name)).toEqual(['start', 'end', 'title']);
    expect(moved.sections[0]!.items[0]).toBe(form.sections[0]!.items[0]);
    expect(moved.sections[1]).toBe(form.sections[1]);
    const up = moveField(form, { section: 0, item: 2, child: 2 }, { section: 0, item: 2, child: 1 });
    expect(fieldAt(up, { section: 0, item: 2 })!.items!.map((each) => each.name)).toEqual(['title', 'end', 'start']);
  });

  it('refuses an entry question out of its list, a question into a list, and an entry question into another list', () => {
    const form = deepFreeze(
      definition([
        section('a', [list('jobs', [text('title'), text('employer')]), list('schools', [text('school')]), text('plain')]),
        section('b', [list('refs', [text('ref_name')])]),
      ]),
    );
    expect(moveField(form, { section: 0, item: 0, child: 0 }, { section: 0, item: 1, child: 0 })).toBe(form);
    expect(moveField(form, { section: 0, item: 0, child: 0 }, { section: 1, item: 0, child: 0 })).toBe(form);
    expect(moveField(form, { section: 0, item: 0, child: 0 }, { section: 0, item: 2 })).toBe(form);
    expect(moveField(form, { section: 0, item: 0, child: 0 }, { section: 1, item: 0 })).toBe(form);
    expect(moveField(form, { section: 0, item: 2 }, { section: 0, item: 0, child: 0 })).toBe(form);
  });

  it('returns the same definition for a move to where the question is, from nowhere, or to no section', () => {
    const form = sampleForm();
    expect(moveField(form, { section: 0, item: 1 }, { section: 0, item: 1 })).toBe(form);
    expect(moveField(form, { section: 0, item: 2, child: 1 }, { section: 0, item: 2, child: 1 })).toBe(form);
    expect(moveField(form, { section: 0, item: 9 }, { section: 0, item: 0 })).toBe(form);
    expect(moveField(form, { section: 5, item: 0 }, { section: 0, item: 0 })).toBe(form);
    expect(moveField(form, { section: 0, item: 0 }, { section: 3, item: 0 })).toBe(form);
    expect(moveField(form, { section: 0, item: 2, child: 5 }, { section: 0, item: 2, child: 0 })).toBe(form);
  });

  it('returns the same definition for a move past an end that would leave the question where it is', () => {
    const form = sampleForm();
    // The last question "down" once more, the first "up" once more, the last entry question further down.
    expect(moveField(form, { section: 0, item: 3 }, { section: 0, item: 4 })).toBe(form);
    expect(moveField(form, { section: 0, item: 0 }, { section: 0, item: -1 })).toBe(form);
    expect(moveField(form, { section: 0, item: 2, child: 2 }, { section: 0, item: 2, child: 3 })).toBe(form);
    expect(moveField(form, { section: 0, item: 2, child: 0 }, { section: 0, item: 2, child: -1 })).toBe(form);
  });
});

describe('duplicateField', () => {
  it('puts a deep copy right after the question, with a new unique name from the label', () => {
    const form = deepFreeze(
      definition([
        section('a', [
          text('email', { label: 'Email', rules: [{ type: 'email' }], visibleFn: { '!!': [{ var: 'other' }] } }),
          text('other'),
          text('email_copy'),
        ]),
        section('b', [text('tail')]),
      ]),
    );
    const snapshot = structuredClone(form);
    const copied = duplicateField(form, { section: 0, item: 0 }, 'Email copy');
    expect(namesOf(copied, 0)).toEqual(['email', 'email_copy_2', 'other', 'email_copy']);
    const copy = copied.sections[0]!.items[1]!;
    expect(copy).toEqual({ ...form.sections[0]!.items[0], name: 'email_copy_2', label: 'Email copy' });
    expect(copy.rules).not.toBe(form.sections[0]!.items[0]!.rules);
    expect(copy.visibleFn).not.toBe(form.sections[0]!.items[0]!.visibleFn);
    expect(Object.isFrozen(copy)).toBe(false);
    expect(copied.sections[0]!.items[0]).toBe(form.sections[0]!.items[0]);
    expectSharedExcept(form, copied, [0], snapshot);
    expect(validateFormDefinition(copied).errors).toEqual([]);
  });

  it('copies a list with its entry questions, and an entry question within its list under a name no question has', () => {
    const form = sampleForm();
    const lists = duplicateField(form, { section: 0, item: 2 }, 'Jobs again');
    expect(namesOf(lists, 0)).toEqual(['first', 'second', 'jobs', 'jobs_again', 'third']);
    expect(fieldAt(lists, { section: 0, item: 3 })!.items).toEqual(fieldAt(form, { section: 0, item: 2 })!.items);
    const entry = duplicateField(form, { section: 0, item: 2, child: 0 }, 'Title');
    expect(fieldAt(entry, { section: 0, item: 2 })!.items!.map((each) => each.name)).toEqual(['title', 'title_2', 'start', 'end']);
    expect(fieldAt(entry, { section: 0, item: 2, child: 1 })!.label).toBe('Title');
  });

  it('returns the same definition when the question is not there', () => {
    const form = sampleForm();
    const byLanguage = duplicateField(form, { section: 0, item: 0 }, { en: 'Email copy', de: 'E-Mail Kopie' }, 'Email copy');
    expect(byLanguage.sections[0]!.items[1]).toMatchObject({ label: { en: 'Email copy', de: 'E-Mail Kopie' }, name: 'email_copy' });
    expect(duplicateField(form, { section: 0, item: 7 }, 'Copy')).toBe(form);
    expect(duplicateField(form, { section: 0, item: 2, child: 7 }, 'Copy')).toBe(form);
  });
});

describe('renameReferences', () => {
  const renamedForm = () =>
    deepFreeze(
      definition([
        section('a', [
          { name: 'start', label: 'Start', type: 'date' },
          { name: 'country', label: 'Country', type: 'country' },
          text('plain'),
          text('shown', {
            visibleFn: { and: [{ '==': [{ var: 'start' }, '2026-01-01'] }, { '!!': [{ var: ['start', null] }] }, { '==': [{ var: 'start.year' }, 2026] }] },
          }),
          { name: 'end', label: 'End', type: 'date', rules: [{ type: 'date_comparison', field: 'start', comparison: 'after' }, { type: 'isInPast' }] },
          { name: 'region', label: 'Region', type: 'state', options: { apiEndpoint: '/api/regions?start={start}&country={country}&again={start}' } },
        ]),
        section(
          'b',
          [
            list('jobs', [
              text('title', { visibleFn: { '!!': [{ var: 'start' }] } }),
              { name: 'job_end', label: 'Job end', type: 'date', rules: [{ type: 'date_comparison', field: 'start', comparison: 'before' }] },
            ]),
          ],
          { visibleFn: { '!': [{ var: 'start' }] } },
        ),
        section('c', [text('untouched', { visibleFn: { '==': [{ var: 'country' }, 'US'] } })]),
      ]),
    );

  it('renames the question in conditions (var paths, with a default, below it), date comparisons, option addresses, sections and list entries', () => {
    const form = renamedForm();
    const snapshot = structuredClone(form);
    const renamed = renameReferences(form, 'start', 'begin');
    const [a, b, c] = renamed.sections;
    expect(a!.items[3]!.visibleFn).toEqual({
      and: [{ '==': [{ var: 'begin' }, '2026-01-01'] }, { '!!': [{ var: ['begin', null] }] }, { '==': [{ var: 'begin.year' }, 2026] }],
    });
    expect(a!.items[4]!.rules).toEqual([{ type: 'date_comparison', field: 'begin', comparison: 'after' }, { type: 'isInPast' }]);
    expect(a!.items[4]!.rules![1]).toBe(form.sections[0]!.items[4]!.rules![1]);
    expect(a!.items[5]!.options).toEqual({ apiEndpoint: '/api/regions?start={begin}&country={country}&again={begin}' });
    expect(b!.visibleFn).toEqual({ '!': [{ var: 'begin' }] });
    expect(b!.items[0]!.items![0]!.visibleFn).toEqual({ '!!': [{ var: 'begin' }] });
    expect(b!.items[0]!.items![1]!.rules).toEqual([{ type: 'date_comparison', field: 'begin', comparison: 'before' }]);
    // The question itself is the caller's to rename (updateField); nothing else is touched.
    expect(a!.items[0]).toBe(form.sections[0]!.items[0]);
    expect(a!.items[1]).toBe(form.sections[0]!.items[1]);
    expect(a!.items[2]).toBe(form.sections[0]!.items[2]);
    expect(c).toBe(form.sections[2]);
    expect(form).toEqual(snapshot);
  });

  it('renaming the question and its references together gives a form the publish check accepts', () => {
    const form = renamedForm();
    expect(validateFormDefinition(form).errors).toEqual([]);
    const renamed = renameReferences(
      updateField(form, { section: 0, item: 0 }, (field) => ({ ...field, name: 'begin' })),
      'start',
      'begin',
    );
    expect(validateFormDefinition(renamed).errors).toEqual([]);
  });

  it('renames the names a question lists in dependencies', () => {
    const form = deepFreeze(
      definition([section('a', [text('a'), text('b', { dependencies: ['a'], visibleFn: { '!!': [{ var: 'a' }] } }), text('c', { dependencies: ['b'] })])]),
    );
    const renamed = renameReferences(
      updateField(form, { section: 0, item: 0 }, (field) => ({ ...field, name: 'alpha' })),
      'a',
      'alpha',
    );
    expect(renamed.sections[0]!.items[1]).toEqual(text('b', { dependencies: ['alpha'], visibleFn: { '!!': [{ var: 'alpha' }] } }));
    expect(renamed.sections[0]!.items[2]).toBe(form.sections[0]!.items[2]);
    expect(validateFormDefinition(renamed).errors).toEqual([]);
  });

  it('renames the names missing and missing_some read', () => {
    const form = deepFreeze(
      definition([
        section('a', [
          text('a'),
          text('z'),
          text('b', { visibleFn: { or: [{ missing: ['a', 'z'] }, { missing: 'a' }, { missing: [['z', 'a.b']] }, { missing_some: [1, ['z', 'a']] }] } }),
        ]),
      ]),
    );
    const renamed = renameReferences(
      updateField(form, { section: 0, item: 0 }, (field) => ({ ...field, name: 'alpha' })),
      'a',
      'alpha',
    );
    expect(renamed.sections[0]!.items[2]!.visibleFn).toEqual({
      or: [{ missing: ['alpha', 'z'] }, { missing: 'alpha' }, { missing: [['z', 'alpha.b']] }, { missing_some: [1, ['z', 'alpha']] }],
    });
    expect(renameReferences(form, 'q', 'r')).toBe(form);
    expect(validateFormDefinition(renamed).errors).toEqual([]);
  });

  it('leaves alone names that only start like it, text that merely equals it, and other placeholders', () => {
    const form = deepFreeze(
      definition([
        section('a', [
          text('start'),
          text('starts'),
          text('start_date'),
          {
            name: 'pick',
            label: 'start',
            type: 'dropdown',
            help: 'start {start}',
            options: { choices: [{ label: 'start', value: 'start' }], apiEndpoint: '/api/x?a={starts}&b={start_date}&c=start' },
            visibleFn: { and: [{ '==': [{ var: 'starts' }, 'start'] }, { '!!': [{ var: 'start_date' }] }, { in: ['start', { var: 'starts' }] }] },
            rules: [{ type: 'regex', value: 'start', message: 'start' }],
          },
          { name: 'until', label: 'Until', type: 'date', rules: [{ type: 'date_comparison', field: 'start_date', comparison: 'after' }] },
        ]),
      ]),
    );
    expect(renameReferences(form, 'start', 'begin')).toBe(form);
  });

  it('returns the same definition when nothing refers to the question, or the name is unchanged', () => {
    const form = renamedForm();
    expect(renameReferences(form, 'plain', 'simple')).toBe(form);
    expect(renameReferences(form, 'start', 'start')).toBe(form);
    expect(renameReferences(form, 'nobody', 'somebody')).toBe(form);
  });

  it('shares every question and section that does not refer to the question', () => {
    const form = renamedForm();
    const renamed = renameReferences(form, 'country', 'nation');
    expect(renamed.sections[2]!.items[0]!.visibleFn).toEqual({ '==': [{ var: 'nation' }, 'US'] });
    expect(renamed.sections[0]!.items[5]!.options!.apiEndpoint).toBe('/api/regions?start={start}&country={nation}&again={start}');
    expect(renamed.sections[1]).toBe(form.sections[1]);
    [0, 1, 2, 3, 4].forEach((index) => expect(renamed.sections[0]!.items[index]).toBe(form.sections[0]!.items[index]));
  });
});

describe('sections', () => {
  it('changes a section, sharing the others; the same section back is the same definition', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const changed = changeSection(form, 1, (each) => ({ ...each, title: 'Other', description: 'More about you' }));
    expect(changed.sections[1]).toMatchObject({ id: 'b', title: 'Other', description: 'More about you' });
    expect(changed.sections[1]!.items).toBe(form.sections[1]!.items);
    expectSharedExcept(form, changed, [1], snapshot);
    expect(changeSection(form, 1, (each) => each)).toBe(form);
    expect(changeSection(form, 3, (each) => ({ ...each, title: 'x' }))).toBe(form);
  });

  it('moves a section to an index, sharing every section object', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const moved = moveSection(form, 0, 2);
    expect(moved.sections.map((each) => each.id)).toEqual(['b', 'c', 'a']);
    expect(moved.sections).toEqual([form.sections[1], form.sections[2], form.sections[0]]);
    expect(moved.sections[2]).toBe(form.sections[0]);
    expect(moveSection(form, 2, 0).sections.map((each) => each.id)).toEqual(['c', 'a', 'b']);
    expect(moveSection(form, 1, 2).sections.map((each) => each.id)).toEqual(['a', 'c', 'b']);
    expect(form).toEqual(snapshot);
  });

  it('refuses a section move to its own place, from or to nowhere', () => {
    const form = sampleForm();
    expect(moveSection(form, 1, 1)).toBe(form);
    expect(moveSection(form, 3, 0)).toBe(form);
    expect(moveSection(form, 0, 3)).toBe(form);
    expect(moveSection(form, 0, -1)).toBe(form);
  });

  it('removes a section with its questions, sharing the others, but never the last one', () => {
    const form = sampleForm();
    const snapshot = structuredClone(form);
    const removed = removeSection(form, 0);
    expect(removed.sections).toEqual([form.sections[1], form.sections[2]]);
    expect(removed.sections[0]).toBe(form.sections[1]);
    expect(form).toEqual(snapshot);
    expect(removeSection(form, 3)).toBe(form);
    const one = deepFreeze(definition([section('only', [text('q')])]));
    expect(removeSection(one, 0)).toBe(one);
  });
});
