import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import SearchFilters from '../../../widgets/search/searchFilters/SearchFilters';
import { installBrowserStubs } from '../renderWithProviders';
import { renderSearchWidget, searchAnswer } from './renderSearchWidget';

beforeAll(() => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
});

const facets = [
  {
    filterName: 'department',
    displayName: 'department',
    multiple: true,
    options: [
      { label: 'Engineering', value: 'Engineering', count: 12 },
      { label: 'Design', value: 'Design', count: 1500 },
    ],
  },
  { filterName: 'employment_type', displayName: 'employment_type', multiple: true, options: [{ label: 'full_time', value: 'full_time', count: 9 }] },
  { filterName: 'remote', displayName: 'remote', multiple: false, options: [{ label: 'Remote', value: 'true', count: 4 }] },
  { filterName: 'secret', displayName: 'Not configured', multiple: true, options: [{ label: 'x', value: 'x', count: 1 }] },
];

describe('search filters', { timeout: 30_000 }, () => {
  it('shows the configured filters with their names, labels and facet counts, smart filters as toggles', async () => {
    renderSearchWidget(() => <SearchFilters />, { api: { '/api/pcsx/search': () => searchAnswer([], 0, facets) } });
    const department = await screen.findByRole('group', { name: 'Department' });
    expect(within(department).getByRole('checkbox', { name: 'Engineering (12)' })).not.toBeChecked();
    expect(within(department).getByRole('checkbox', { name: 'Design (1.5k)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Job type' })).getByRole('checkbox', { name: 'Full time (9)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remote: Remote (4)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Not configured')).not.toBeInTheDocument();
  });

  it('applies ticks after the 1000 ms debounce in one navigation, back on the first page', async () => {
    const { router } = renderSearchWidget(() => <SearchFilters />, {
      url: '/careers?domain=acme.com&start=30',
      api: { '/api/pcsx/search': () => searchAnswer([], 0, facets) },
    });
    const department = await screen.findByRole('group', { name: 'Department' });
    const before = router.history.length;
    await userEvent.click(within(department).getByRole('checkbox', { name: 'Engineering (12)' }));
    await userEvent.click(within(department).getByRole('checkbox', { name: 'Design (1.5k)' }));
    // Ticked at once, not yet searched.
    expect(within(department).getByRole('checkbox', { name: 'Engineering (12)' })).toBeChecked();
    expect(router.state.location.searchStr).not.toContain('filter_department');
    await waitFor(() => expect(new URLSearchParams(router.state.location.searchStr).get('filter_department')).toBe('Engineering,Design'));
    expect(router.state.location.searchStr).not.toContain('start=');
    expect(router.history.length).toBe(before + 1);
  });

  it('follows the URL when back restores other filters', async () => {
    const { router } = renderSearchWidget(() => <SearchFilters />, {
      url: '/careers?domain=acme.com&filter_department=Design',
      api: { '/api/pcsx/search': () => searchAnswer([], 0, facets) },
    });
    const department = await screen.findByRole('group', { name: 'Department' });
    expect(within(department).getByRole('checkbox', { name: 'Design (1.5k)' })).toBeChecked();
    act(() => router.history.push('/careers?domain=acme.com&filter_department=Engineering'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Engineering (12)' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Design (1.5k)' })).not.toBeChecked();
  });
});
