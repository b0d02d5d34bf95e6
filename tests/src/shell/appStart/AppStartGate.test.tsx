import type { PageConfig, PageBootData } from '../../../../engine/i18n/localizedText';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../engine/api/createApiClient';
import { createI18n } from '../../../../engine/i18n/createI18n';
import { BootProvider } from '../../../../src/app/BootContext';
import { createPorticoSystem } from '../../../../src/app/createPorticoSystem';
import { AppStartGate } from '../../../../src/shell/appStart/AppStartGate';
import { ApiClientProvider } from '../../../../widgets/shared/ApiClientContext';
import { rememberPendingAction } from '../../../../widgets/shared/pendingAction';
import { installBrowserStubs } from '../../../widgets/renderWithProviders';

vi.mock('../../../../widgets/shared/allChakraRecipes', () => ({}));
// The runner itself is tested in tests/src/shell/pendingActionRunner.test.tsx: here, only when the gate lets it run.
vi.mock('../../../../src/shell/PendingActionRunner', () => ({ PendingActionRunner: () => <p>Running the kept action</p> }));

type State = { tosAttested: boolean; buttonText?: string; isOnboarded: boolean; isBootstrapped: boolean; termsFail?: boolean; onboardingFail?: boolean };

function renderGate(state: State, config: Partial<PageConfig> = { termsOfService: { enabled: true } }) {
  const posts: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portico.test');
    const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (init?.method === 'POST') {
      posts.push(url.pathname);
      if (url.pathname === '/api/pcsx/onboarding' && state.onboardingFail) return answer({ message: 'down' }, 503);
      return answer({ data: { tosAttested: true, enabled: true, title: '', html: '', buttonText: '' } });
    }
    if (url.pathname === '/api/pcsx/terms_of_service') {
      if (state.termsFail) return answer({ message: 'down' }, 503);
      return answer({
        data: { tosAttested: state.tosAttested, enabled: true, title: 'Acme terms', html: '<p>Be kind.</p>', buttonText: state.buttonText ?? '' },
      });
    }
    return answer({ data: { isOnboarded: state.isOnboarded, isBootstrapped: state.isBootstrapped, bootstrappingConfig: { form: {}, values: {} } } });
  });
  const boot = {
    domain: 'acme.com',
    staticAssetHost: 'http://portico.test',
    user: { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false, userId: 'grace' },
    config: { domain: 'acme.com', name: 'Acme', pages: {}, ...config },
  } as PageBootData;
  render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={createI18n('en')}>
        <BootProvider value={boot}>
          <ApiClientProvider value={createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch })}>
            <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
              <AppStartGate bootstrapping={<p>Bootstrapping screen</p>}>
                <p>The page</p>
              </AppStartGate>
            </QueryClientProvider>
          </ApiClientProvider>
        </BootProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { posts };
}

const reload = vi.fn();

beforeAll(() => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
});
afterEach(() => {
  reload.mockReset();
  sessionStorage.clear();
});

describe('AppStartGate', { timeout: 30_000 }, () => {
  it('blocks a candidate who has not attested with a terms modal that Escape does not close', async () => {
    const { posts } = renderGate({ tosAttested: false, isOnboarded: false, isBootstrapped: false });
    const modal = await screen.findByRole('alertdialog', { name: 'Acme terms' });
    // Onboarding waits for the attestation.
    expect(posts).toEqual([]);
    expect(within(modal).getByText('Be kind.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Acme terms' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('uses the configured button text', async () => {
    renderGate({ tosAttested: false, buttonText: 'I agree', isOnboarded: true, isBootstrapped: true });
    expect(await screen.findByRole('button', { name: 'I agree' })).toBeInTheDocument();
  });

  it('attests, makes the onboarding call when not onboarded, and reloads', async () => {
    const { posts } = renderGate({ tosAttested: false, isOnboarded: false, isBootstrapped: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posts).toEqual(['/api/pcsx/terms_of_service', '/api/pcsx/onboarding']);
  });

  it('skips the onboarding call for an onboarded candidate', async () => {
    const { posts } = renderGate({ tosAttested: false, isOnboarded: true, isBootstrapped: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posts).toEqual(['/api/pcsx/terms_of_service']);
  });

  it('shows the bootstrapping screen instead of the page to an attested candidate not yet bootstrapped', async () => {
    renderGate({ tosAttested: true, isOnboarded: true, isBootstrapped: false });
    expect(await screen.findByText('Bootstrapping screen')).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
  });

  it('shows the page when the terms fetch fails (it only clears the loading state)', async () => {
    renderGate({ tosAttested: false, termsFail: true, isOnboarded: true, isBootstrapped: true });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('makes the onboarding call and reloads for a candidate not onboarded when the employer has no terms of service', async () => {
    const { posts } = renderGate({ tosAttested: false, isOnboarded: false, isBootstrapped: false }, {});
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posts).toEqual(['/api/pcsx/onboarding']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Until the reload: a busy state, neither the page nor the bootstrapping screen.
    expect(screen.getByTestId('onboarding-call')).toHaveTextContent('Setting up your account…');
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
  });

  it('makes the onboarding call for a candidate who attested earlier but is not onboarded', async () => {
    const { posts } = renderGate({ tosAttested: true, isOnboarded: false, isBootstrapped: true });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posts).toEqual(['/api/pcsx/onboarding']);
  });

  it('goes on without a reload when that onboarding call fails, and does not repeat it', async () => {
    const { posts } = renderGate({ tosAttested: false, isOnboarded: false, isBootstrapped: false, onboardingFail: true }, {});
    expect(await screen.findByText('Bootstrapping screen')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toEqual(['/api/pcsx/onboarding']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not gate when the employer has no terms of service', async () => {
    renderGate({ tosAttested: false, isOnboarded: true, isBootstrapped: true }, {});
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  describe('the action asked for before logging in', () => {
    /** Time for a lazy runner that should not load to show up if it wrongly did. */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

    it('waits while the terms are not attested', async () => {
      rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com');
      renderGate({ tosAttested: false, isOnboarded: true, isBootstrapped: true });
      expect(await screen.findByRole('alertdialog', { name: 'Acme terms' })).toBeInTheDocument();
      await settle();
      expect(screen.queryByText('Running the kept action')).not.toBeInTheDocument();
      expect(sessionStorage.getItem('portico.pendingAction')).not.toBeNull();
    });

    it('waits while the candidate is not bootstrapped', async () => {
      rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com');
      renderGate({ tosAttested: true, isOnboarded: true, isBootstrapped: false });
      expect(await screen.findByText('Bootstrapping screen')).toBeInTheDocument();
      await settle();
      expect(screen.queryByText('Running the kept action')).not.toBeInTheDocument();
    });

    it('runs once the candidate is through the gate', async () => {
      rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com');
      renderGate({ tosAttested: true, isOnboarded: true, isBootstrapped: true });
      expect(await screen.findByText('Running the kept action')).toBeInTheDocument();
      expect(screen.getByText('The page')).toBeInTheDocument();
    });

    it('loads nothing when no action is kept', async () => {
      renderGate({ tosAttested: true, isOnboarded: true, isBootstrapped: true });
      expect(await screen.findByText('The page')).toBeInTheDocument();
      await settle();
      expect(screen.queryByText('Running the kept action')).not.toBeInTheDocument();
    });
  });
});
