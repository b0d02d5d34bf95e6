import { describe, expect, it } from 'vitest';
import { localizedDefinition, localizedForm } from '../../../engine/forms/localizedForm';
import { validateField } from '../../../engine/forms/validateField';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';

const form: FormDefinition = {
  id: 'welcome',
  title: { en: 'Welcome', fr: 'Bienvenue', de: 'Willkommen' },
  layout: 'simple',
  sections: [
    {
      id: 'main',
      title: { fr: 'Vous', en: 'You' },
      items: [
        { name: 'city', label: { en: 'City', fr: 'Ville' }, type: 'text', required: true, help: 'Where you live' },
        {
          name: 'team',
          label: 'Team',
          type: 'select',
          options: { placeholder: { en: 'Choose', fr: 'Choisir' }, choices: [{ label: { en: 'Sales', fr: 'Ventes' }, value: 'sales' }] },
        },
        {
          name: 'jobs',
          label: 'Jobs',
          type: 'dynamicList',
          items: [
            {
              name: 'roles',
              label: 'Roles',
              type: 'dynamicList',
              items: [
                {
                  name: 'title',
                  label: { en: 'Title', fr: 'Intitulé' },
                  type: 'text',
                  rules: [{ type: 'maxLength', value: 3, message: { en: 'Too long', fr: 'Trop long' } }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('localizedForm', () => {
  it('puts every text of the definition in the language: titles, labels, options, placeholders, nested list questions, rule messages', () => {
    const french = localizedDefinition(form, 'fr');
    expect(french.title).toBe('Bienvenue');
    expect(french.sections[0]!.title).toBe('Vous');
    const [city, team, jobs] = french.sections[0]!.items;
    expect(city).toEqual({ name: 'city', label: 'Ville', type: 'text', required: true, help: 'Where you live' });
    expect(team!.options).toEqual({ placeholder: 'Choisir', choices: [{ label: 'Ventes', value: 'sales' }] });
    const title = jobs!.items![0]!.items![0]!;
    expect(title.label).toBe('Intitulé');
    expect(title.rules).toEqual([{ type: 'maxLength', value: 3, message: 'Trop long' }]);
  });

  it('falls back to the employer’s default language, then English, then the first language given', () => {
    expect(localizedDefinition(form, 'ja', 'de').title).toBe('Willkommen');
    expect(localizedDefinition(form, 'ja', 'es').title).toBe('Welcome');
    expect(localizedDefinition(form, 'ja', 'es').sections[0]!.items[0]!.label).toBe('City');
    const frenchFirst: FormDefinition = { ...form, title: { fr: 'Bienvenue', de: 'Willkommen' } };
    expect(localizedDefinition(frenchFirst, 'ja').title).toBe('Bienvenue');
  });

  it('leaves the definition as written, and keeps a part without texts by language as the same object', () => {
    const before = structuredClone(form);
    const german = localizedDefinition(form, 'de');
    expect(form).toEqual(before);
    const plain: FormDefinition = { ...form, sections: [{ id: 'a', title: 'A', items: [{ name: 'x', label: 'X', type: 'text' }] }] };
    expect(localizedDefinition(plain, 'de').sections).toBe(plain.sections);
    expect(german.sections[0]!.items[1]!.label).toBe('Team');
  });

  it('compiles the form once per language, with the required message naming the label in that language', () => {
    const french = localizedForm(form, 'fr', 'en');
    expect(localizedForm(form, 'fr', 'en')).toBe(french);
    expect(localizedForm(form, 'de', 'en')).not.toBe(french);
    const city = french.compiled.fields.get('city')!;
    const translate = (key: string, params: Record<string, string | number>) =>
      key === 'forms.validation.requiredNamed' ? `${params.name} est obligatoire` : undefined;
    expect(validateField(city, '', { values: {}, now: '2026-01-01', translate })).toBe('Ville est obligatoire');
    expect(validateField(localizedForm(form, 'en').compiled.fields.get('city')!, '', { values: {}, now: '2026-01-01' })).toBe('City is required');
  });

  it('names a country question’s choices in the language where the form gives no text of its own, in the question and its answers', () => {
    const countries: FormDefinition = {
      ...form,
      sections: [
        {
          id: 'where',
          title: 'Where',
          items: [
            {
              name: 'country',
              label: 'Country',
              type: 'country',
              options: {
                choices: [
                  { label: 'United States', value: 'US' },
                  { label: { en: 'Britain', de: 'Großbritannien' }, value: 'GB' },
                ],
              },
            },
          ],
        },
      ],
    };
    const choices = (language: string) => localizedDefinition(countries, language, 'en').sections[0]!.items[0]!.options!.choices;
    expect(choices('de')).toEqual([
      { label: 'Vereinigte Staaten', value: 'US' },
      { label: 'Großbritannien', value: 'GB' },
    ]);
    expect(choices('ja')![0]!.label).toBe('アメリカ合衆国');
    // The form's own words in its default language, and wherever it gives them.
    expect(choices('en')).toEqual([
      { label: 'United States', value: 'US' },
      { label: 'Britain', value: 'GB' },
    ]);
  });
});
