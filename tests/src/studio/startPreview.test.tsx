import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import acme from '../../../configs/acme.json';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import type { PreviewToStudioMessage } from '../../../engine/studio/previewProtocol';
import { pageConfig, type PageBootData } from '../../../engine/i18n/localizedText';
import { previewFetch, startPreview } from '../../../src/studio/preview/startPreview';
import { installBrowserStubs } from '../../widgets/renderWithProviders';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits arbitrary config paths
type Json = Record<string, any>;
const checked = validateEmployerConfig(acme);
if (!checked.ok) throw new Error('configs/acme.json is not valid');
const boot: PageBootData = {
  domain: 'acme.com',
  config: pageConfig(checked.config, 'en'),
  user: { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false, userId: 'ada-id', email: 'ada@example.com', fullName: 'Ada Lovelace' },
  language: 'en',
  staticAssetHost: 'http://localhost:3000',
  microsite: null,
};
const withHero = (heading: string): Json => {
  const copy = structuredClone(acme) as Json;
  copy.pcsxConfig.branding.heroImages.jobs.heading = heading;
  return copy;
};

const requests: { url: string; headers: Headers }[] = [];
const posted: PreviewToStudioMessage[] = [];
/** The studio's message, as the parent window (jsdom's top window is its own parent) sends it. */
const fromStudio = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
const beacon = vi.fn(() => true);

let stop: (() => void) | undefined;
beforeAll(() => {
  installBrowserStubs();
  window.history.replaceState(null, '', '/careers?domain=acme.com&studioPreview=sample');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response('{"data":{}}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message as PreviewToStudioMessage));
  const container = document.createElement('div');
  document.body.append(container);
  stop = startPreview(boot, container);
});
afterEach(() => {
  posted.length = 0;
});
afterAll(() => {
  stop?.();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the studio's preview runtime", { timeout: 30_000 }, () => {
  it('renders the portal, asks for the draft and names its persona on every request', async () => {
    expect(posted).toEqual([{ type: 'portico-studio-preview-ready' }]);
    expect(await screen.findByText("Build what's next at Acme", {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    for (const request of requests) expect(request.headers.get('X-Portico-Preview'), request.url).toBe('sample');
  });

  it('renders a valid draft, keeping the page, and says so once it is painted', async () => {
    posted.length = 0;
    fromStudio({ type: 'portico-studio-preview', id: 1, config: withHero('Drafted in the studio') });
    expect(await screen.findByText('Drafted in the studio')).toBeInTheDocument();
    expect(screen.queryByText("Build what's next at Acme")).toBeNull();
    await waitFor(() => expect(posted).toEqual([{ type: 'portico-studio-preview-rendered', id: 1 }]));
    expect(window.location.pathname + window.location.search).toBe('/careers?domain=acme.com&studioPreview=sample');
  });

  it('keeps the last good draft on screen and answers the engine’s errors for an invalid one', async () => {
    const broken = withHero('Never shown');
    broken.pages.jobs.layout[0].widget = 'serchBar';
    fromStudio({ type: 'portico-studio-preview', id: 2, config: broken });
    await waitFor(() => expect(posted).toHaveLength(1));
    const [answer] = posted;
    expect(answer).toMatchObject({ type: 'portico-studio-preview-invalid', id: 2 });
    const errors = (answer as Extract<PreviewToStudioMessage, { errors: unknown }>).errors;
    expect(errors).toContainEqual({ pointer: '/pages/jobs/layout/0/widget', message: expect.stringContaining('searchBar') });
    expect(screen.getByText('Drafted in the studio')).toBeInTheDocument();
    expect(screen.queryByText('Never shown')).toBeNull();
  });

  it('listens to this site’s studio only, and only to draft messages', async () => {
    fromStudio({ type: 'portico-studio-preview', id: 3, config: withHero('From elsewhere') }, 'https://evil.example');
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'portico-studio-preview', id: 4, config: withHero('No source') }, origin: window.location.origin }),
    );
    fromStudio({ type: 'something-else', id: 5, config: withHero('Other message') });
    fromStudio({ type: 'portico-studio-preview', id: 6, config: withHero('Last') });
    expect(await screen.findByText('Last')).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([{ type: 'portico-studio-preview-rendered', id: 6 }]));
  });

  it('sends no page logs', () => {
    expect(beacon).not.toHaveBeenCalled();
    expect(requests.filter((request) => request.url.includes('/vslog'))).toEqual([]);
  });
});

describe('previewFetch', () => {
  it('adds the persona to the headers a request already has', async () => {
    const base = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }));
    await previewFetch('visitor', base)('/api/x', { method: 'POST', headers: { 'X-CSRF-Token': 't' } });
    const headers = new Headers(base.mock.calls[0]![1]!.headers);
    expect(headers.get('X-Portico-Preview')).toBe('visitor');
    expect(headers.get('X-CSRF-Token')).toBe('t');
    expect(base.mock.calls[0]![1]!.method).toBe('POST');
  });
});
