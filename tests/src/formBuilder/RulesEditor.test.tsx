import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newRule, rulesFor } from '../../../engine/forms/builder/ruleParameters';
import type { FieldDefinition, FieldRule, FieldType } from '../../../schemas/generated/forms/form-definition';
import { RulesEditor, type RulesEditorProps } from '../../../src/formBuilder/RulesEditor';
import { renderPanelPart } from './renderPanelPart';

const laptop: FieldDefinition = { name: 'laptop_model', label: 'Laptop model', type: 'text' };
const startDate = { name: 'start_date', label: 'Start date' };

function renderRules(field: FieldDefinition, props: Partial<Omit<RulesEditorProps, 'field' | 'onChange'>> = {}, dir?: 'ltr' | 'rtl') {
  return renderPanelPart<FieldRule[] | undefined>(
    field,
    // The panel hands the editor the label as the builder shows it (a plain string here).
    (current, onChange) => (
      <RulesEditor field={current as FieldDefinition & { label: string }} onChange={onChange} dateQuestions={[]} problems={[]} idPrefix="q1" {...props} />
    ),
    (before, rules) => {
      const { rules: _old, ...rest } = before;
      return rules ? { ...rest, rules } : rest;
    },
    { dir },
  );
}

describe('RulesEditor', () => {
  it('adds a regex rule with a custom message', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules(laptop);
    expect(screen.getByText(/No rules yet/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rule to add'), 'Pattern');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(writes.at(-1)).toEqual([{ type: 'regex', value: '' }]);
    // The focus goes to what the action made: the new rule's type.
    expect(screen.getByLabelText('Rule')).toHaveFocus();

    await user.click(screen.getByLabelText('Pattern (regular expression)'));
    await user.paste('^[A-Z]{2}\\d{4}$');
    const message = screen.getByLabelText('Message (optional)');
    expect(message).toHaveAttribute('placeholder', 'Enter a valid value.');
    await user.type(message, 'Write the model like AB1234');
    expect(writes.at(-1)).toEqual([{ type: 'regex', value: '^[A-Z]{2}\\d{4}$', message: 'Write the model like AB1234' }]);

    await user.clear(message);
    expect(writes.at(-1)).toEqual([{ type: 'regex', value: '^[A-Z]{2}\\d{4}$' }]);
  });

  it('sets the pattern flags, leaving flags out when none is chosen', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({ ...laptop, rules: [{ type: 'regex', value: '^ab$' }] });
    await user.click(screen.getByLabelText('Ignore upper and lower case (i)'));
    expect(writes.at(-1)).toEqual([{ type: 'regex', value: '^ab$', flags: 'i' }]);
    await user.click(screen.getByLabelText('Unicode (u)'));
    expect(writes.at(-1)).toEqual([{ type: 'regex', value: '^ab$', flags: 'iu' }]);
    await user.click(screen.getByLabelText('Ignore upper and lower case (i)'));
    await user.click(screen.getByLabelText('Unicode (u)'));
    expect(writes.at(-1)).toEqual([{ type: 'regex', value: '^ab$' }]);
  });

  it('shows the default message as the placeholder, following the limit', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({ ...laptop, rules: [{ type: 'minLength', value: 1 }] });
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('placeholder', 'Enter at least 1 character.');
    const limit = screen.getByLabelText('Number of characters, files or items');
    await user.clear(limit);
    expect(writes.at(-1)).toEqual([{ type: 'minLength' }]);
    await user.type(limit, '3');
    expect(writes.at(-1)).toEqual([{ type: 'minLength', value: 3 }]);
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('placeholder', 'Enter at least 3 characters.');
  });

  it("shows the engine's problems beside the input they point at", () => {
    renderRules(
      {
        ...laptop,
        rules: [
          { type: 'minLength', value: 2 },
          { type: 'regex', value: '(' },
        ],
      },
      {
        problems: [
          { pointer: '/rules/1/value', message: 'is not a valid regular expression (Unterminated group)' },
          { pointer: '/rules/0', message: 'something about the whole rule' },
        ],
      },
    );
    const pattern = screen.getByLabelText('Pattern (regular expression)');
    expect(pattern).toHaveAttribute('aria-invalid', 'true');
    expect(pattern).toHaveAccessibleDescription(expect.stringContaining('is not a valid regular expression (Unterminated group)'));
    const [first] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('something about the whole rule')).toBeInTheDocument();
    expect(within(first!).getByLabelText('Rule')).toHaveAccessibleDescription('something about the whole rule');
  });

  it('changes a rule type to the new type’s defaults, keeping the message', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({ ...laptop, rules: [{ type: 'minLength', value: 4, message: 'Too short' }] });
    await user.selectOptions(screen.getByLabelText('Rule'), 'Maximum length');
    expect(writes.at(-1)).toEqual([{ type: 'maxLength', value: 255, message: 'Too short' }]);
  });

  it('removes a rule, writing undefined for none and keeping the focus on the add controls', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({ ...laptop, rules: [{ type: 'email' }] });
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(writes.at(-1)).toBeUndefined();
    expect(screen.getByLabelText('Rule to add')).toHaveFocus();
  });

  it('edits date windows as dates or days from today, writing the pair once both ends are complete', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({ name: 'start', label: 'Start', type: 'date', rules: [{ type: 'isBetween', value: [0, 30] }] });
    const from = screen.getByRole('group', { name: 'From' });
    await user.selectOptions(within(from).getByLabelText('Kind of limit'), 'A fixed date');
    expect(writes.at(-1)).toEqual([{ type: 'isBetween' }]);
    await user.type(within(from).getByLabelText('Date'), '2026-03-01');
    expect(writes.at(-1)).toEqual([{ type: 'isBetween', value: ['2026-03-01', 30] }]);
    const to = screen.getByRole('group', { name: 'To' });
    await user.clear(within(to).getByLabelText('Days from today'));
    await user.type(within(to).getByLabelText('Days from today'), '-5');
    expect(writes.at(-1)).toEqual([{ type: 'isBetween', value: ['2026-03-01', -5] }]);
    await user.click(screen.getByLabelText('Accept both end days'));
    expect(writes.at(-1)).toEqual([{ type: 'isBetween', value: ['2026-03-01', -5], inclusive: false }]);
    await user.click(screen.getByLabelText('Accept both end days'));
    expect(writes.at(-1)).toEqual([{ type: 'isBetween', value: ['2026-03-01', -5] }]);
  });

  it('offers no date comparison without another date question', () => {
    const end: FieldDefinition = { name: 'end_date', label: 'End date', type: 'date' };
    renderRules(end, { dateQuestions: [{ name: 'end_date', label: 'End date' }] });
    expect(within(screen.getByLabelText('Rule to add')).queryByRole('option', { name: 'Compared with another date' })).toBeNull();
  });

  it('adds a date comparison with the first other date question', async () => {
    const user = userEvent.setup();
    const end: FieldDefinition = { name: 'end_date', label: 'End date', type: 'date' };
    const { writes } = renderRules(end, { dateQuestions: [{ name: 'end_date', label: 'End date' }, startDate] });
    await user.selectOptions(screen.getByLabelText('Rule to add'), 'Compared with another date');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(writes.at(-1)).toEqual([{ type: 'date_comparison', comparison: 'after', field: 'start_date' }]);
    expect(screen.getByLabelText('Other date question')).toHaveDisplayValue('Start date');
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('placeholder', 'Enter a date after Start date.');
    await user.selectOptions(screen.getByLabelText('This date must be'), 'Before');
    expect(writes.at(-1)).toEqual([{ type: 'date_comparison', comparison: 'before', field: 'start_date' }]);
  });

  it('sets the required message of a required question, leaving no rule behind when it is cleared', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({ ...laptop, required: true });
    const input = screen.getByLabelText('Message when there is no answer (optional)');
    expect(input).toHaveAttribute('placeholder', 'Laptop model is required');
    await user.type(input, 'Tell us the model');
    expect(writes.at(-1)).toEqual([{ type: 'required', message: 'Tell us the model' }]);
    // The required rule is not one of the listed rules.
    expect(screen.queryByRole('listitem')).toBeNull();
    await user.clear(input);
    expect(writes.at(-1)).toBeUndefined();
  });

  it('keeps a required rule that makes the question required when its message is cleared', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({ ...laptop, rules: [{ type: 'required', message: 'Needed' }, { type: 'email' }] });
    expect(screen.getByText('Rule 1: Email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Message when there is no answer (optional)'));
    expect(writes.at(-1)).toEqual([{ type: 'required' }, { type: 'email' }]);
  });

  it('edits the digit limits of a phone rule per country', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({ name: 'phone', label: 'Phone', type: 'phone', rules: [{ type: 'phone' }] });
    await user.click(screen.getByRole('button', { name: 'Add a country' }));
    await user.type(screen.getByLabelText('Country code of row 1'), 'us');
    await user.type(screen.getByLabelText('Fewest digits of row 1'), '10');
    await user.type(screen.getByLabelText('Most digits of row 1'), '10');
    expect(writes.at(-1)).toEqual([{ type: 'phone', lengthByCountry: { US: { minLength: 10, maxLength: 10 } } }]);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(writes.at(-1)).toEqual([{ type: 'phone' }]);
  });

  it('sets the window of a rule relative to today', async () => {
    const user = userEvent.setup();
    const { writes } = renderRules({
      name: 'start',
      label: 'Start',
      type: 'date',
      rules: [newRule('isRelativeToToday', { field: { name: 'start', type: 'date' } })],
    });
    await user.selectOptions(screen.getByLabelText('Within'), 'The past');
    await user.selectOptions(screen.getByLabelText('Unit'), 'Weeks');
    await user.clear(screen.getByLabelText('How many'));
    await user.type(screen.getByLabelText('How many'), '2');
    expect(writes.at(-1)).toEqual([{ type: 'isRelativeToToday', direction: 'past', duration: 2, unit: 'week' }]);
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('placeholder', 'Enter a date within the past 2 weeks.');
  });

  const types: FieldType[] = ['text', 'number', 'date', 'dateRange', 'phone', 'fileUpload', 'checkbox', 'star_rating'];
  it.each(types)('names every control of every rule a %s question can have, also right to left', (type) => {
    const context = { field: { name: 'q', type }, dateQuestions: [startDate] };
    const rules = rulesFor(type).map((rule) => newRule(rule, context));
    renderRules({ name: 'q', label: 'Question', type, required: true, rules }, { dateQuestions: [startDate] }, 'rtl');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(rules.length);
    const controls = [...document.querySelectorAll('input, select, button, textarea')];
    expect(controls.length).toBeGreaterThan(rules.length);
    for (const control of controls) expect(control).toHaveAccessibleName();
  });
});
