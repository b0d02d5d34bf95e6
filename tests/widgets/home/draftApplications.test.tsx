import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import DraftApplications from '../../../widgets/home/draftApplications/DraftApplications';
import { installBrowserStubs } from '../renderWithProviders';
import { deferred, json, renderHome, type JsonAnswer } from './renderHome';

const drafts = [
  { id: 1, position_id: 11, position_title: 'Platform Engineer', location: 'Austin', is_closed: false, updated_at: '2026-11-20T10:00:00Z' },
  { id: 2, position_id: 12, position_title: 'Data Analyst', location: 'London', is_closed: true, updated_at: '2026-10-01T10:00:00Z' },
];

beforeAll(() => {
  installBrowserStubs();
  // A busy machine (two cores shared) can take more than findBy's default second to render Chakra.
  configure({ asyncUtilTimeout: 10_000 });
});

describe('DraftApplications', { timeout: 30_000 }, () => {
  it('lists open and closed drafts, with Continue only for open ones', async () => {
    renderHome(<DraftApplications show="all" />, () => json({ data: { draft_applications: drafts } }));
    const list = await screen.findByRole('list', { name: 'Draft applications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Continue your application for Platform Engineer' })).toHaveAttribute(
      'href',
      expect.stringContaining('/careers/apply?'),
    );
    expect(screen.queryByRole('link', { name: 'Continue your application for Data Analyst' })).not.toBeInTheDocument();
    expect(screen.getByText('This position is closed')).toBeInTheDocument();
  });

  it('shows only open drafts when configured so', async () => {
    renderHome(<DraftApplications show="open" />, () => json({ data: { draft_applications: drafts } }));
    expect(await screen.findByText('Platform Engineer')).toBeInTheDocument();
    expect(screen.queryByText('Data Analyst')).not.toBeInTheDocument();
  });

  it('removes a draft at once and says Deleted draft application when the call succeeds', async () => {
    const { calls } = renderHome(<DraftApplications />, (method) =>
      method === 'DELETE' ? json({ data: { deleted: 1 } }) : json({ data: { draft_applications: drafts } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft application for Platform Engineer' }));
    expect(await screen.findByText('Deleted draft application')).toBeInTheDocument();
    expect(screen.queryByText('Platform Engineer')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ position_ids: [11], domain: 'acme.com' });
  });

  it('restores the draft with Failed to delete draft application when the call fails', async () => {
    const held = deferred<JsonAnswer>();
    renderHome(<DraftApplications />, (method) => (method === 'DELETE' ? held.promise : json({ data: { draft_applications: drafts } })));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft application for Platform Engineer' }));
    expect(screen.queryByText('Platform Engineer')).not.toBeInTheDocument();
    held.resolve(json({ message: 'boom' }, 500));
    expect(await screen.findByText('Failed to delete draft application')).toBeInTheDocument();
    expect(await screen.findByText('Platform Engineer')).toBeInTheDocument();
  });

  it('shows No data found without drafts', async () => {
    renderHome(<DraftApplications />, () => json({ data: { draft_applications: [] } }));
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('shows An error occurred while retrieving data when the list cannot load', async () => {
    renderHome(<DraftApplications />, () => json({ message: 'down' }, 503));
    expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
  });
});
