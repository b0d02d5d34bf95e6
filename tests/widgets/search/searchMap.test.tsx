import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import SearchMap from '../../../widgets/search/searchMap/SearchMap';
import { installBrowserStubs } from '../renderWithProviders';
import { renderSearchWidget, searchTestConfig } from './renderSearchWidget';

beforeAll(() => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
});

describe('search map toggle', { timeout: 30_000 }, () => {
  it('explains that the map is not configured when the config has no API key', async () => {
    renderSearchWidget(() => <SearchMap />, { api: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Show map' }));
    expect(screen.getByRole('status')).toHaveTextContent('The map is not configured for this careers site.');
    expect(screen.getByRole('button', { name: 'Show map' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing when the map is off in config', async () => {
    const config = structuredClone(searchTestConfig);
    config.pcsxConfig!.searchConfig!.mapConfig = { enabled: false, apiKey: 'key' };
    renderSearchWidget(() => <SearchMap />, { config, api: {} });
    expect(await screen.findByTestId('search-map')).toHaveAttribute('data-state', 'off');
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
  });
});
