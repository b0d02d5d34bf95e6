import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
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

const view = (definition: FormDefinition) => ({
  id: 'preboarding',
  title: definition.title,
  layout: 'simple',
  definition,
  values: {},
  status: 'pending',
  readonly: false,
});

function serve(saved: FormDefinition[], refusal?: object): FetchHandler {
  return (url, init) => {
    if (url.startsWith('/api/pcsx/forms/preboarding/definition') && init.method === 'PUT') {
      if (refusal) return json(refusal, 422);
      const { definition } = JSON.parse(String(init.body)) as { definition: FormDefinition };
      saved.push(definition);
      return json({ data: view(definition) });
    }
    if (url.startsWith('/api/pcsx/forms/preboarding')) return json({ data: view(preboarding) });
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
