import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addLanguageStrings, createI18n } from '../../../engine/i18n/createI18n';
import deCore from '../../../engine/i18n/locales/de/core.json';
import deHomeFirstPage from '../../../engine/i18n/locales/de/homeFirstPage.json';
import deSearch from '../../../engine/i18n/locales/de/search.json';
import { stageBundle } from '../../../engine/i18n/stageBundle';
import JobCartPanel from '../../../widgets/search/jobCart/JobCartPanel';
import SavedJobsList from '../../../widgets/search/savedJobsList/SavedJobsList';
import { installBrowserStubs } from '../renderWithProviders';
import { json, position, renderSearchWidget } from './renderSearchWidget';

beforeAll(() => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
});

describe('job cart panel', { timeout: 30_000 }, () => {
  it('lists the cart, removes one job and removes the invalid ones at once', async () => {
    let cart = { jobCartData: [position(1, 'Staff Engineer'), position(2, 'Data Analyst')], invalidPositionIds: ['9', '10'] };
    const posts: unknown[] = [];
    renderSearchWidget(() => <JobCartPanel />, {
      loggedIn: true,
      api: {
        '/api/pcsx/job_cart': (_url, init) => {
          if (init.method === 'POST') {
            const body = JSON.parse(String(init.body)) as { pids: string[]; operation: string };
            posts.push(body);
            cart = {
              jobCartData: cart.jobCartData.filter((p) => !body.pids.includes(String(p.id))),
              invalidPositionIds: cart.invalidPositionIds.filter((id) => !body.pids.includes(id)),
            };
          }
          return { data: { data: cart } };
        },
      },
    });
    const panel = await screen.findByRole('region', { name: /Job cart/ });
    expect(await within(panel).findByRole('link', { name: 'Staff Engineer' })).toHaveAttribute('href', '/careers/job/1-staff-engineer?domain=acme.com');
    expect(within(panel).getByRole('status')).toHaveTextContent('2 jobs in your cart are no longer open.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Staff Engineer from the job cart' }));
    await waitFor(() => expect(within(panel).queryByRole('link', { name: 'Staff Engineer' })).not.toBeInTheDocument());
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove closed jobs' }));
    await waitFor(() => expect(within(panel).queryByRole('status')).not.toBeInTheDocument());
    expect(posts).toEqual([
      { pids: ['1'], operation: 'remove', domain: 'acme.com' },
      { pids: ['9', '10'], operation: 'remove', domain: 'acme.com' },
    ]);
  });

  it('asks a logged-out visitor to log in, without calling the cart', async () => {
    const { calls } = renderSearchWidget(() => <JobCartPanel title="My cart" />, { api: {} });
    expect(await screen.findByRole('heading', { name: 'My cart' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('auth-modal')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('saved jobs list', { timeout: 30_000 }, () => {
  it('lists saved jobs and unsaves one', async () => {
    let saved = [{ ...position(5, 'Product Designer', { positionUserActions: { isSaved: true } }), saved_at: new Date().toISOString() }];
    const deletes: string[] = [];
    renderSearchWidget(() => <SavedJobsList />, {
      loggedIn: true,
      api: {
        '/api/pcsx/positions/saved': () => ({ data: { savedPositions: saved } }),
        '/api/pcsx/positions/5/save': (url, init) => {
          deletes.push(String(init.method));
          saved = [];
          return { data: { id: 5, position_id: 5, positionUserActions: { isSaved: false } } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Saved jobs (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsave Product Designer' }));
    expect(await screen.findByText('You have not saved any jobs yet.')).toBeInTheDocument();
    expect(deletes).toEqual(['DELETE']);
  });

  it('shows a server refusal given as a key in the page’s language (a German page, the position gone)', async () => {
    // The German first-page strings, as the server sends them inline with a German page.
    addLanguageStrings('de', 'firstPage', stageBundle('firstPage', { core: deCore, search: deSearch, homeFirstPage: deHomeFirstPage }));
    const saved = [{ ...position(5, 'Product Designer', { positionUserActions: { isSaved: true } }), saved_at: new Date().toISOString() }];
    renderSearchWidget(() => <SavedJobsList />, {
      loggedIn: true,
      i18n: createI18n('de'),
      api: {
        '/api/pcsx/positions/saved': () => ({ data: { savedPositions: saved } }),
        '/api/pcsx/positions/5/save': () =>
          json(
            { message: 'This position does not exist or is no longer available.', error_code: 'not_found', message_key: 'search.refusal.positionNotFound' },
            404,
          ),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Product Designer/ }));
    expect(await screen.findByText(deSearch.refusal.positionNotFound)).toBeInTheDocument();
    expect(deSearch.refusal.positionNotFound).toBe('Diese Stelle gibt es nicht oder sie ist nicht mehr verfügbar.');
  });
});
