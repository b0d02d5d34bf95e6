import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ProfileEditor from '../../../widgets/home/profileEditor/ProfileEditor';
import { installBrowserStubs } from '../renderWithProviders';
import { json, renderHome, type FakeServer } from './renderHome';

const profile = {
  id: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  phone: null,
  location: 'London',
  headline: 'Programmer',
  avatar: '/avatars/ada.png',
  skills: ['Mathematics'],
  summary: '',
  experience: [{ title: 'Analyst', company: 'Analytical Engines', startDate: '01/1842', isCurrent: true }],
  education: [],
  links: [],
  desired_roles: [],
  resumes: [{ id: 1, file_name: 'ada.pdf', uploaded_at: '2026-10-24T10:00:00Z', is_primary: true }],
};
const analysis = {
  completion: 60,
  missing: [{ section: 'summary', key: 'summary', label: 'Write a short summary', labelKey: 'home.completion.items.summary', weight: 10 }],
};

function server(editStatus = 200): FakeServer {
  return (method, url, body) => {
    if (url.pathname === '/api/pcsx/profile_details') return json({ data: profile });
    if (url.pathname === '/api/pcsx/profile_analysis') return json({ data: analysis });
    if (url.pathname === '/api/pcsx/profile_edit') {
      if (editStatus !== 200) return json({ message: 'refused' }, editStatus);
      const value = (body as { op_data: { value: Record<string, unknown> } }).op_data.value;
      return json({ data: { ...profile, ...value } });
    }
    return json({}, 404);
  };
}

beforeAll(() => {
  installBrowserStubs();
  // A busy machine (two cores shared) can take more than findBy's default second to render Chakra.
  configure({ asyncUtilTimeout: 10_000 });
});

describe('ProfileEditor', { timeout: 30_000 }, () => {
  it('shows the profile, its completeness with what is missing, the avatar made absolute and the resumes', async () => {
    renderHome(<ProfileEditor />, server(), { at: '/careers/profile?domain=acme.com' });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
    expect(await screen.findByText('60% complete')).toBeInTheDocument();
    expect(screen.getByText('Write a short summary')).toBeInTheDocument();
    expect(screen.getByText('ada.pdf')).toBeInTheDocument();
    expect(screen.getByText('Analyst, Analytical Engines')).toBeInTheDocument();
    // Made absolute with the boot data's static asset host (renderWithProviders' portal), not the page's own origin.
    expect(document.querySelector('img[src$="/avatars/ada.png"]')?.getAttribute('src')).toBe('https://static.portico.test/avatars/ada.png');
  });

  it('saves basic info through profile_edit with op_section, operation and op_data.value', async () => {
    const { calls } = renderHome(<ProfileEditor />, server(), { at: '/careers/profile?domain=acme.com' });
    const section = await screen.findByTestId('profile-section-basic_info');
    await userEvent.click(within(section).getByRole('button', { name: 'Edit Basic information' }));
    const headline = within(section).getByLabelText('Headline');
    await userEvent.clear(headline);
    await userEvent.type(headline, 'First programmer');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('First programmer')).toBeInTheDocument();
    const edit = calls.find((call) => call.url.pathname === '/api/pcsx/profile_edit');
    expect(edit?.body).toEqual({
      op_section: 'basic_info',
      operation: 'update',
      op_data: { value: { first_name: 'Ada', last_name: 'Lovelace', phone: null, location: 'London', headline: 'First programmer' } },
      domain: 'acme.com',
    });
  });

  it('limits each field to what the profile schema accepts', async () => {
    renderHome(<ProfileEditor />, server(), { at: '/careers/profile?domain=acme.com' });
    const section = await screen.findByTestId('profile-section-basic_info');
    await userEvent.click(within(section).getByRole('button', { name: 'Edit Basic information' }));
    expect(within(section).getByLabelText(/First name/)).toHaveAttribute('maxlength', '100');
    expect(within(section).getByLabelText('Phone')).toHaveAttribute('maxlength', '40');
    expect(within(section).getByLabelText('Headline')).toHaveAttribute('maxlength', '200');
  });

  it('requires a first name before saving', async () => {
    const { calls } = renderHome(<ProfileEditor />, server(), { at: '/careers/profile?domain=acme.com' });
    const section = await screen.findByTestId('profile-section-basic_info');
    await userEvent.click(within(section).getByRole('button', { name: 'Edit Basic information' }));
    // The form opened takes the focus, on its first field.
    expect(within(section).getByLabelText(/First name/)).toHaveFocus();
    await userEvent.clear(within(section).getByLabelText(/First name/));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(within(section).getByText('This field is required')).toBeInTheDocument();
    const first = within(section).getByLabelText(/First name/);
    expect(first).toHaveFocus();
    // Its message is the field's description: a screen reader says it with the field.
    expect(first).toHaveAccessibleDescription('This field is required');
    expect(calls.some((call) => call.url.pathname === '/api/pcsx/profile_edit')).toBe(false);
    // Cancel gives the focus back to Edit.
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Edit Basic information' })).toHaveFocus());
  });

  it.each([
    [422, 'Invalid request received. Please try again'],
    [500, 'Something went wrong. Please try again'],
  ])('a %i answer shows "%s" and keeps the form with what was typed', async (status, message) => {
    renderHome(<ProfileEditor />, server(status), { at: '/careers/profile?domain=acme.com' });
    const section = await screen.findByTestId('profile-section-summary');
    await userEvent.click(within(section).getByRole('button', { name: 'Edit Summary' }));
    await userEvent.type(within(section).getByLabelText('Summary'), 'Poetical science');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
    expect(within(section).getByLabelText('Summary')).toHaveValue('Poetical science');
  });

  it('adds and removes a skill with add and delete by index', async () => {
    const { calls } = renderHome(<ProfileEditor />, server(), { at: '/careers/profile?domain=acme.com' });
    const section = await screen.findByTestId('profile-section-skills');
    await userEvent.type(within(section).getByRole('textbox', { name: 'New skill' }), 'Poetry{Enter}');
    await userEvent.click(within(section).getByRole('button', { name: 'Remove Mathematics' }));
    const edits = calls.filter((call) => call.url.pathname === '/api/pcsx/profile_edit').map((call) => call.body);
    expect(edits).toEqual([
      { op_section: 'skills', operation: 'add', op_data: { value: 'Poetry' }, domain: 'acme.com' },
      { op_section: 'skills', operation: 'delete', op_data: { index: 0 }, domain: 'acme.com' },
    ]);
  });

  it('deletes an experience only once the dialog confirms it; Cancel keeps it', async () => {
    const { calls } = renderHome(<ProfileEditor />, server(), { at: '/careers/profile?domain=acme.com' });
    const section = await screen.findByTestId('profile-section-experience');
    const deletes = () => calls.filter((call) => call.url.pathname === '/api/pcsx/profile_edit').map((call) => call.body);
    await userEvent.click(within(section).getByRole('button', { name: /^Delete Analyst/ }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/^Delete Analyst/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);
    await userEvent.click(within(section).getByRole('button', { name: /^Delete Analyst/ }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(deletes()).toEqual([{ op_section: 'experience', operation: 'delete', op_data: { index: 0 }, domain: 'acme.com' }]));
  });
});
