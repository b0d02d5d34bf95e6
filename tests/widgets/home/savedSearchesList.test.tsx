import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllStrings } from '../../../engine/i18n/createI18n';
import '../../../widgets/shared/allChakraRecipes';
import SavedSearchesList from '../../../widgets/home/savedSearchesList/SavedSearchesList';
import { installBrowserStubs } from '../renderWithProviders';
import { json, renderHome } from './renderHome';

beforeAll(async () => {
  installBrowserStubs();
  await loadAllStrings();
});

const saved = (id: number, extra: object = {}) => ({
  id,
  name: null,
  query: 'engineer',
  location: 'Austin',
  filters: { department: ['Engineering'] },
  paused: false,
  url: '/careers/search?query=engineer&location=Austin&filter_department=Engineering',
  created_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

describe('the saved searches page', () => {
  it('lists each saved search as a link to its search, with its filters and alert state', async () => {
    renderHome(<SavedSearchesList />, () =>
      json({ data: { saved_searches: [saved(1), saved(2, { name: 'Remote data jobs', query: 'data', location: 'remote', filters: {}, paused: true })] } }),
    );
    expect(await screen.findByRole('heading', { name: 'Saved searches (2)' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'engineer · Austin' });
    const href = new URL(link.getAttribute('href')!, 'http://portico.test');
    expect(href.pathname).toBe('/careers/search');
    expect(Object.fromEntries(href.searchParams)).toEqual({ domain: 'acme.com', query: 'engineer', location: 'Austin', filter_department: 'Engineering' });
    expect(screen.getByText('Filters: Engineering')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remote data jobs' })).toBeInTheDocument();
    const remote = screen.getByRole('group', { name: 'Remote data jobs' });
    expect(within(remote).getByRole('button', { name: 'Resume alerts' })).toBeInTheDocument();
    expect(screen.getByText('Alerts paused')).toBeInTheDocument();
  });

  it('renames, pauses and deletes through the API, keeping the focus on the card (or the heading once it is gone)', async () => {
    let list = [saved(1)];
    const { calls } = renderHome(<SavedSearchesList />, (method, url, body) => {
      if (method === 'GET') return json({ data: { saved_searches: list } });
      if (method === 'DELETE') {
        list = [];
        return json({ data: { deleted: true } });
      }
      const changed = { ...list[0]!, ...(body as object) };
      list = [changed];
      return json({ data: { saved_search: changed } });
    });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'engineer · Austin' });
    await user.click(within(group).getByRole('button', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('maxlength', '120');
    await user.type(input, 'Austin engineering');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Austin engineering' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/pcsx/saved_searches/1' }),
      body: { name: 'Austin engineering' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Pause alerts' }));
    expect(await screen.findByRole('button', { name: 'Resume alerts' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({ paused: true });
    expect(screen.getByText('Alerts paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved searches. In the job search, choose "Notify me about jobs like these" to save one.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(screen.getByRole('heading', { name: 'Saved searches' })).toHaveFocus();
  });
});
