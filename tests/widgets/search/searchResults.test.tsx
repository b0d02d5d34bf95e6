import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import PositionDetailsPane from '../../../widgets/search/positionDetailsPane/PositionDetailsPane';
import SearchResults from '../../../widgets/search/searchResults/SearchResults';
import { toaster } from '../../../widgets/shared/toaster';
import { installBrowserStubs } from '../renderWithProviders';
import { json, position, renderSearchWidget, searchAnswer, searchTestConfig, type SearchRenderOptions } from './renderSearchWidget';

beforeAll(() => {
  installBrowserStubs();
  // The first render loads Chakra's styles; on a busy machine that takes more than findBy's default second.
  configure({ asyncUtilTimeout: 10_000 });
});

const page1 = [position(11, 'Staff Engineer'), position(12, 'Data Analyst'), position(13, 'Product Designer')];

function renderPage(url: string, api: SearchRenderOptions['api']) {
  return renderSearchWidget(
    () => (
      <>
        <SearchResults />
        <PositionDetailsPane />
      </>
    ),
    { url, api },
  );
}

describe('search results', { timeout: 30_000 }, () => {
  it('shows the result count and auto-selects the first result without writing it to the URL', async () => {
    const { router } = renderPage('/careers?domain=acme.com', {
      '/api/pcsx/search': () => searchAnswer(page1, 23),
      '/api/pcsx/position_details': (url) => ({ data: { position: page1.find((p) => String(p.id) === url.searchParams.get('position_id')) } }),
      '/api/pcsx/position_insights': () => json({}, 404),
    });
    expect(await screen.findByRole('heading', { name: '23 jobs' })).toBeInTheDocument();
    const pane = screen.getByRole('region', { name: 'Job details' });
    expect(await within(pane).findByRole('heading', { name: 'Staff Engineer' })).toBeInTheDocument();
    expect(screen.getAllByTestId('search-result')[0]).toHaveAttribute('aria-current', 'true');
    expect(router.state.location.searchStr).not.toContain('pid=');
  });

  it('selects the pid given in the URL, and a click on another result pushes its pid', async () => {
    const { router } = renderPage('/careers?domain=acme.com&pid=13', {
      '/api/pcsx/search': () => searchAnswer(page1),
      '/api/pcsx/position_details': (url) => ({ data: { position: page1.find((p) => String(p.id) === url.searchParams.get('position_id')) } }),
    });
    const pane = await screen.findByRole('region', { name: 'Job details' });
    expect(await within(pane).findByRole('heading', { name: 'Product Designer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Data Analyst' }));
    await waitFor(() => expect(router.state.location.searchStr).toContain('pid=12'));
    expect(await within(pane).findByRole('heading', { name: 'Data Analyst' })).toBeInTheDocument();
  });

  it('sends start=10 for the second page and puts it in the URL', async () => {
    const starts: string[] = [];
    const { router } = renderPage('/careers?domain=acme.com', {
      '/api/pcsx/search': (url) => {
        starts.push(url.searchParams.get('start') ?? '');
        return searchAnswer(page1, 25);
      },
      '/api/pcsx/position_details': () => ({ data: { position: page1[0] } }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.searchStr).toContain('start=10'));
    await waitFor(() => expect(starts).toContain('10'));
    expect(starts[0]).toBe('0');
  });

  it('keeps the last results at full contrast while the next page loads, marked busy, with the refresh line shown', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderPage('/careers?domain=acme.com', {
      '/api/pcsx/search': async (url) => {
        if (url.searchParams.get('start') === '10') await held;
        return searchAnswer(page1, 25);
      },
      '/api/pcsx/position_details': () => ({ data: { position: page1[0] } }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages of results' });
    const line = screen.getByTestId('results-refreshing');
    expect(line).not.toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    const list = screen.getAllByTestId('search-result')[0]!.closest('ol')!;
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    expect(line).toBeVisible();
    expect(getComputedStyle(list).opacity).not.toBe('0.6');
    release();
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    expect(line).not.toBeVisible();
  });

  it("shows 'Failed to load positions' as a 2 s toast and in the list, with a retry", async () => {
    const create = vi.spyOn(toaster, 'create');
    renderPage('/careers?domain=acme.com', { '/api/pcsx/search': () => json({ message: 'down' }, 503) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load positions');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to load positions', duration: 2000, type: 'error' }));
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    create.mockRestore();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const { router } = renderPage('/careers?domain=acme.com&filter_department=Nope', { '/api/pcsx/search': () => searchAnswer([]) });
    expect(await screen.findByText('No jobs match your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.searchStr).not.toContain('filter_department'));
  });

  it('changes the sort, back to the first page', async () => {
    const { router } = renderPage('/careers?domain=acme.com&start=20', {
      '/api/pcsx/search': () => searchAnswer(page1, 40),
      '/api/pcsx/position_details': () => json({}, 404),
    });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'date');
    await waitFor(() => expect(router.state.location.searchStr).toContain('sort_by=date'));
    expect(router.state.location.searchStr).not.toContain('start=');
  });

  it('opens the login modal for show_login_modal=1 and drops the sort from the return address', async () => {
    renderPage('/careers?domain=acme.com&show_login_modal=1&sort_by=date', { '/api/pcsx/search': () => searchAnswer(page1) });
    const modal = await screen.findByTestId('auth-modal');
    expect(within(modal).getByLabelText(/Email/)).toBeInTheDocument();
  });

  it('saves the search on screen for notifications when saved search is on, and a visitor gets the login modal', async () => {
    const config = { ...searchTestConfig, notificationsConfig: { savedSearchNotification: { enabled: true } } };
    const posts: unknown[] = [];
    renderSearchWidget(() => <SearchResults />, {
      config,
      loggedIn: true,
      url: '/careers?domain=acme.com&query=engineer&location=Austin&filter_department=Design',
      api: {
        '/api/pcsx/search': () => searchAnswer(page1),
        '/api/pcsx/saved_searches': (_url, init) => {
          posts.push(JSON.parse(String(init.body)));
          return { data: { created: true } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me about jobs like these' }));
    await waitFor(() => expect(posts).toEqual([{ query: 'engineer', location: 'Austin', filters: { department: ['Design'] }, domain: 'acme.com' }]));
  });

  it('hides notify me when saved search notifications are off', async () => {
    renderPage('/careers?domain=acme.com', { '/api/pcsx/search': () => searchAnswer(page1), '/api/pcsx/position_details': () => json({}, 404) });
    expect(await screen.findByRole('heading', { name: '3 jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me about jobs like these' })).not.toBeInTheDocument();
  });
});
