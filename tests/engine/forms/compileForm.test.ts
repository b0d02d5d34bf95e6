import { describe, expect, it } from 'vitest';
import { compileForm } from '../../../engine/forms/compileForm';
import { compileClean, definition, section, text } from './formFixtures';

describe('compileForm: schema and uiSchema for RJSF', () => {
  const form = compileClean(
    definition(
      [
        section('about', [
          text('first_name', { label: 'First name', required: true, help: 'As on your passport', placeholder: 'Ann' }),
          { name: 'email', label: 'Email', type: 'email', confidential: true },
        ]),
        section('work', [
          { name: 'rating', label: 'Rating', type: 'star_rating' },
          {
            name: 'experience',
            label: 'Experience',
            type: 'dynamicList',
            minLength: 1,
            items: [text('employer', { label: 'Employer' }), { name: 'period', label: 'Dates', type: 'dateRange' }],
          },
          {
            name: 'team',
            label: 'Team',
            type: 'radio',
            readonly: true,
            options: {
              choices: [
                { label: 'A', value: 1 },
                { label: 'B', value: 2 },
              ],
            },
          },
        ]),
      ],
      { layout: 'stepper', description: 'Intro' },
    ),
  );

  it('builds a schema of the whole form and of each step', () => {
    expect(form.schema).toMatchObject({ type: 'object', title: 'Test form', description: 'Intro' });
    expect(Object.keys(form.schema.properties as object)).toEqual(['first_name', 'email', 'rating', 'experience', 'team']);
    expect(form.steps.map((step) => Object.keys(step.schema.properties as object))).toEqual([
      ['first_name', 'email'],
      ['rating', 'experience', 'team'],
    ]);
  });

  it('shares one schema object per field between the form and its step', () => {
    const properties = form.schema.properties as Record<string, unknown>;
    expect(properties.rating).toBe((form.steps[1]?.schema.properties as Record<string, unknown>).rating);
  });

  it('describes value shapes: text, rating, list entries, choices typed like their values', () => {
    const properties = form.schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.first_name).toEqual({ type: 'string', title: 'First name', description: 'As on your passport' });
    expect(properties.rating).toEqual({ type: 'integer', title: 'Rating' });
    expect(properties.team).toEqual({ type: 'number', title: 'Team', readOnly: true });
    expect(properties.experience).toMatchObject({
      type: 'array',
      items: { type: 'object', properties: { employer: { type: 'string' }, period: { type: 'object' } } },
    });
  });

  it('names the Portico widget and passes the field’s options in the uiSchema', () => {
    expect(form.uiSchema['ui:order']).toEqual(['first_name', 'email', 'rating', 'experience', 'team']);
    expect(form.uiSchema.first_name).toEqual({
      'ui:widget': 'text',
      'ui:options': { label: 'First name', pointer: '/sections/0/items/0', help: 'As on your passport', placeholder: 'Ann', required: true },
    });
    expect(form.uiSchema.email).toMatchObject({ 'ui:widget': 'email', 'ui:options': { confidential: true } });
    expect(form.steps[1]?.uiSchema['ui:order']).toEqual(['rating', 'experience', 'team']);
  });

  it('also names composite types as a ui:field, with the entry fields’ uiSchema under items', () => {
    expect(form.uiSchema.experience).toMatchObject({
      'ui:widget': 'dynamicList',
      'ui:field': 'dynamicList',
      items: { 'ui:order': ['employer', 'period'], period: { 'ui:widget': 'dateRange', 'ui:field': 'dateRange' } },
    });
    expect(form.uiSchema.first_name).not.toHaveProperty('ui:field');
  });

  it('indexes each field with its pointer, section and list limits', () => {
    expect(form.fields.get('rating')).toMatchObject({ pointer: '/sections/1/items/0', sectionId: 'work', sectionIndex: 1 });
    expect(form.fields.get('experience')?.listLimits).toEqual({ min: 1, max: undefined });
    expect(form.fields.get('experience')?.itemFields.map((field) => field.pointer)).toEqual(['/sections/1/items/1/items/0', '/sections/1/items/1/items/1']);
  });
});

