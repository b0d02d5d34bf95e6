import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { localizedDefinition } from '../../../engine/forms/localizedForm';
import { localizedText } from '../../../engine/i18n/localizedText';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import FormView from '../../../widgets/forms/formView/FormView';
import { fakePortal, installBrowserStubs, renderWithProviders, type FetchHandler } from '../renderWithProviders';
import { formOf } from './renderForm';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const preboarding = formOf(
  [
    { name: 'arrival', label: 'Arrival time', type: 'text', required: true },
    { name: 'parking', label: 'Parking', type: 'checkboxItem', visibleFn: { '!!': [{ var: 'arrival' }] } },
    { name: 'laptop', label: 'Laptop', type: 'text' },
  ],
  { id: 'preboarding', title: 'Before your first day', layout: 'adminPreboarding' },
);

/** The server's view: the texts in the page's language (English here), and for an admin the definition as written. */
const view = (definition: FormDefinition) => ({
  id: 'preboarding',
  title: localizedText(definition.title, 'en'),
  layout: 'simple',
  definition: localizedDefinition(definition, 'en'),
  source: definition,
  text_language: 'en',
  values: {},
  status: 'pending',
  readonly: false,
});

function serve(saved: FormDefinition[], refusal?: object, served: FormDefinition = preboarding): FetchHandler {
  return (url, init) => {
    if (url.startsWith('/api/pcsx/forms/preboarding/definition') && init.method === 'PUT') {
      if (refusal) return json(refusal, 422);
      const { definition } = JSON.parse(String(init.body)) as { definition: FormDefinition };
      saved.push(definition);
      return json({ data: view(definition) });
    }
    if (url.startsWith('/api/pcsx/forms/preboarding')) return json({ data: view(served) });
    return json({});
  };
}

const admin = { ...fakePortal, user: { isLoggedIn: true, isAdmin: true, isThemeBuilderUser: false } };
const candidate = { ...fakePortal, user: { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false } };
const question = (name: string) => document.querySelector<HTMLElement>(`[data-question="${name}"]`)!;
const order = () => [...document.querySelectorAll('[data-question]')].map((element) => element.getAttribute('data-question'));

describe('the admin preboarding form', { timeout: 30_000 }, () => {
  it('shows no edit controls to a candidate, and none to an admin until edit mode', async () => {
    installBrowserStubs();
    renderWithProviders(() => <FormView formId="preboarding" />, { portal: candidate, fetch: serve([]) });
    expect(await screen.findByLabelText(/Arrival time/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move up / })).not.toBeInTheDocument();
  });

  it('lets an admin edit, duplicate, delete and move questions in edit mode, then save the definition', async () => {
    installBrowserStubs();
    const saved: FormDefinition[] = [];
    renderWithProviders(() => <FormView formId="preboarding" />, { portal: admin, fetch: serve(saved) });
    expect(await screen.findByLabelText(/Arrival time/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Laptop' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit questions' }));
    // The editor loads on first use (admins only).
    const editLaptop = await screen.findByRole('button', { name: 'Edit Laptop' });
    expect(screen.queryByRole('textbox', { name: /Arrival time/ })).not.toBeInTheDocument();

    await userEvent.click(editLaptop);
    const label = screen.getByLabelText('Question');
    await userEvent.clear(label);
    await userEvent.type(label, 'Laptop model');
    await userEvent.type(screen.getByLabelText('Help text'), 'Ask IT if unsure.');
    await userEvent.click(screen.getByText('An answer is required'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(within(question('laptop')).getByText('Laptop model')).toBeInTheDocument();
    expect(within(question('laptop')).getByText('Ask IT if unsure.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Laptop model' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Laptop model' }));
    expect(order()).toEqual(['arrival', 'parking', 'laptop', 'laptop_copy']);
    expect(within(question('laptop_copy')).getByText('Laptop model (copy)')).toBeInTheDocument();

    // A double click moves once (300 ms per move).
    await userEvent.dblClick(screen.getByRole('button', { name: 'Move up Laptop model' }));
    expect(order()).toEqual(['arrival', 'laptop', 'parking', 'laptop_copy']);
    await new Promise((resolve) => setTimeout(resolve, 320));
    await userEvent.click(screen.getByRole('button', { name: 'Move down Laptop model' }));
    expect(order()).toEqual(['arrival', 'parking', 'laptop', 'laptop_copy']);
    expect(screen.getByRole('button', { name: 'Move up Arrival time' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Laptop model (copy)' })).toBeDisabled();

    // Parking shows only once Arrival time is answered: deleting Arrival time would break the form.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Arrival time' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This change would break the form:');
    expect(screen.getByRole('alert')).toHaveTextContent('/sections/0/items/0/visibleFn reads "arrival", which is not a field of this form');
    expect(order()).toEqual(['arrival', 'parking', 'laptop', 'laptop_copy']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Laptop model (copy)' }));
    expect(order()).toEqual(['arrival', 'parking', 'laptop']);

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.sections[0]!.items).toEqual([
      { name: 'arrival', label: 'Arrival time', type: 'text', required: true },
      { name: 'parking', label: 'Parking', type: 'checkboxItem', visibleFn: { '!!': [{ var: 'arrival' }] } },
      { name: 'laptop', label: 'Laptop model', type: 'text', help: 'Ask IT if unsure.', required: true },
    ]);
    // Back to the form, now with the saved questions.
    expect(await screen.findByLabelText(/Laptop model/)).toBeInTheDocument();
    expect(screen.getByText('Ask IT if unsure.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit questions' })).toBeInTheDocument();
  });

  it('edits the texts of the employer’s default language and saves every other language as it was', async () => {
    installBrowserStubs();
    const saved: FormDefinition[] = [];
    const byLanguage: FormDefinition = {
      ...preboarding,
      sections: [
        {
          ...preboarding.sections[0]!,
          items: [
            {
              name: 'arrival',
              label: { en: 'Arrival time', de: 'Ankunftszeit', fr: 'Heure d’arrivée' },
              type: 'text',
              help: { en: 'Local time', de: 'Ortszeit' },
            },
            { name: 'laptop', label: 'Laptop', type: 'text' },
          ],
        },
      ],
    };
    renderWithProviders(() => <FormView formId="preboarding" />, { portal: admin, fetch: serve(saved, undefined, byLanguage) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit questions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Arrival time' }));
    const label = screen.getByLabelText('Question');
    expect(label).toHaveValue('Arrival time');
    expect(label).toHaveAttribute('lang', 'en');
    await userEvent.clear(label);
    await userEvent.type(label, 'Arrival');
    await userEvent.clear(screen.getByLabelText('Help text'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.sections[0]!.items).toEqual([
      { name: 'arrival', label: { en: 'Arrival', de: 'Ankunftszeit', fr: 'Heure d’arrivée' }, type: 'text', help: { de: 'Ortszeit' } },
      { name: 'laptop', label: 'Laptop', type: 'text' },
    ]);
  });

  it("shows the server's refusal with the place of each problem, and keeps the edits", async () => {
    installBrowserStubs();
    const refusal = {
      message: 'The form definition has problems.',
      error_code: 'invalid_definition',
      errors: [{ pointer: '/id', message: 'must stay "preboarding"' }],
    };
    renderWithProviders(() => <FormView formId="preboarding" />, { portal: admin, fetch: serve([], refusal) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit questions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Laptop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The form definition has problems.');
    expect(screen.getByRole('alert')).toHaveTextContent('/id must stay "preboarding"');
    expect(order()).toEqual(['arrival', 'parking', 'laptop', 'laptop_copy']);
  });
});
