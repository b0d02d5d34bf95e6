import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { PorticoForm } from '../../../widgets/forms/renderer/PorticoForm';
import { installBrowserStubs, renderWithProviders } from '../renderWithProviders';
import { formOf, renderForm } from './renderForm';
import type { PageField } from '../../../engine/forms/PageFormDefinition';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

/** A yes/no question and the one it shows on Yes. */
const HAS_PET: PageField = {
  name: 'has_pet',
  label: 'Do you have a pet?',
  type: 'radio',
  options: {
    choices: [
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ],
  },
};
const PET_NAME: PageField = { name: 'pet_name', label: "Pet's name", type: 'text', visibleFn: { '==': [{ var: 'has_pet' }, 'yes'] } };

describe('Portico form renderer', { timeout: 30_000 }, () => {
  it('links every label to its input and ties the message to it once the field is left empty', async () => {
    renderForm(formOf([{ name: 'first_name', label: 'First name', type: 'text', required: true, help: 'As on your passport.' }]));
    const input = await screen.findByLabelText(/First name/);
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining('-help'));
    await userEvent.click(input);
    await userEvent.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('First name is required');
  });

  it('trims typed text when the candidate leaves the input', async () => {
    const { box } = renderForm(formOf([{ name: 'city', label: 'City', type: 'text' }]));
    const input = await screen.findByLabelText('City');
    await userEvent.type(input, '  Paris  ');
    await userEvent.tab();
    expect(input).toHaveValue('Paris');
    expect(box.controller?.store.getSubmission()).toEqual({ city: 'Paris' });
  });

  it('blocks the Enter key in a textarea', async () => {
    renderForm(formOf([{ name: 'about', label: 'About you', type: 'textarea' }]));
    const textarea = await screen.findByLabelText('About you');
    await userEvent.type(textarea, 'one{Enter}two');
    expect(textarea).toHaveValue('onetwo');
  });

  it('formats a social security number as it is typed, 11 characters at most', async () => {
    renderForm(formOf([{ name: 'ssn', label: 'SSN', type: 'ssn' }]));
    const input = await screen.findByLabelText('SSN');
    await userEvent.type(input, '1234567890123');
    expect(input).toHaveValue('123-45-6789');
    expect(input).toHaveAttribute('maxlength', '11');
  });

  it('hides a dependent question and restores what was typed when it shows again', async () => {
    const { box } = renderForm(formOf([HAS_PET, PET_NAME]));
    expect(await screen.findByText('Do you have a pet?')).toBeInTheDocument();
    expect(screen.queryByLabelText("Pet's name")).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.type(await screen.findByLabelText("Pet's name"), 'Rex');
    await userEvent.click(screen.getByLabelText('No'));
    await waitFor(() => expect(screen.queryByLabelText("Pet's name")).not.toBeInTheDocument());
    expect(box.controller?.store.getSubmission()).toEqual({ has_pet: 'no' });
    await userEvent.click(screen.getByLabelText('Yes'));
    expect(await screen.findByLabelText("Pet's name")).toHaveValue('Rex');
  });

  it('starts a dynamic list at its minimum, deletes only above it and adds only below the maximum', async () => {
    renderForm(
      formOf([
        { name: 'refs', label: 'Reference', type: 'dynamicList', minLength: 1, maxLength: 2, items: [{ name: 'ref_name', label: 'Name', type: 'text' }] },
      ]),
    );
    expect(await screen.findByRole('group', { name: 'Reference 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete item 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Reference' }));
    expect(await screen.findByRole('group', { name: 'Reference 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Reference' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete item 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete item 1' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Reference 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Reference' })).toBeInTheDocument();
  });

  it("trims an entry's text when it is left, as a question's own", async () => {
    const { box } = renderForm(
      formOf([{ name: 'refs', label: 'Reference', type: 'dynamicList', minLength: 1, items: [{ name: 'ref_name', label: 'Name', type: 'text' }] }]),
    );
    const group = await screen.findByRole('group', { name: 'Reference 1' });
    const name = within(group).getByLabelText('Name');
    await userEvent.type(name, '  Initech  ');
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveValue('Initech'));
    expect(box.controller?.store.getSubmission()).toEqual({ refs: [{ ref_name: 'Initech' }] });
  });

  it('loads initial values, a list at its minimum and a sole N/A option without reporting a change, so no draft is saved for them', async () => {
    const onValuesChange = vi.fn();
    const { box } = renderForm(
      formOf([
        { name: 'city', label: 'City', type: 'text' },
        { name: 'refs', label: 'Reference', type: 'dynamicList', minLength: 1, items: [{ name: 'ref_name', label: 'Name', type: 'text' }] },
        { name: 'visa', label: 'Visa', type: 'select', options: { choices: [{ label: 'N/A', value: 'N/A' }] } },
      ]),
      { initialValues: { city: 'Lyon' }, onValuesChange },
    );
    expect(await screen.findByRole('group', { name: 'Reference 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Visa')).toHaveValue('N/A'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(onValuesChange).not.toHaveBeenCalled();
    expect(box.controller?.store.getSubmission()).toEqual({ city: 'Lyon', refs: [{}], visa: 'N/A' });
    await userEvent.type(screen.getByLabelText('City'), 's');
    expect(onValuesChange).toHaveBeenCalled();
  });

  it('shows the first 10 skills with a +N toggle and Show fewer', async () => {
    const skills = Array.from({ length: 13 }, (_, index) => `Skill ${index + 1}`);
    renderForm(formOf([{ name: 'skills', label: 'Skills', type: 'skillSelector' }]), { initialValues: { skills } });
    const list = await screen.findByRole('list', { name: 'Skills added' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '+3' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Add skills' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search skills' }), 'Rust{Enter}');
    await userEvent.click(screen.getByRole('button', { name: '+4' }));
    expect(within(list).getByText('Rust')).toBeInTheDocument();
  });

  it('selects and locks a sole N/A option, and shows Not Applicable without options', async () => {
    const { box } = renderForm(
      formOf([
        { name: 'visa', label: 'Visa', type: 'select', options: { choices: [{ label: 'N/A', value: 'N/A' }] } },
        { name: 'team', label: 'Team', type: 'select', options: { choices: [] } },
      ]),
    );
    const select = await screen.findByLabelText('Visa');
    await waitFor(() => expect(select).toHaveValue('N/A'));
    expect(select).toBeDisabled();
    expect(box.controller?.store.getSubmission()).toEqual({ visa: 'N/A' });
    expect(screen.getByText('Not Applicable')).toBeInTheDocument();
  });

  it('resets a select whose answer is not among its options', async () => {
    const { box } = renderForm(formOf([{ name: 'size', label: 'Size', type: 'dropdown', options: { choices: [{ label: 'S', value: 'S' }] } }]), {
      initialValues: { size: 'XXL' },
    });
    await waitFor(() => expect(box.controller?.store.getSubmission()).toEqual({}));
    expect(await screen.findByLabelText('Size')).toHaveValue('');
  });

  it("sets the end of a date range to this month with I'm currently in this role, and clears it when unticked", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 15) });
    try {
      const { box } = renderForm(formOf([{ name: 'job', label: 'Employment', type: 'dateRange' }]), { initialValues: { job: { startDate: '01/2024' } } });
      await userEvent.click(await screen.findByLabelText("I'm currently in this role"));
      expect(box.controller?.store.getSubmission().job).toEqual({ startDate: '01/2024', isCurrent: true, endDate: '03/2026' });
      expect(screen.getByLabelText('End (month and year)')).toBeDisabled();
      await userEvent.click(screen.getByLabelText("I'm currently in this role"));
      expect(box.controller?.store.getSubmission().job).toEqual({ startDate: '01/2024', isCurrent: false, endDate: '' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears only the date range end that was cleared, keeping the other one typed', async () => {
    const { box } = renderForm(formOf([{ name: 'job', label: 'Employment', type: 'dateRange' }]), {
      initialValues: { job: { startDate: '01/2024', endDate: '05/2025', isCurrent: false } },
    });
    const end = await screen.findByLabelText('End (month and year)');
    fireEvent.change(end, { target: { value: '2025-08' } });
    expect(box.controller?.store.getSubmission().job).toEqual({ startDate: '01/2024', endDate: '08/2025', isCurrent: false });
    fireEvent.change(end, { target: { value: '' } });
    expect(box.controller?.store.getSubmission().job).toEqual({ startDate: '01/2024', isCurrent: false });
    expect(screen.getByLabelText('Start (month and year)')).toHaveValue('2024-01');
    expect(end).toHaveValue('');
    fireEvent.change(end, { target: { value: '2025-09' } });
    expect(box.controller?.store.getSubmission().job).toEqual({ startDate: '01/2024', endDate: '09/2025', isCurrent: false });
  });

  it('names each star of a rating by its label', async () => {
    renderForm(formOf([{ name: 'rating', label: 'Rate us', type: 'star_rating' }]));
    await userEvent.click(await screen.findByLabelText('Good (3 stars)'));
    expect(screen.getByText('Good')).toBeInTheDocument();
    for (const label of ['Poor (1 star)', 'Average (2 stars)', 'Very Good (4 stars)', 'Excellent (5 stars)'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('shows answers as text in view mode and confidential ones as [ CONFIDENTIAL ]', async () => {
    renderForm(
      formOf([
        { name: 'name', label: 'Name', type: 'text' },
        { name: 'ssn', label: 'SSN', type: 'ssn', confidential: true },
      ]),
      { viewMode: true, initialValues: { name: 'Ada', ssn: '123-45-6789' } },
    );
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(screen.getByText('[ CONFIDENTIAL ]')).toBeInTheDocument();
    expect(screen.queryByText('123-45-6789')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('checks every question on submit and focuses the first one with a message', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    renderForm(
      formOf([
        { name: 'a', label: 'Alpha', type: 'text' },
        { name: 'b', label: 'Bravo', type: 'email', required: true },
        { name: 'c', label: 'Charlie', type: 'text', required: true },
      ]),
      { onSubmit },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bravo is required')).toBeInTheDocument();
    expect(screen.getByText('Charlie is required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 2 answers before submitting.');
    await waitFor(() => expect(screen.getByLabelText(/Bravo/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("takes the submit's refusal away once no answer is left to correct: one hidden by a condition, the other mended", async () => {
    renderForm(formOf([HAS_PET, { ...PET_NAME, required: true }, { name: 'email', label: 'Email', type: 'email', required: true }]), {
      onSubmit: vi.fn(async () => ({ ok: true as const })),
    });
    await userEvent.click(await screen.findByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct 2 answers before submitting.');
    await userEvent.click(screen.getByLabelText('No'));
    await waitFor(() => expect(screen.queryByLabelText("Pet's name")).not.toBeInTheDocument());
    // One answer is still to correct: the refusal stays.
    expect(screen.getByText(/^Please correct/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText(/^Please correct/)).not.toBeInTheDocument());
  });

  it('checks a question when it is left and, when focus leaves the form for elsewhere on the page, focuses the first message once', async () => {
    installBrowserStubs();
    renderWithProviders(() => (
      <main tabIndex={-1} data-testid="page-main">
        <PorticoForm
          definition={formOf([
            { name: 'a', label: 'Alpha', type: 'text', required: true },
            { name: 'b', label: 'Bravo', type: 'text', required: true },
          ])}
          onSubmit={async () => ({ ok: true })}
        />
        <button type="button">Outside the form</button>
        <div role="dialog" aria-label="Log in">
          <button type="button">In a dialog</button>
        </div>
      </main>
    ));
    const alpha = await screen.findByLabelText(/Alpha/);
    const bravo = screen.getByLabelText(/Bravo/);
    await userEvent.click(alpha);
    await userEvent.click(bravo);
    expect(await screen.findByText('Alpha is required')).toBeInTheDocument();
    // Moving on inside the form never takes focus away.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(bravo).toHaveFocus();
    // Nor does focus landing on an element around the form (a click on text focuses <main tabindex=-1>).
    const main = screen.getByTestId('page-main');
    act(() => main.focus());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(main).toHaveFocus();
    await userEvent.click(bravo);
    // Nor does focus moving into a dialog opened over the page (its focus trap owns it).
    const inDialog = screen.getByRole('button', { name: 'In a dialog' });
    await userEvent.click(inDialog);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(inDialog).toHaveFocus();
    await userEvent.click(bravo);
    const outside = screen.getByRole('button', { name: 'Outside the form' });
    await userEvent.click(outside);
    expect(await screen.findByText('Bravo is required')).toBeInTheDocument();
    await waitFor(() => expect(alpha).toHaveFocus());
    // Once for that message: leaving again leaves.
    await userEvent.click(outside);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(outside).toHaveFocus();
  });

  it("puts the server's messages under their questions when it refuses a submission", async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      message: 'Please correct the highlighted answers.',
      fieldErrors: { email: 'Email is invalid. Use the format "name@example.com".' },
    }));
    renderForm(formOf([{ name: 'email', label: 'Email', type: 'text' }]), { onSubmit, initialValues: { email: 'x@y' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email is invalid. Use the format "name@example.com".')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted answers.');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'x@y' });
  });

  it('re-renders only the question typed in', async () => {
    const { box } = renderForm(
      formOf([
        { name: 'one', label: 'One', type: 'text' },
        { name: 'two', label: 'Two', type: 'text' },
      ]),
    );
    await screen.findByLabelText('Two');
    const listener = vi.fn();
    box.controller?.store.subscribeField('two', listener);
    await act(async () => box.controller?.setValue('one', 'typed'));
    expect(screen.getByLabelText('One')).toHaveValue('typed');
    expect(listener).not.toHaveBeenCalled();
  });
});