describe('compileForm: dependencies', () => {
  const form = compileClean(
    definition([
      section('main', [
        text('country'),
        text('state', { options: { apiEndpoint: '/api/pcsx/form_options/states?country={country}' } }),
        { name: 'has_pet', label: 'Pet?', type: 'radio', options: { choices: [{ label: 'Yes', value: 'yes' }] } },
        text('pet_name', { visibleFn: { and: [{ '==': [{ var: 'has_pet' }, 'yes'] }, { var: 'country' }] } }),
        text('pet_notes', { dependencies: ['pet_name'] }),
        { name: 'start', label: 'Start', type: 'date' },
        { name: 'end', label: 'End', type: 'date', rules: [{ type: 'date_comparison', field: 'start', comparison: 'after' }] },
      ]),
    ]),
  );

  it('extracts dependencies from visibleFn when none are given', () => {
    expect(form.fields.get('pet_name')?.dependencies).toEqual(['country', 'has_pet']);
  });

  it('keeps given dependencies as written', () => {
    expect(form.fields.get('pet_notes')?.dependencies).toEqual(['pet_name']);
  });

  it('reads option parents from the {placeholders} of apiEndpoint and rule comparisons from date_comparison', () => {
    expect(form.fields.get('state')?.optionDependencies).toEqual(['country']);
    expect(form.fields.get('end')?.ruleDependencies).toEqual(['start']);
  });

  it('lists dependants in reverse', () => {
    expect(form.fields.get('country')?.dependants).toEqual(['state', 'pet_name']);
    expect(form.fields.get('has_pet')?.dependants).toEqual(['pet_name']);
    expect(form.fields.get('start')?.dependants).toEqual(['end']);
  });

  it('keeps the rules of each field', () => {
    expect(form.fields.get('end')?.rules).toEqual([{ type: 'date_comparison', field: 'start', comparison: 'after' }]);
  });
});

