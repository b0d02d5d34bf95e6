import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../engine/i18n/createI18n';
import { enToolAreas } from '../../../engine/i18n/locales/enToolAreas';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import { VisibilityEditor, type VisibilityEditorProps, type VisibilityQuestion } from '../../../src/formBuilder/VisibilityEditor';
import { installBrowserStubs } from '../../widgets/renderWithProviders';
import '../../../widgets/shared/allChakraRecipes';

const QUESTIONS: VisibilityQuestion[] = [
  { name: 'years', label: 'Years of experience', type: 'number' },
  {
    name: 'need_laptop',
    label: 'Need a laptop?',
    type: 'dropdown',
    choices: [
      { label: 'Yes', value: 'Yes' },
      { label: 'No', value: 'No' },
    ],
  },
  { name: 'start', label: 'Start date', type: 'date' },
  { name: 'city', label: 'City', type: 'text' },
  { name: 'phone', label: 'Phone', type: 'phone' },
];

type Rule = VisibilityEditorProps['value'];

/** The editor with its value held the way the properties panel holds it; onChange is spied on. */
function renderEditor(initial: Rule, extra: Partial<VisibilityEditorProps> = {}) {
  const onChange = vi.fn<(next: Rule) => void>();
  function Holder() {
    const [value, setValue] = useState<Rule>(initial);
    return (
      <VisibilityEditor
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        questions={QUESTIONS}
        problems={[]}
        idPrefix="q7"
        {...extra}
      />
    );
  }
  const i18n = createI18n('en');
  i18n.addResourceBundle('en', 'translation', enToolAreas, true, false);
  render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={i18n}>
        <Holder />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

const lastRule = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0];

beforeAll(() => installBrowserStubs());

