import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageField } from '../../../engine/forms/PageFormDefinition';
import { embeddedWidgetSrc } from '../../../widgets/forms/fields/embeddedForm/EmbeddedFormField';
import { formOf, renderForm } from './renderForm';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => vi.unstubAllGlobals());

const PROVIDER = 'https://sign.acme-docs.example';
const w4: PageField = {
  name: 'w4',
  label: 'Sign your W-4',
  type: 'esignForm',
  required: true,
  options: { widgetUrl: `${PROVIDER}/esign/public/sign-widget`, widgetId: 'acme-w4-2026' },
};

/** What the provider's widget posts to the portal: from its origin and its frame unless told otherwise. */
function post(data: unknown, origin = PROVIDER, source?: Window | null) {
  const frame = screen.getByTitle('Sign Sign your W-4') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source === undefined ? frame.contentWindow : source }));
  });
}

describe('embedded form and e-signature questions', { timeout: 30_000 }, () => {
  it("frames the provider's sign widget with wid, hosted and the portal's origin", async () => {
    expect(embeddedWidgetSrc('https://sign.example.com/esign/public/sign-widget?lang=en', 'doc 1', 'https://careers.acme.com/careers/onboarding')).toBe(
      'https://sign.example.com/esign/public/sign-widget?lang=en&wid=doc+1&hosted=1&origin=https%3A%2F%2Fcareers.acme.com',
    );
    renderForm(formOf([w4]));
    const frame = await screen.findByTitle('Sign Sign your W-4');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe(`${PROVIDER}/esign/public/sign-widget`);
    expect(Object.fromEntries(src.searchParams)).toEqual({ wid: 'acme-w4-2026', hosted: '1', origin: window.location.origin });
  });

  it('puts the frame in only as its place nears the window (its place kept meanwhile)', async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed.push({ callback, options, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    renderForm(formOf([w4]));
    await waitFor(() => expect(observed.at(-1)?.targets).toHaveLength(1));
    expect(screen.queryByTitle('Sign Sign your W-4')).toBeNull();
    const { callback, options, targets } = observed.at(-1)!;
    expect(options?.rootMargin).toBe('100% 0px');
    act(() => callback([{ isIntersecting: false, target: targets[0]! } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.queryByTitle('Sign Sign your W-4')).toBeNull();
    act(() => callback([{ isIntersecting: true, target: targets[0]! } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByTitle('Sign Sign your W-4')).toBeInTheDocument();
  });

  it('is complete when the widget reports ESIGN from its own origin and frame, and ignores every other message', async () => {
    const { box } = renderForm(formOf([w4]));
    await screen.findByTitle('Sign Sign your W-4');
    post({ type: 'ESIGN' }, 'https://evil.example');
    post({ type: 'ESIGN' }, PROVIDER, window);
    post({ type: 'SOMETHING_ELSE' });
    expect(box.controller?.store.getSubmission()).toEqual({});
    post({ type: 'ESIGN' });
    expect(await screen.findByText('Signed')).toBeInTheDocument();
    expect(screen.queryByTitle('Sign Sign your W-4')).not.toBeInTheDocument();
    expect(box.controller?.store.getSubmission().w4).toEqual({ completed: true, completed_at: expect.any(String) });
    expect(box.controller?.validateAll()).toEqual({});
  });

  it('stays unanswered when the candidate rejects, says so, and can open the document again', async () => {
    const { box } = renderForm(formOf([w4]));
    await screen.findByTitle('Sign Sign your W-4');
    post('REJECT');
    expect(await screen.findByText('You declined to sign this document.')).toBeInTheDocument();
    expect(await screen.findByText('Sign your W-4 is required')).toBeInTheDocument();
    expect(box.controller?.store.getSubmission()).toEqual({});
    await userEvent.click(screen.getByRole('button', { name: 'Open the document again' }));
    await waitFor(() => expect(screen.getByTitle('Sign Sign your W-4')).toBeInTheDocument());
    post({ type: 'ESIGN' });
    expect(await screen.findByText('Signed')).toBeInTheDocument();
  });
});
