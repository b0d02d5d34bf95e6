import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FieldOptions } from '../../../schemas/generated/forms/form-definition';
import { OptionsEditor } from '../../../src/formBuilder/OptionsEditor';
import { renderPanelPart } from './renderPanelPart';

const otherQuestions = [
  { name: 'country', label: 'Country' },
  { name: 'city', label: 'City' },
];

function renderOptions(field: FieldDefinition, dir?: 'ltr' | 'rtl') {
  return renderPanelPart<FieldOptions | undefined>(
    field,
    (current, onChange) => <OptionsEditor field={current} onChange={onChange} otherQuestions={otherQuestions} idPrefix="q1" />,
    (before, options) => {
      const { options: _old, ...rest } = before;
      return options ? { ...rest, options } : rest;
    },
    { dir },
  );
}

const laptop: FieldDefinition = { name: 'need_laptop', label: 'Need a laptop?', type: 'dropdown' };
const yesNo: FieldOptions = {
  choices: [
    { label: 'Yes', value: 'yes' },
    { label: 'No', value: 'no' },
  ],
};

describe('OptionsEditor', () => {
  it('turns pasted "Yes\\nNo" into two choices', async () => {
    const user = userEvent.setup();
    const { writes } = renderOptions(laptop);
    expect(screen.getByText('No choices yet.')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Paste from CSV or spreadsheet' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByLabelText('Rows to paste'));
    await user.paste('Yes\nNo');
    await user.click(screen.getByRole('button', { name: 'Replace the choices' }));
    expect(writes.at(-1)).toEqual({
      choices: [
        { label: 'Yes', value: 'Yes' },
        { label: 'No', value: 'No' },
      ],
    });
    // Nothing was left out: the panel closes and the focus goes back to its button.
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
    expect(screen.getByLabelText('Label of choice 2')).toHaveValue('No');
  });

  it('appends pasted rows and lists the ones left out', async () => {
    const user = userEvent.setup();
    const { writes } = renderOptions({ ...laptop, options: yesNo });
    await user.click(screen.getByRole('button', { name: 'Paste from CSV or spreadsheet' }));
    await user.click(screen.getByLabelText('Rows to paste'));
    await user.paste('label\tvalue\nMaybe\tmaybe\nNope\tno');
    await user.click(screen.getByRole('button', { name: 'Add to the choices' }));
    expect(writes.at(-1)).toEqual({ choices: [...yesNo.choices!, { label: 'Maybe', value: 'maybe' }] });
    expect(screen.getByText('1 choice read.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Row 3: the value "no" is already one of the choices; the row was left out.')).toBeInTheDocument();
    expect(screen.getByLabelText('Rows to paste')).toHaveFocus();
  });

  it('edits the choices as a table: the value follows the label until written, rows move and go', async () => {
    const user = userEvent.setup();
    const { writes } = renderOptions(laptop);
    await user.click(screen.getByRole('button', { name: 'Add choice' }));
    expect(screen.getByLabelText('Label of choice 1')).toHaveFocus();
    // An empty row is not written, and Enter in it adds no other.
    await user.keyboard('{Enter}');
    expect(writes).toEqual([]);
    expect(screen.queryByLabelText('Label of choice 2')).toBeNull();
    await user.keyboard('Yes');
    expect(writes.at(-1)).toEqual({ choices: [{ label: 'Yes', value: 'Yes' }] });
    // Enter in the last label adds a row.
    await user.keyboard('{Enter}No');
    expect(screen.getByLabelText('Label of choice 2')).toHaveFocus();
    await user.clear(screen.getByLabelText('Value of choice 2'));
    await user.type(screen.getByLabelText('Value of choice 2'), 'n');
    await user.type(screen.getByLabelText('Label of choice 2'), 'pe');
    expect(writes.at(-1)).toEqual({
      choices: [
        { label: 'Yes', value: 'Yes' },
        { label: 'Nope', value: 'n' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Move choice 2 up' }));
    expect(writes.at(-1)).toEqual({
      choices: [
        { label: 'Nope', value: 'n' },
        { label: 'Yes', value: 'Yes' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Move choice 1 up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove choice 1' }));
    expect(writes.at(-1)).toEqual({ choices: [{ label: 'Yes', value: 'Yes' }] });
    expect(screen.getByLabelText('Label of choice 1')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove choice 1' }));
    expect(writes.at(-1)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Add choice' })).toHaveFocus();
  });

  it('marks a value two choices share', () => {
    renderOptions({ ...laptop, options: { choices: [...yesNo.choices!, { label: 'Yep', value: 'yes' }] } });
    expect(screen.getByLabelText('Value of choice 3')).toHaveAccessibleDescription('Another choice has this value.');
    expect(screen.getByLabelText('Value of choice 2')).not.toHaveAttribute('aria-invalid');
  });

  it('leaves unset keys out and writes undefined when nothing is left', async () => {
    const user = userEvent.setup();
    const { writes } = renderOptions({ ...laptop, options: { placeholder: 'Pick one' } });
    await user.selectOptions(screen.getByLabelText('Order of the choices'), 'By label, Z to A');
    expect(writes.at(-1)).toEqual({ placeholder: 'Pick one', choicesSortOrder: 'desc' });
    await user.selectOptions(screen.getByLabelText('Order of the choices'), 'As listed');
    await user.clear(screen.getByLabelText('Text of the empty option (optional)'));
    expect(writes.at(-1)).toBeUndefined();
    await user.click(screen.getByLabelText('Several choices can be chosen'));
    expect(writes.at(-1)).toEqual({ multiple: true });
    // A list of several has no empty option.
    expect(screen.queryByLabelText('Text of the empty option (optional)')).toBeNull();
    await user.click(screen.getByLabelText('Several choices can be chosen'));
    expect(writes.at(-1)).toBeUndefined();
  });

  it('shows the layout for radio buttons and checkboxes only', async () => {
    const user = userEvent.setup();
    const { writes } = renderOptions({ name: 'shift', label: 'Shift', type: 'radio', options: yesNo });
    expect(screen.queryByLabelText('Several choices can be chosen')).toBeNull();
    expect(screen.queryByLabelText('Text of the empty option (optional)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Layout of the choices'), 'Side by side');
    expect(writes.at(-1)).toEqual({ ...yesNo, direction: 'horizontal' });
  });

  it('loads options from an address, inserting the answer of another question at the cursor', async () => {
    const user = userEvent.setup();
    const { writes } = renderOptions({ name: 'state', label: 'State', type: 'state', options: yesNo });
    await user.click(screen.getByLabelText('Loaded from an address'));
    expect(writes.at(-1)).toBeUndefined();
    const address = screen.getByLabelText('Address of the options');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('the options reload whenever the answer changes'));
    await user.type(address, 'api/states?country=');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Start the address with / or https://.'));
    await user.click(address);
    await user.keyboard('{Home}/');
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Insert the answer' }));
    expect(writes.at(-1)).toEqual({ apiEndpoint: '/api/states?country={country}' });
    expect(address).toHaveFocus();
    expect((address as HTMLInputElement).selectionStart).toBe('/api/states?country={country}'.length);
    expect(address).not.toHaveAttribute('aria-invalid');

    await user.type(address, '&city=');
    await user.selectOptions(screen.getByLabelText('Question whose answer goes in the address'), 'City ({city})');
    await user.click(screen.getByRole('button', { name: 'Insert the answer' }));
    expect(writes.at(-1)).toEqual({ apiEndpoint: '/api/states?country={country}&city={city}' });

    // Back to fixed choices: the choices come back, the address goes.
    await user.click(screen.getByLabelText('Fixed choices'));
    expect(writes.at(-1)).toEqual(yesNo);
  });

  it('offers the fixed choices only for a skill selector', () => {
    renderOptions({ name: 'skills', label: 'Skills', type: 'skillSelector' });
    expect(screen.queryByLabelText('Loaded from an address')).toBeNull();
    expect(screen.queryByLabelText('Order of the choices')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add choice' })).toBeInTheDocument();
  });

  it('names every control, also right to left', () => {
    renderOptions({ ...laptop, options: yesNo }, 'rtl');
    const controls = [...document.querySelectorAll('input, select, button, textarea')];
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls) expect(control).toHaveAccessibleName();
    expect(within(screen.getByRole('group', { name: 'Choices' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
