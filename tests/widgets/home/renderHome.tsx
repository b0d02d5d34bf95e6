import type { i18n } from 'i18next';
import type { PageConfig } from '../../../engine/i18n/localizedText';
import type { ReactNode } from 'react';
import { resolvePortalSettings } from '../../../engine/portal/PortalSettings';
import type { PortalInfo } from '../../../widgets/shared/PortalContext';
import { fakePortal, renderWithProviders } from '../renderWithProviders';

export interface JsonAnswer {
  status?: number;
  body: unknown;
}
export type Answer = JsonAnswer | Promise<JsonAnswer>;
/** Answers one request: method and path (with query) in, a JSON answer out. */
export type FakeServer = (method: string, url: URL, body: unknown) => Answer;

export const json = (body: unknown, status = 200) => ({ status, body });

/**
 * Renders a candidate-home widget logged in as a candidate (renderWithProviders), with the request
 * layer talking to a fake server the test describes, the toaster, at the given address; `calls`
 * records every request with its parsed JSON body.
 */
export function renderHome(ui: ReactNode, server: FakeServer, options: { config?: Partial<PageConfig>; at?: string; loggedOut?: boolean; i18n?: i18n } = {}) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const portal: PortalInfo = {
    ...fakePortal,
    user: options.loggedOut
      ? { isLoggedIn: false, isAdmin: false, isThemeBuilderUser: false }
      : { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false, userId: 'ada', fullName: 'Ada Lovelace' },
    settings: resolvePortalSettings({ domain: 'acme.com', name: 'Acme Corporation', pages: {}, ...options.config } as PageConfig),
  };
  const rendered = renderWithProviders(() => ui, {
    portal,
    at: options.at ?? '/careers/dashboard?domain=acme.com',
    toaster: true,
    ...(options.i18n && { i18n: options.i18n }),
    fetch: async (address, init) => {
      const url = new URL(address, 'http://portico.test');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const answer = await server(method, url, body);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { calls, router: rendered.router, queryClient: rendered.queryClient };
}

/** A promise the test resolves when it chooses, to hold a request mid-flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
