import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import SearchBar from '../../../widgets/search/searchBar/SearchBar';
import { installBrowserStubs } from '../renderWithProviders';
import { json, renderSearchWidget } from './renderSearchWidget';

beforeAll(() => {
  installBrowserStubs();
  // The first render loads Chakra's styles; on a busy machine that takes more than findBy's default second.
  configure({ asyncUtilTimeout: 10_000 });
});

const suggestions = {
  data: {
    results: [
      { label: 'Staff Engineer', value: 'Staff Engineer', kind: 'title' },
      { label: 'Software Engineer', value: 'Software Engineer', kind: 'title' },
    ],
  },
};

describe('search bar', { timeout: 30_000 }, () => {
  it('starts a new search: query and location in the URL, first page, no chosen job', async () => {
    const { router } = renderSearchWidget(() => <SearchBar />, { url: '/careers?domain=acme.com&start=20&pid=4&utm_source=mail', api: {} });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Job title, skill or keyword' }), 'engineer');
    await userEvent.type(screen.getByRole('combobox', { name: 'Location' }), 'Austin');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.searchStr).toContain('query=engineer'));
    const params = new URLSearchParams(router.state.location.searchStr);
    expect(params.get('location')).toBe('Austin');
    expect(params.get('start')).toBeNull();
    expect(params.get('pid')).toBeNull();
    expect(params.get('utm_source')).toBe('mail');
  });

  it('reads a path query and location with hyphens and underscores as spaces', async () => {
    renderSearchWidget(() => <SearchBar />, { url: '/careers/software-engineer/new_york', api: {} });
    expect(await screen.findByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveValue('software engineer');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('new york');
  });

  it('suggests after the 500 ms debounce, moves with the arrows and picks with Enter (ARIA combobox)', async () => {
    const { calls, router } = renderSearchWidget(() => <SearchBar />, { api: { '/api/pcsx/autocomplete': () => suggestions } });
    const input = await screen.findByRole('combobox', { name: 'Job title, skill or keyword' });
    await userEvent.type(input, 'eng');
    const listbox = await screen.findByRole('listbox', { name: 'Job title, skill or keyword' });
    await within(listbox).findByRole('option', { name: 'Staff Engineer' });
    // One request for the whole word typed, not one per key.
    expect(calls.filter((call) => call.url.pathname === '/api/pcsx/autocomplete').map((call) => call.url.searchParams.get('query'))).toEqual(['eng']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'Software Engineer' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.searchStr).get('query')).toBe('Software Engineer'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions with Escape, then clears the input with a second Escape', async () => {
    renderSearchWidget(() => <SearchBar />, { api: { '/api/pcsx/autocomplete': () => suggestions } });
    const input = await screen.findByRole('combobox', { name: 'Job title, skill or keyword' });
    await userEvent.type(input, 'eng');
    await screen.findByRole('option', { name: 'Staff Engineer' });
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('eng');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it("says 'An error occurred while loading the results' when suggestions fail", async () => {
    renderSearchWidget(() => <SearchBar />, { api: { '/api/pcsx/autocomplete': () => json({ message: 'no' }, 500) } });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Location' }), 'Aus');
    expect(await screen.findByText('An error occurred while loading the results')).toBeInTheDocument();
  });
});
