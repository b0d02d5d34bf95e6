import { beforeAll, expect, it } from 'vitest';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget, type TestServer } from './harness';

type Field = { name: string; label: string; options?: { choices?: { label: string; value: string }[] } };
type Definition = { title: string; sections: { title: string; items: Field[] }[] };

const fieldOf = (definition: Definition, name: string) => definition.sections.flatMap((section) => section.items).find((item) => item.name === name)!;

async function openPosition(server: TestServer): Promise<number> {
  const row = await server.database.db
    .selectFrom('positions')
    .select('id')
    .where('domain', '=', 'acme.com')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .offset(12)
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachTarget('forms in the candidate’s language (issue 20)', (server) => {
  let pid: number;
  beforeAll(async () => {
    await server().app.ready();
    pid = await openPosition(server());
  }, 60_000);

  const applyForm = async (headers: Record<string, string>, query = '') => {
    const response = await server().app.inject({ url: `/api/pcsx/apply_form?pid=${pid}&domain=acme.com${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expectApiSchema(response.json(), 'forms', 'ApplyFormResponse');
    return response.json().data.form as { title: string; definition: Definition };
  };

  it('answers the application form’s texts in the language the page asks for (X-Portico-Language)', async () => {
    const form = await applyForm({ 'x-portico-language': 'de' });
    expect(form.title).toBe('Bewerbung bei Acme');
    expect(form.definition.title).toBe('Bewerbung bei Acme');
    expect(form.definition.sections[0]!.title).toBe('Persönliche Angaben');
    expect(fieldOf(form.definition, 'first_name').label).toBe('Vorname');
    expect(fieldOf(form.definition, 'work_authorized').options?.choices?.map((choice) => choice.label)).toEqual(['Ja', 'Nein']);
    expect(fieldOf(form.definition, 'gender').label).toBe('Geschlecht');
    // The browser gets strings only: no map by language is left.
    expect(JSON.stringify(form.definition)).not.toMatch(/"de":/);
  });

  it('takes a page’s hl too, and falls back to the employer’s default language (English for acme)', async () => {
    const french = await applyForm({}, '&hl=fr');
    expect(fieldOf(french.definition, 'first_name').label).toBe('Prénom');
    const japanese = await applyForm({ 'x-portico-language': 'ja' });
    expect(fieldOf(japanese.definition, 'first_name').label).toBe('名');
    // Acme gives no Spanish: its default language's texts (English).
    const spanish = await applyForm({ 'x-portico-language': 'es' });
    expect(spanish.title).toBe('Apply to Acme');
    expect(fieldOf(spanish.definition, 'first_name').label).toBe('First name');
    expect(fieldOf(spanish.definition, 'gender').label).toBe('Gender');
  });

  it('refuses an application with the validation messages in the request’s language, the form’s own messages included', async () => {
    const ada = await server().login('ada@example.com');
    const values = { first_name: '', email: 'ada@', experience: [], privacy_consent: true };
    const send = (language: string) =>
      server().app.inject({
        method: 'POST',
        url: '/api/pcsx/apply?domain=acme.com',
        headers: { ...ada, 'x-portico-language': language },
        payload: { pid: String(pid), values },
      });
    const german = await send('de');
    expect(german.statusCode).toBe(422);
    expectApiSchema(german.json(), 'forms', 'SubmissionErrorResponse');
    expect(german.json().field_errors).toMatchObject({
      first_name: 'Vorname ist erforderlich',
      email: 'Die E-Mail-Adresse ist ungültig. Verwenden Sie das Format „name@example.com“.',
      experience: 'Fügen Sie mindestens eine Stelle hinzu.',
    });
    const english = await send('en');
    expect(english.json().field_errors).toMatchObject({
      first_name: 'First name is required',
      email: 'Email is invalid. Use the format "name@example.com".',
      experience: 'Add at least one role.',
    });
  });

  it('checks a draft with messages in the request’s language', async () => {
    const ada = await server().login('ada@example.com');
    const response = await server().app.inject({
      method: 'PUT',
      url: '/api/pcsx/apply_draft?domain=acme.com',
      headers: { ...ada, 'x-portico-language': 'fr' },
      payload: { pid, values: { city: 'x'.repeat(81) } },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().field_errors).toEqual({ city: 'Saisissez 80 caractères au maximum.' });
  });
});