describe('compileForm: configuration errors', () => {
  it('reports a duplicate name at the second field’s name', () => {
    const { errors } = compileForm(definition([section('a', [text('email')]), section('b', [text('phone'), text('email')])]));
    expect(errors).toEqual([
      { pointer: '/sections/1/items/1/name', message: '"email" is already the name of the field at /sections/0/items/0; each field needs its own name' },
    ]);
  });

  it('refuses names that would reach an object’s prototype', () => {
    const { form, errors } = compileForm(definition([section('a', [text('__proto__'), text('ok')])]));
    expect(errors).toEqual([
      {
        pointer: '/sections/0/items/0/name',
        message: '"__proto__" cannot be a field name: answers are stored under it, and it names a built-in property of every object',
      },
    ]);
    expect(form.fieldNames).toEqual(['ok']);
  });

  it('reports a duplicate section id', () => {
    const { errors } = compileForm(definition([section('a', [text('x')]), section('a', [text('y')])]));
    expect(errors).toEqual([{ pointer: '/sections/1/id', message: '"a" is already the id of the section at /sections/0; each section needs its own id' }]);
  });

  it('reports an unknown dependency at its place in the list, with a suggestion', () => {
    const { errors } = compileForm(definition([section('a', [text('country'), text('state', { dependencies: ['country', 'countyr'] })])]));
    expect(errors).toEqual([{ pointer: '/sections/0/items/1/dependencies/1', message: '"countyr" is not a field of this form (did you mean "country"?)' }]);
  });

  it('reports a visibleFn reading an unknown field', () => {
    const { errors } = compileForm(definition([section('a', [text('x', { visibleFn: { '==': [{ var: 'nope' }, 1] } })])]));
    expect(errors).toEqual([{ pointer: '/sections/0/items/0/visibleFn', message: 'reads "nope", which is not a field of this form' }]);
  });

  it('reports an operator of a visibleFn that Portico does not evaluate, at its key, with a suggestion', () => {
    const { errors } = compileForm(definition([section('a', [text('x'), text('y', { visibleFn: { '!': { iff: [{ var: 'x' }, 1, 0] } } })])]));
    expect(errors.map((error) => error.pointer)).toEqual(['/sections/0/items/1/visibleFn/!/iff']);
    expect(errors[0]?.message).toMatch(/^"iff" is not a JSON Logic operator Portico evaluates \(did you mean "if"\?\); known operators: /);
  });

  it('reports a visibleFn reading a field missing from the given dependencies', () => {
    const { errors } = compileForm(definition([section('a', [text('a'), text('b'), text('c', { dependencies: ['a'], visibleFn: { var: 'b' } })])]));
    expect(errors).toEqual([{ pointer: '/sections/0/items/2/visibleFn', message: 'reads "b", which is not listed in dependencies' }]);
  });

  it('names a dependency cycle and points at the first field’s dependency', () => {
    const { errors } = compileForm(
      definition([
        section('a', [text('a', { visibleFn: { var: 'c' } }), text('b', { dependencies: ['a'] }), text('c', { visibleFn: { '==': [{ var: 'b' }, 'x'] } })]),
      ]),
    );
    expect(errors).toEqual([
      {
        pointer: '/sections/0/items/0/visibleFn',
        message: 'dependency cycle: a → c → b → a (a question cannot depend on itself, even through other questions)',
      },
    ]);
  });

  it('reports a field depending on itself', () => {
    const { errors } = compileForm(definition([section('a', [text('a', { dependencies: ['a'] })])]));
    expect(errors).toEqual([
      { pointer: '/sections/0/items/0/dependencies', message: 'dependency cycle: a → a (a question cannot depend on itself, even through other questions)' },
    ]);
  });

  it('reports a cycle through option parents', () => {
    const { errors } = compileForm(
      definition([section('a', [text('a', { options: { apiEndpoint: '/options?b={b}' } }), text('b', { options: { apiEndpoint: '/options?a={a}' } })])]),
    );
    expect(errors).toEqual([
      {
        pointer: '/sections/0/items/0/options/apiEndpoint',
        message: 'dependency cycle: a → b → a (a question cannot depend on itself, even through other questions)',
      },
    ]);
  });

  it('allows two date fields to compare with each other', () => {
    const { errors } = compileForm(
      definition([
        section('a', [
          { name: 'start', label: 'Start', type: 'date', rules: [{ type: 'date_comparison', field: 'end', comparison: 'before' }] },
          { name: 'end', label: 'End', type: 'date', rules: [{ type: 'date_comparison', field: 'start', comparison: 'after' }] },
        ]),
      ]),
    );
    expect(errors).toEqual([]);
  });

  it('refuses an unsafe visibleFn', () => {
    const { errors } = compileForm(definition([section('a', [text('a'), text('b', { visibleFn: { var: 'a.constructor' } })])]));
    expect(errors).toEqual([
      { pointer: '/sections/0/items/1/visibleFn', message: 'is refused: Unsafe rule: data path "a.constructor" uses the forbidden segment "constructor".' },
    ]);
  });

  it('reports an unknown rule type with a suggestion', () => {
    const { errors } = compileForm(definition([section('a', [text('a', { rules: [{ type: 'minLenght' as never, value: 2 }] })])]));
    expect(errors).toEqual([{ pointer: '/sections/0/items/0/rules/0/type', message: '"minLenght" is not a rule type (did you mean "minLength"?)' }]);
  });

  it('reports a rule on a question type it cannot check', () => {
    const { errors } = compileForm(definition([section('a', [text('a', { rules: [{ type: 'isInPast' }] })])]));
    expect(errors).toEqual([{ pointer: '/sections/0/items/0/rules/0/type', message: 'the isInPast rule does not apply to a text question (it checks date)' }]);
  });

  it('reports malformed rule values', () => {
    const { errors } = compileForm(
      definition([
        section('a', [
          text('a', {
            rules: [
              { type: 'regex', value: '([a-z' },
              { type: 'minLength', value: -1 },
            ],
          }),
          {
            name: 'd',
            label: 'D',
            type: 'date',
            rules: [
              { type: 'isBetween', value: ['2026-12-31', '2026-01-01'] },
              { type: 'date_comparison', field: 'a', comparison: 'after' },
            ],
          },
        ]),
      ]),
    );
    expect(errors).toEqual([
      {
        pointer: '/sections/0/items/0/rules/0/value',
        message: 'is not a valid regular expression (Invalid regular expression: /([a-z/: Unterminated character class)',
      },
      { pointer: '/sections/0/items/0/rules/1/value', message: 'should be a whole number of 0 or more (the minLength limit)' },
      { pointer: '/sections/0/items/1/rules/0/value', message: 'starts after it ends: "2026-12-31" is later than "2026-01-01"' },
      { pointer: '/sections/0/items/1/rules/1/field', message: '"a" is a text question; date_comparison compares with a date question' },
    ]);
  });

  it('reports a select, radio or dropdown without choices or apiEndpoint', () => {
    const { errors } = compileForm(
      definition([
        section('a', [
          { name: 's', label: 'S', type: 'select' },
          { name: 'r', label: 'R', type: 'radio', options: { choices: [] } },
          { name: 'd', label: 'D', type: 'dropdown', options: { apiEndpoint: '/api/options' } },
        ]),
      ]),
    );
    expect(errors).toEqual([
      {
        pointer: '/sections/0/items/0/options',
        message: 'a select question needs options.choices or options.apiEndpoint: without options there is nothing to choose',
      },
      {
        pointer: '/sections/0/items/1/options',
        message: 'a radio question needs options.choices or options.apiEndpoint: without options there is nothing to choose',
      },
    ]);
  });

  it('reports an embedded form or e-signature without the address and id of its sign widget', () => {
    const { errors } = compileForm(
      definition([
        section('a', [
          { name: 'w4', label: 'W-4', type: 'esignForm', options: { widgetId: 'w4-2026' } },
          { name: 'nda', label: 'NDA', type: 'embedded_form', options: { widgetUrl: 'https://sign.example.com/esign/public/sign-widget' } },
          { name: 'ok', label: 'OK', type: 'esignForm', options: { widgetUrl: '/esign/public/sign-widget', widgetId: 'x' } },
          text('t', { options: { widgetId: 'x' } }),
        ]),
      ]),
    );
    expect(errors).toEqual([
      {
        pointer: '/sections/0/items/0/options',
        message: "an esignForm question needs options.widgetUrl: the frame shows the provider's sign widget (options.widgetUrl, with wid = options.widgetId)",
      },
      {
        pointer: '/sections/0/items/1/options',
        message:
          "an embedded_form question needs options.widgetId: the frame shows the provider's sign widget (options.widgetUrl, with wid = options.widgetId)",
      },
      { pointer: '/sections/0/items/3/options/widgetId', message: 'only applies to embedded_form and esignForm questions' },
    ]);
  });

  it('reports an apiEndpoint placeholder naming no field', () => {
    const { errors } = compileForm(
      definition([section('a', [text('country'), { name: 's', label: 'S', type: 'state', options: { apiEndpoint: '/states?c={contry}' } }])]),
    );
    expect(errors).toEqual([{ pointer: '/sections/0/items/1/options/apiEndpoint', message: '{contry} is not a field of this form (did you mean "country"?)' }]);
  });

  it('checks the fields of a dynamic list entry in their own namespace', () => {
    const { errors } = compileForm(
      definition([
        section('a', [
          text('name'),
          {
            name: 'list',
            label: 'List',
            type: 'dynamicList',
            minLength: 3,
            maxLength: 2,
            items: [text('name'), text('name'), text('x', { visibleFn: { var: 'y' } })],
          },
        ]),
      ]),
    );
    expect(errors).toEqual([
      {
        pointer: '/sections/0/items/1/items/1/name',
        message: '"name" is already the name of the field at /sections/0/items/1/items/0; each field needs its own name',
      },
      { pointer: '/sections/0/items/1/items/2/visibleFn', message: 'reads "y", which is not a field of this form' },
      { pointer: '/sections/0/items/1/minLength', message: 'should not be more than maxLength (2)' },
    ]);
  });

  it('reports properties on types they do not belong to', () => {
    const { errors } = compileForm(definition([section('a', [text('a', { enableFrom: 0, minLength: 1 }), { name: 'l', label: 'L', type: 'dynamicList' }])]));
    expect(errors).toEqual([
      { pointer: '/sections/0/items/0/enableFrom', message: 'only applies to date questions' },
      { pointer: '/sections/0/items/0/minLength', message: 'only applies to a dynamicList; use a minLength rule for other questions' },
      { pointer: '/sections/0/items/1/items', message: 'a dynamicList needs items: the fields of one entry' },
    ]);
  });

  it('reports an unknown field type with a suggestion, and still compiles the rest', () => {
    const { form, errors } = compileForm(definition([section('a', [{ name: 'a', label: 'A', type: 'txt' as never }, text('b')])]));
    expect(errors).toEqual([{ pointer: '/sections/0/items/0/type', message: '"txt" is not a field type (did you mean "text"?)' }]);
    expect(form.fieldNames).toEqual(['a', 'b']);
  });

  it('checks a section’s visibleFn against the form’s fields', () => {
    const { errors } = compileForm(definition([section('a', [text('a')]), section('b', [text('b')], { visibleFn: { var: 'zz' } })]));
    expect(errors).toEqual([{ pointer: '/sections/1/visibleFn', message: 'reads "zz", which is not a field of this form' }]);
  });

  it('reports a section shown by one of its own questions as a cycle', () => {
    const { errors } = compileForm(definition([section('a', [text('a')], { visibleFn: { var: 'a' } })]));
    expect(errors).toEqual([
      { pointer: '/sections/0/visibleFn', message: 'dependency cycle: a → a (a question cannot depend on itself, even through other questions)' },
    ]);
  });
});
