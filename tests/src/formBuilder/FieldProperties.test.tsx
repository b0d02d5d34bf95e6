import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { BuilderTextsContext } from '../../../src/formBuilder/builderTexts';
import { FieldProperties, type FieldEdits } from '../../../src/formBuilder/FieldProperties';
import { panelEdits, renderPanelPart, type FieldChange } from './renderPanelPart';

const formOf = (field: FieldDefinition): FormDefinition => ({
  id: 'equipment',
  title: 'Equipment',
  layout: 'simple',
  sections: [{ id: 'main', title: 'Main', items: [field] }],
});

/**
 * The properties panel as the builder gives it: one `edits` object while the question is selected (so
 * the panel's memo'd inputs keep their handlers), each change applied to the question as it is then.
 */
function renderPanel(question: FieldDefinition) {
  let edits: FieldEdits | undefined;
  return renderPanelPart<FieldChange>(
    question,
    (field, onChange) => {
      edits ??= panelEdits(onChange);
      return (
        <BuilderTextsContext.Provider value={{ language: 'en', defaultLanguage: 'en' }}>
          <FieldProperties definition={formOf(field)} place={{ section: 0, item: 0 }} problems={[]} edits={edits} />
        </BuilderTextsContext.Provider>
      );
    },
    (field, change) => change(field),
  );
}

describe('a question’s properties panel', { timeout: 30_000 }, () => {
  it('keeps every part of the layout when its parts are set one after another (each input left alone while the others change)', async () => {
    const { current } = renderPanel({ name: 'laptops', label: 'Laptops', type: 'number' });
    await userEvent.type(await screen.findByLabelText('Label columns'), '4');
    await userEvent.type(screen.getByLabelText('Answer columns'), '8');
    await userEvent.click(screen.getByText('Label above the answer, full width'));
    expect(current.field.layout).toEqual({ labelColumns: 4, valueColumns: 8, fullWidth: true });
    await userEvent.clear(screen.getByLabelText('Label columns'));
    await userEvent.click(screen.getByText('Label above the answer, full width'));
    expect(current.field.layout).toEqual({ valueColumns: 8 });
  });

  it('stores a number question’s default answer as a number, a text question’s as text, and an emptied one not at all', async () => {
    const { current } = renderPanel({ name: 'laptops', label: 'Laptops', type: 'number' });
    const answer = await screen.findByLabelText('Default answer');
    await userEvent.type(answer, '12');
    expect(current.field.defaultValue).toBe(12);
    await userEvent.clear(answer);
    expect(current.field).not.toHaveProperty('defaultValue');

    const text = renderPanel({ name: 'model', label: 'Model', type: 'text' });
    const [, second] = await screen.findAllByLabelText('Default answer');
    await userEvent.type(second!, '12');
    expect(text.current.field.defaultValue).toBe('12');
  });

  it('after the label is typed, the other inputs still write to the question as it is now', async () => {
    const { current } = renderPanel({ name: 'model', label: 'Model', type: 'text' });
    await userEvent.type(screen.getByLabelText('Label'), ' name');
    await userEvent.type(await screen.findByLabelText('Help text'), 'As on the invoice');
    await userEvent.click(screen.getByText('Required'));
    expect(current.field).toMatchObject({ label: 'Model name', help: 'As on the invoice', required: true });
  });

  it('says at the label when it is emptied that a question needs one', async () => {
    renderPanel({ name: 'model', label: 'Model', type: 'text' });
    const label = screen.getByLabelText('Label', { selector: 'input' });
    expect(screen.queryByText('Label is required')).toBeNull();
    await userEvent.clear(label);
    expect(await screen.findByText('Label is required')).toBeInTheDocument();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(label, 'Model');
    expect(screen.queryByText('Label is required')).toBeNull();
  });
});