describe('VisibilityEditor: conditions', () => {
  it('builds "Need a laptop? equals Yes" and writes it as one bare JSON Logic condition', async () => {
    const { onChange, user } = renderEditor(undefined);
    expect(screen.getByText('Always shown: this question has no conditions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const question = screen.getByRole('combobox', { name: 'Question of condition 1' });
    // The new row takes the focus; a number question has no value yet, so nothing is written.
    expect(question).toHaveFocus();
    expect(screen.getByText('Enter a number.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.selectOptions(question, 'need_laptop');
    expect(screen.getByRole('combobox', { name: 'Comparison of condition 1' })).toHaveValue('equals');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value of condition 1' }), 'No');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value of condition 1' }), 'Yes');
    expect(lastRule(onChange)).toEqual({ '==': [{ var: 'need_laptop' }, 'Yes'] });
  });

  it('offers the operators of the question type only, and nothing for questions no condition can read', async () => {
    const { user } = renderEditor({ '==': [{ var: 'need_laptop' }, 'Yes'] });
    const operator = screen.getByRole('combobox', { name: 'Comparison of condition 1' });
    const options = () =>
      within(operator)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(options()).toEqual(['equals', 'notEquals', 'oneOf', 'empty', 'notEmpty']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question of condition 1' }), 'start');
    expect(options()).toEqual(['equals', 'notEquals', 'before', 'after', 'empty', 'notEmpty']);
    const questions = within(screen.getByRole('combobox', { name: 'Question of condition 1' })).getAllByRole('option');
    expect(questions.map((option) => option.textContent)).not.toContain('Phone');
  });

  it('reads an existing rule back into rows and nested groups, without writing anything', () => {
    const rule = {
      and: [{ '==': [{ var: 'need_laptop' }, 'Yes'] }, { or: [{ '>': [{ '+': [{ var: 'years' }] }, 3] }, { '<': [{ var: 'start' }, '2026-01-01'] }] }],
    };
    const { onChange } = renderEditor(rule);
    expect(screen.getByRole('combobox', { name: 'Show this question when' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Question of condition 1' })).toHaveValue('need_laptop');
    expect(screen.getByRole('combobox', { name: 'Comparison of condition 1' })).toHaveValue('equals');
    expect(screen.getByRole('combobox', { name: 'Value of condition 1' })).toHaveDisplayValue('Yes');
    expect(screen.getByRole('combobox', { name: 'Group 2: true when' })).toHaveValue('any');
    expect(screen.getByRole('combobox', { name: 'Question of condition 2.1' })).toHaveValue('years');
    expect(screen.getByRole('combobox', { name: 'Comparison of condition 2.1' })).toHaveValue('greater');
    expect(screen.getByRole('textbox', { name: 'Value of condition 2.1' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Comparison of condition 2.2' })).toHaveValue('before');
    expect(screen.getByLabelText('Value of condition 2.2')).toHaveValue('2026-01-01');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('writes number values as typed, and nested groups added by the buttons', async () => {
    const { onChange, user } = renderEditor({ '==': [{ var: 'need_laptop' }, 'Yes'] });
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(screen.getByRole('combobox', { name: 'Question of condition 2.1' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add condition to group 2' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Comparison of condition 2.1' }), 'greater');
    const years = screen.getByRole('textbox', { name: 'Value of condition 2.1' });
    await user.type(years, '2.');
    expect(years).toHaveValue('2.');
    await user.type(years, '5');
    expect(lastRule(onChange)).toEqual({
      and: [{ '==': [{ var: 'need_laptop' }, 'Yes'] }, { or: [{ '>': [{ '+': [{ var: 'years' }] }, 2.5] }] }],
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show this question when' }), 'any');
    expect(lastRule(onChange)).toEqual({
      or: [{ '==': [{ var: 'need_laptop' }, 'Yes'] }, { or: [{ '>': [{ '+': [{ var: 'years' }] }, 2.5] }] }],
    });
  });

  it('writes one of from the choices ticked', async () => {
    const { onChange, user } = renderEditor({ '==': [{ var: 'need_laptop' }, 'Yes'] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Comparison of condition 1' }), 'oneOf');
    expect(lastRule(onChange)).toEqual({ in: [{ var: 'need_laptop' }, ['Yes']] });
    const values = screen.getByRole('group', { name: 'Values of condition 1' });
    await user.click(within(values).getByRole('checkbox', { name: 'No' }));
    expect(lastRule(onChange)).toEqual({ in: [{ var: 'need_laptop' }, ['Yes', 'No']] });
  });

  it('removes a condition, and with the last one the rule: the question is always shown', async () => {
    const { onChange, user } = renderEditor({ and: [{ '!': { var: 'city' } }, { '!!': { var: 'start' } }] });
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(lastRule(onChange)).toEqual({ '!!': { var: 'start' } });
    expect(screen.getByRole('button', { name: 'Add condition' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('Always shown: this question has no conditions.')).toBeInTheDocument();
  });

  it('flags a condition on a question that is not there, in its row, and shows the problems under the editor', () => {
    renderEditor({ '==': [{ var: 'gone' }, 'x'] }, { problems: ['/sections/0/items/3/visibleFn: depends on itself through need_laptop'] });
    const question = screen.getByRole('combobox', { name: 'Question of condition 1' });
    expect(question).toHaveValue('gone');
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveAccessibleDescription('No question named gone');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Problems with this condition');
    expect(alert).toHaveTextContent('depends on itself through need_laptop');
  });

  it("flags an operator that does not suit the question's answers, and removes a nested group with its button", async () => {
    const { onChange, user } = renderEditor({ or: [{ '!!': { var: 'city' } }, { and: [{ '>': [{ '+': [{ var: 'city' }] }, 3] }] }] });
    const operator = screen.getByRole('combobox', { name: 'Comparison of condition 2.1' });
    expect(operator).toHaveValue('greater');
    expect(operator).toHaveAccessibleDescription("“is greater than” does not suit this question's answers.");
    await user.click(screen.getByRole('button', { name: 'Remove group 2' }));
    expect(lastRule(onChange)).toEqual({ or: [{ '!!': { var: 'city' } }] });
    expect(screen.getByRole('button', { name: 'Add condition' })).toHaveFocus();
  });

  it('says when a rule is too complex to show, and replaces it with conditions once confirmed', async () => {
    const rule = { if: [{ var: 'city' }, true, false] };
    const { onChange, user } = renderEditor(rule);
    expect(screen.getByText(/too complex to show as conditions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit as JSON Logic' }));
    expect(screen.getByRole('textbox', { name: 'Visibility rule (JSON Logic)' })).toHaveValue(JSON.stringify(rule, null, 2));
    await user.click(screen.getByRole('tab', { name: 'Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Replace with conditions' }));
    await user.click(await screen.findByRole('button', { name: 'Replace the rule' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(await screen.findByText('Always shown: this question has no conditions.')).toBeInTheDocument();
  });
});

describe('VisibilityEditor: JSON Logic', () => {
  it('does not send invalid JSON, keeps the text across tabs, and sends it once it is valid', async () => {
    const { onChange, user } = renderEditor({ '==': [{ var: 'need_laptop' }, 'Yes'] });
    await user.click(screen.getByRole('tab', { name: 'JSON Logic' }));
    const json = () => screen.getByRole('textbox', { name: 'Visibility rule (JSON Logic)' });
    const written = (json() as HTMLTextAreaElement).value;
    await user.type(json(), ',');
    expect(onChange).not.toHaveBeenCalled();
    expect(json()).toHaveAccessibleDescription(expect.stringContaining('Not valid JSON'));
    expect(json()).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('tab', { name: 'Conditions' }));
    expect(screen.getByText(/holds text that is not valid JSON/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Question of condition 1' })).toHaveValue('need_laptop');
    await user.click(screen.getByRole('tab', { name: 'JSON Logic' }));
    expect(json()).toHaveValue(`${written},`);

    await user.clear(json());
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(json(), '{{"!": {{"var": "city"}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.type(json(), '}');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(lastRule(onChange)).toEqual({ '!': { var: 'city' } });
    expect(json()).toHaveValue('{"!": {"var": "city"}}');
    await user.click(screen.getByRole('tab', { name: 'Conditions' }));
    expect(screen.getByRole('combobox', { name: 'Question of condition 1' })).toHaveValue('city');
    expect(screen.getByRole('combobox', { name: 'Comparison of condition 1' })).toHaveValue('empty');
  });

  it('refuses JSON that is no rule, and removes the rule when emptied', async () => {
    const { onChange, user } = renderEditor({ '!': { var: 'city' } });
    await user.click(screen.getByRole('tab', { name: 'JSON Logic' }));
    const textarea = screen.getByRole('textbox', { name: 'Visibility rule (JSON Logic)' });
    await user.clear(textarea);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(textarea, '[[1]');
    expect(screen.getByText(/A rule is a JSON object, true or false/)).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('names the questions that are not there and the operators the engine does not know, as the rule is typed', async () => {
    const { onChange, user } = renderEditor({ and: [{ '==': [{ var: 'gone' }, 1] }, { contains: [{ var: 'city' }, 'x'] }] });
    await user.click(screen.getByRole('tab', { name: 'JSON Logic' }));
    const json = screen.getByRole('textbox', { name: 'Visibility rule (JSON Logic)' });
    expect(json).toHaveAccessibleDescription(expect.stringContaining('No question named gone'));
    expect(json).toHaveAccessibleDescription(expect.stringContaining('“contains” is not a JSON Logic operator Portico evaluates (at /and/1/contains).'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows what the conditions write in the JSON tab', async () => {
    const { user } = renderEditor(undefined);
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question of condition 1' }), 'city');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Comparison of condition 1' }), 'contains');
    await user.type(screen.getByRole('textbox', { name: 'Value of condition 1' }), 'Par');
    await user.click(screen.getByRole('tab', { name: 'JSON Logic' }));
    expect(JSON.parse((screen.getByRole('textbox', { name: 'Visibility rule (JSON Logic)' }) as HTMLTextAreaElement).value)).toEqual({
      in: ['Par', { var: 'city' }],
    });
  });
});
