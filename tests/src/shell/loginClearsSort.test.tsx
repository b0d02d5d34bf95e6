import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthModal } from '../../../src/shell/AuthModal';
import { AuthModalProvider, useAuthModal } from '../../../src/shell/authModalState';
import LoginForm from '../../../widgets/loginForm/LoginForm';
import { installBrowserStubs, renderWithProviders } from '../../widgets/renderWithProviders';

/**
 * Spec section 4 (Search): "On user login the sort option is cleared". The search state lives in the
 * address, so every login (the shell's auth modal, the login page, the search widgets' modal; all
 * share AuthForm) lands on the search page without sort_by.
 */

const assign = vi.fn();
const replace = vi.fn();
const reload = vi.fn();
const realLocation = window.location;

/** The browser's address as the page sees it (jsdom cannot navigate, so the navigation calls are spies). */
function browserAt(address: string) {
  const url = new URL(address, 'http://portico.test');
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, href: url.href, pathname: url.pathname, search: url.search, hash: url.hash, assign, replace, reload },
  });
}

const loginAnswer = (url: string) =>
  new Response(JSON.stringify(url.includes('/api/auth/login') ? { data: { userId: 'u1' } } : {}), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function OpenLogin() {
  const { open } = useAuthModal();
  return (
    <button type="button" onClick={() => open()}>
      Open login
    </button>
  );
}

async function logIn(container: HTMLElement) {
  await userEvent.type(await within(container).findByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(within(container).getByLabelText(/^Password/), 'portico-demo');
  await userEvent.click(within(container).getByRole('button', { name: 'Log in' }));
}

beforeAll(() => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
});
afterEach(() => {
  assign.mockReset();
  replace.mockReset();
  reload.mockReset();
});
afterAll(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('a login clears the search sort, whichever login it was', { timeout: 30_000 }, () => {
  it("the shell's auth modal on a sorted search page lands on the same search without the sort", async () => {
    browserAt('/careers/search?query=engineer&sort_by=date&start=10&domain=acme.com');
    const { fetch } = renderWithProviders(
      () => (
        <AuthModalProvider>
          <OpenLogin />
          <AuthModal />
        </AuthModalProvider>
      ),
      { fetch: loginAnswer },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open login' }));
    await logIn(await screen.findByTestId('auth-modal'));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/careers/search?query=engineer&start=10&domain=acme.com'));
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/auth/login'))).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("the shell's auth modal elsewhere just reloads the page", async () => {
    browserAt('/careers/job/42?sort_by=date&domain=acme.com');
    renderWithProviders(
      () => (
        <AuthModalProvider>
          <OpenLogin />
          <AuthModal />
        </AuthModalProvider>
      ),
      { fetch: loginAnswer },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open login' }));
    await logIn(await screen.findByTestId('auth-modal'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(replace).not.toHaveBeenCalled();
  });

  it('the login page sends a next search address on without its sort', async () => {
    browserAt('/careers/login');
    const next = '/careers/search?query=engineer&sort_by=date&domain=acme.com';
    renderWithProviders(() => <LoginForm />, { at: `/careers/login?next=${encodeURIComponent(next)}`, fetch: loginAnswer });
    await logIn(document.body);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/careers/search?query=engineer&domain=acme.com'));
  });

  it('the login page sends any other next address on unchanged', async () => {
    browserAt('/careers/login');
    renderWithProviders(() => <LoginForm />, { at: `/careers/login?next=${encodeURIComponent('/careers/offers?domain=acme.com')}`, fetch: loginAnswer });
    await logIn(document.body);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/careers/offers?domain=acme.com'));
  });
});
