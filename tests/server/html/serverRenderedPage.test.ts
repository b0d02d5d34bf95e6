import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ServerRenderer } from '../../../engine/ssr/serverRender';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import { registerPageRoutes } from '../../../server/html/registerPageRoutes';

const template =
  '<html lang="en"><head><meta name="csrf-token" content="" /><title>Careers</title><!--portico:head-->' +
  '<script type="module" crossorigin src="/gen/js/index-a1.js"></script><link rel="modulepreload" crossorigin href="/gen/js/react-b2.js"></head>' +
  '<body><div id="root"></div><!--portico:boot--></body></html>';
const configs = new Map<string, EmployerConfig>([['acme.com', { domain: 'acme.com', name: 'Acme', pages: {} } as EmployerConfig]]);

async function page(renderer: ServerRenderer, url = '/careers?domain=acme.com', headers: Record<string, string> = {}) {
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  app.decorateRequest('viewer', null);
  app.get('/api/echo', async (request) => ({ cookie: request.headers.cookie ?? null, query: request.query }));
  registerPageRoutes(app, { configs, defaultDomain: 'acme.com', template: async () => template, renderer, publicUrl: 'http://localhost' });
  const response = await app.inject({ method: 'GET', url, headers });
  await app.close();
  return response;
}

describe('server-rendered pages', () => {
  it('puts the rendered markup in #root, its head markup in <head> and the payload beside the boot data', async () => {
    const response = await page(async () => ({
      html: '<main><h3>Senior Engineer $&amp; co</h3></main>',
      head: '<link rel="preload" as="image" href="/logo.svg"/>',
      payload: { language: 'fr', chunks: ['search results'], queries: { queries: [], mutations: [] } },
    }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main><h3>Senior Engineer $&amp; co</h3></main></div>');
    expect(response.body).toMatch(/<link rel="preload" as="image" href="\/logo.svg"\/><\/head>/);
    expect(response.body).toContain('<html lang="fr" dir="ltr"');
    const payload = /<script id="portico-ssr" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(payload!)).toEqual({ language: 'fr', chunks: ['search results'], queries: { queries: [], mutations: [] } });
  });

  it('asks for the scripts after the first frame of a rendered page, and at once for a page the browser renders', async () => {
    const rendered = await page(async () => ({ html: '<main>Jobs</main>', head: '', payload: { language: 'en', chunks: [], queries: {} } }));
    const [head, body] = rendered.body.split('</head>');
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(body).toMatch(/<script nonce="[^"]+">\(function\(\)\{.*requestAnimationFrame.*<\/script>\s*<\/body>/s);
    expect(body).toContain('"/gen/js/index-a1.js"');
    expect(body).toContain('["/gen/js/react-b2.js"]');

    // The loader runs under the page's Content-Security-Policy: it carries the response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(rendered.headers['content-security-policy']))?.[1];
    expect(body).toContain(`<script nonce="${nonce}">(function(){`);

    const plain = await page(async () => null);
    expect(plain.body.split('</head>')[0]).toMatch(/<script nonce="[^"]+" type="module" crossorigin src="\/gen\/js\/index-a1.js"><\/script>/);
    expect(plain.body).not.toContain('requestAnimationFrame');
  });

  it('gives the renderer the address, the visitor’s languages and a fetch the server answers as the visitor', async () => {
    let seen: unknown;
    await page(
      async ({ url, acceptLanguage, fetch }) => {
        const echoed = await (await fetch('/api/echo?x=1')).json();
        seen = { url, acceptLanguage, echoed };
        return null;
      },
      '/careers/search?domain=acme.com&query=nurse',
      { 'accept-language': 'de-DE,de;q=0.9', cookie: 'portico_session=abc' },
    );
    expect(seen).toEqual({
      url: '/careers/search?domain=acme.com&query=nurse',
      acceptLanguage: 'de-DE,de;q=0.9',
      echoed: { cookie: 'portico_session=abc', query: { x: '1' } },
    });
  });

  it('serves the page for the browser to render when the renderer skips the route or fails', async () => {
    for (const renderer of [async () => null, async () => Promise.reject(new Error('render failed'))] as ServerRenderer[]) {
      const response = await page(renderer);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('portico-ssr');
      expect(response.body).toContain('<script id="portico-boot"');
    }
  });
});
