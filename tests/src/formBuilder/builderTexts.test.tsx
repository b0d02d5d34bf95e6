import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withEditedText } from '../../../engine/forms/builder/formTexts';
import { validateFormDefinition } from '../../../engine/forms/validateFormDefinition';
import type { FieldDefinition, FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { BuilderTextsContext } from '../../../src/formBuilder/builderTexts';
import { FieldProperties } from '../../../src/formBuilder/FieldProperties';
import { panelEdits, renderPanelPart, type FieldChange } from './renderPanelPart';

const question: FieldDefinition = {
  name: 'arrival',
  label: { en: 'Arrival time', de: 'Ankunftszeit', fr: 'Heure d’arrivée' },
  type: 'text',
  help: 'Local time',
};

const formOf = (field: FieldDefinition): FormDefinition => ({
  id: 'preboarding',
  title: { en: 'Before your first day', de: 'Vor Ihrem ersten Tag' },
  layout: 'simple',
  sections: [{ id: 'main', title: 'Main', items: [field] }],
});

/** The properties panel of the question, editing the texts of `language` (the employer's default: en). */
function renderPanel(language = 'en') {
  return renderPanelPart<FieldChange>(
    question,
    (field, onChange) => {
      const edits = panelEdits(onChange);
      return (
        <BuilderTextsContext.Provider value={{ language, defaultLanguage: 'en' }}>
          <FieldProperties definition={formOf(field)} place={{ section: 0, item: 0 }} problems={[]} edits={edits} />
        </BuilderTextsContext.Provider>
      );
    },
    (field, change) => change(field),
  );
}

/** What the builder's save sends and gets back (PUT /api/studio/forms/:id/draft stores the JSON as it is), checked as publish checks it. */
function saved(definition: FormDefinition): FormDefinition {
  const sent = JSON.parse(JSON.stringify({ definition })) as { definition: FormDefinition };
  expect(validateFormDefinition(sent.definition).errors).toEqual([]);
  return sent.definition;
}

describe('the form builder’s texts by language', { timeout: 30_000 }, () => {
  it('edits the default language’s label and keeps the others through the save', async () => {
    const { current } = renderPanel();
    const label = screen.getByLabelText('Label');
    expect(label).toHaveValue('Arrival time');
    expect(label).toHaveAttribute('lang', 'en');
    await userEvent.clear(label);
    await userEvent.type(label, 'Arrival');
    await userEvent.type(screen.getByLabelText('Help text'), ' (24 h)');
    const stored = saved(formOf(current.field));
    expect(stored.sections[0]!.items[0]).toEqual({
      name: 'arrival',
      label: { en: 'Arrival', de: 'Ankunftszeit', fr: 'Heure d’arrivée' },
      type: 'text',
      help: 'Local time (24 h)',
    });
    expect(stored.title).toEqual({ en: 'Before your first day', de: 'Vor Ihrem ersten Tag' });
  });

  it('edits another language’s text when the builder edits that language, the default language’s text shown as the placeholder', async () => {
    const { current } = renderPanel('de');
    const help = screen.getByLabelText<HTMLTextAreaElement>('Help text');
    expect(help.value).toBe('');
    expect(help).toHaveAttribute('placeholder', 'Local time');
    await userEvent.type(help, 'Ortszeit');
    expect(saved(formOf(current.field)).sections[0]!.items[0]).toMatchObject({
      label: { en: 'Arrival time', de: 'Ankunftszeit', fr: 'Heure d’arrivée' },
      help: { en: 'Local time', de: 'Ortszeit' },
    });
  });
});

describe('withEditedText', () => {
  const en = { language: 'en', defaultLanguage: 'en' };
  const de = { language: 'de', defaultLanguage: 'en' };

  it('keeps a plain string plain in the default language, and makes a map when another language is typed', () => {
    expect(withEditedText('City', 'Town', en)).toBe('Town');
    expect(withEditedText('City', '', en)).toBeUndefined();
    expect(withEditedText('City', 'Ort', de)).toEqual({ en: 'City', de: 'Ort' });
    expect(withEditedText(undefined, 'Ort', de)).toEqual({ de: 'Ort' });
  });

  it('changes one language of a map, and drops a language emptied', () => {
    expect(withEditedText({ en: 'City', fr: 'Ville' }, 'Town', en)).toEqual({ en: 'Town', fr: 'Ville' });
    expect(withEditedText({ en: 'City', de: 'Ort' }, '', de)).toEqual({ en: 'City' });
    expect(withEditedText({ de: 'Ort' }, '', de)).toBeUndefined();
  });
});
