import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SearchBar from '../../../widgets/search/searchBar/SearchBar';
import { installBrowserStubs } from '../renderWithProviders';
import { json, renderSearchWidget, searchTestConfig } from './renderSearchWidget';

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

/** acme's setting: 'Use my location' searches within 50 km of the visitor. */
const withCurrentLocation = {
  ...searchTestConfig,
  pcsxConfig: {
    ...searchTestConfig.pcsxConfig,
    searchConfig: { ...searchTestConfig.pcsxConfig!.searchConfig, currentLocation: { enabled: true, defaultDistance: 50 } },
  },
};

type Geolocation = { getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback, options?: PositionOptions) => void };

/** The browser's geolocation, replaced for one test (undefined: a browser without it). */
function browserGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

const at = (lat: number, lng: number): Geolocation => ({
  getCurrentPosition: vi.fn((found: PositionCallback) => found({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition)),
});
const failing = (code: number): Geolocation => ({
  getCurrentPosition: vi.fn((_found: PositionCallback, failed: PositionErrorCallback) =>
    failed({ code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
  ),
});

describe("search bar: 'Use my location'", { timeout: 30_000 }, () => {
  afterEach(() => browserGeolocation(undefined));

  it("searches 'current location' around the browser's position, with the typed keyword and the configured distance", async () => {
    const geolocation = at(30.2672, -97.7431);
    browserGeolocation(geolocation);
    const { router } = renderSearchWidget(() => <SearchBar />, { config: withCurrentLocation, url: '/careers?domain=acme.com&start=20&pid=4', api: {} });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Job title, skill or keyword' }), 'engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.searchStr).get('location')).toBe('current location'));
    const params = new URLSearchParams(router.state.location.searchStr);
    expect(params.get('latlong')).toBe('30.2672,-97.7431');
    expect(params.get('query')).toBe('engineer');
    expect(params.get('start')).toBeNull();
    expect(params.get('pid')).toBeNull();
    // The configured default distance (50) is the location's default: not repeated in the URL.
    expect(params.get('distance')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('current location');
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the visitor refuses to share the location, and the search stays as it was', async () => {
    browserGeolocation(failing(1));
    const { router } = renderSearchWidget(() => <SearchBar />, { config: withCurrentLocation, url: '/careers?domain=acme.com&location=Austin', api: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location access is blocked. Allow it for this site in your browser settings, or type a location.',
    );
    expect(new URLSearchParams(router.state.location.searchStr).get('location')).toBe('Austin');
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
    // Typing another location clears the message.
    await userEvent.type(screen.getByRole('combobox', { name: 'Location' }), ' TX');
    expect(screen.queryByText(/Location access is blocked/)).not.toBeInTheDocument();
  });

  it('says so when the browser cannot give a position, or has no geolocation at all', async () => {
    browserGeolocation(failing(2));
    const { unmount } = renderSearchWidget(() => <SearchBar />, { config: withCurrentLocation, api: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your location could not be found. Try again, or type a location.');
    unmount();

    browserGeolocation(undefined);
    const { router } = renderSearchWidget(() => <SearchBar />, { config: withCurrentLocation, api: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser cannot share your location. Type a location instead.');
    expect(new URLSearchParams(router.state.location.searchStr).get('location')).toBeNull();
  });

  it('is offered only when the employer enables currentLocation and the location input shows', async () => {
    renderSearchWidget(() => <SearchBar />, { api: {} });
    await screen.findByRole('combobox', { name: 'Location' });
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });
});
