import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import { SafeHtml } from '../../../widgets/shared/SafeHtml';
import { sanitizeHtml } from '../../../widgets/shared/sanitizeHtml';

/** Parses sanitized HTML back into a DOM fragment, so tests inspect elements rather than strings. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('sanitizeHtml', () => {
  it('drops an event handler and keeps the element', () => {
    const clean = parse(sanitizeHtml('<img src=x onerror=alert(1)>'));
    const img = clean.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('src')).toBe('x');
    expect(img?.hasAttribute('onerror')).toBe(false);
    expect(clean.innerHTML).not.toMatch(/onerror|alert/);
  });

  it('drops every on* handler, whatever its case', () => {
    const clean = sanitizeHtml('<p onclick="x()" ONMOUSEOVER="y()" onFocus="z()">Hi</p>');
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes a script element together with its code', () => {
    const clean = sanitizeHtml('<p>Before</p><script>alert(1)</script><p>After</p>');
    expect(clean).toBe('<p>Before</p><p>After</p>');
  });

  it.each([['javascript:alert(1)'], ['JavaScript:alert(1)'], [' javascript:alert(1)'], ['java\tscript:alert(1)']])(
    'drops the href %j and keeps the link text',
    (href) => {
      const link = parse(sanitizeHtml(`<a href="${href}">Click</a>`)).querySelector('a');
      expect(link).not.toBeNull();
      expect(link?.textContent).toBe('Click');
      expect(link?.hasAttribute('href')).toBe(false);
    },
  );

  it('keeps ordinary https and site links, with their target', () => {
    const clean = parse(sanitizeHtml('<a href="https://acme.example/privacy" target="_blank">Privacy</a> <a href="/careers">Jobs</a>'));
    const [external, internal] = Array.from(clean.querySelectorAll('a'));
    expect(external?.getAttribute('href')).toBe('https://acme.example/privacy');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(internal?.getAttribute('href')).toBe('/careers');
  });

  it('keeps the formatting an employer writes', () => {
    const html = '<p><strong>Acme</strong> is an <em>equal</em> opportunity employer.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a style element', '<style>body{display:none}</style><p>Text</p>'],
    ['a form', '<form action="https://evil.example"><p>Text</p></form>'],
    ['an input', '<input name="password"><p>Text</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Text</p>'],
  ])('removes %s', (_title, html) => {
    const clean = parse(sanitizeHtml(html));
    expect(clean.querySelector('style, form, input, iframe')).toBeNull();
    expect(clean.textContent).toContain('Text');
  });

  it('drops an SVG that carries script', () => {
    const clean = sanitizeHtml('<svg><script>alert(1)</script><circle onload="alert(2)"/></svg><p>Text</p>');
    expect(clean).not.toMatch(/alert|onload|<script/);
  });
});

describe('SafeHtml', { timeout: 30_000 }, () => {
  it('renders the sanitized markup, without the handlers or scripts of the input, once the sanitizer has loaded', async () => {
    await act(async () => {
      render(
        <ChakraProvider value={createPorticoSystem()}>
          <SafeHtml data-testid="safe" html={'<p>Hello <a href="javascript:alert(1)">there</a></p><img src=x onerror=alert(1)><script>alert(2)</script>'} />
        </ChakraProvider>,
      );
    });
    const host = await screen.findByTestId('safe');
    expect(host).toHaveTextContent('Hello there');
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});
