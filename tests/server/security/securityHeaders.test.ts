import { connect } from 'node:net';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { seedDemoData } from '../../../server/seed/seedDemoData';
import { createTestDatabase, ROOT_DIR } from '../harness';

/**
 * The real server with pages (a small built app in a temporary folder, no server renderer) on one
 * database: acme.com has its own https publicUrl, globex.com uses the server's http one.
 */
const ACME_URL = 'https://careers.acme.example';
const SERVER_URL = 'http://portico.example:8080';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="csrf-token" content="" />
    <title>Careers</title>
    <!--portico:head-->
    <script type="module" crossorigin src="/gen/js/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/gen/js/framework-b2.js">
  </head>
  <body>
    <div id="root"></div>
    <!--portico:boot-->
  </body>
</html>`;

let database: PorticoDatabase;
let server: PorticoServer;
let jobId: number;

beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'portico-client-'));
  await mkdir(path.join(clientDir, 'gen', 'js'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(clientDir, 'gen', 'js', 'index-a1.js'), 'console.log(1);\n'.repeat(100));
  const configDir = await mkdtemp(path.join(os.tmpdir(), 'portico-configs-'));
  await cp(path.join(ROOT_DIR, 'configs', 'globex.json'), path.join(configDir, 'globex.json'));
  await cp(path.join(ROOT_DIR, 'configs', 'forms'), path.join(configDir, 'forms'), { recursive: true });
  const acme = JSON.parse(await readFile(path.join(ROOT_DIR, 'configs', 'acme.json'), 'utf8'));
  await writeFile(path.join(configDir, 'acme.json'), JSON.stringify({ ...acme, publicUrl: ACME_URL }));

  database = await createTestDatabase('pglite');
  server = await buildServer({ rootDir: ROOT_DIR, configDir, clientDir, database, serverRender: false, rateLimits: false, publicUrl: SERVER_URL });
  await seedDemoData(database.db, { configs: server.configs, now: new Date(), positionsPerEmployer: 30 });
  const open = await database.db.selectFrom('positions').select('id').where('domain', '=', 'acme.com').where('closed_at', 'is', null).executeTakeFirstOrThrow();
  jobId = open.id;
}, 120_000);

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
const csp = (response: LightMyRequestResponse) => String(response.headers['content-security-policy']);
const directive = (response: LightMyRequestResponse, name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(csp(response))?.[1];

describe('security headers', () => {
  it('sends nosniff, the referrer policy and refuses framing on every response: API, page, static file, sitemap, 404, refused request', async () => {
    const responses = {
      api: await get('/api/pcsx/search?domain=acme.com'),
      page: await get('/careers?domain=acme.com'),
      otherEmployerPage: await get('/careers/jobs?domain=globex.com'),
      unknownEmployerPage: await get('/careers?domain=nobody.example'),
      script: await get('/gen/js/index-a1.js'),
      favicon: await get('/favicon.svg'),
      sitemap: await get('/careers/sitemap.xml?domain=acme.com'),
      notFound: await get('/no/such/thing'),
      unknownEmployerApi: await get('/api/pcsx/search?domain=nobody.example'),
      csrfRefused: await server.app.inject({ method: 'POST', url: '/api/auth/login?domain=acme.com', payload: {} }),
      health: await get('/healthz'),
    };
    expect(responses.page.statusCode).toBe(200);
    expect(responses.script.statusCode).toBe(200);
    expect(responses.notFound.statusCode).toBe(404);
    expect(responses.csrfRefused.statusCode).toBe(403);
    for (const [name, response] of Object.entries(responses)) {
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], name).toBe('DENY');
      expect(directive(response, 'frame-ancestors'), name).toBe("'none'");
      expect(directive(response, 'script-src'), name).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it('sends them also where Fastify or Node answer before any hook: a malformed address, a request line with bytes outside ASCII', async () => {
    const badUrl = await get('/careers/job/%E0?domain=acme.com');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'Invalid request: the address is not valid', error_code: 'invalid_request' });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.end(Buffer.concat([Buffer.from('GET /careers?next=/'), Buffer.from('日本', 'utf8'), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]));
    });
    const [head = '', body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body!)).toEqual({ message: 'Invalid request: the request is malformed', error_code: 'invalid_request' });
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
    );
    for (const [name, response] of Object.entries({ badUrl: badUrl.headers, rawRequest: headers })) {
      expect(response['x-content-type-options'], name).toBe('nosniff');
      expect(response['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(response['x-frame-options'], name).toBe('DENY');
      expect(String(response['content-security-policy']), name).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('sends Strict-Transport-Security only where the public address is https', async () => {
    expect((await get('/careers?domain=acme.com')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get('/careers?domain=acme.com')).headers['content-security-policy']).toMatch(/;\s*upgrade-insecure-requests$/);
    // Not from the request's protocol: a proxy saying https does not turn it on for an http address.
    for (const url of ['/careers?domain=globex.com', '/api/pcsx/search?domain=acme.com', '/gen/js/index-a1.js']) {
      expect((await get(url, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'], url).toBeUndefined();
    }
    const https = await buildServer({ rootDir: ROOT_DIR, database, pages: false, rateLimits: false, publicUrl: 'https://careers.example.com' });
    try {
      for (const url of ['/api/pcsx/search?domain=acme.com', '/healthz', '/nothing-here']) {
        expect((await https.app.inject({ url })).headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await https.app.close();
    }
  });
});

describe('a page’s Content-Security-Policy', () => {
  const nonceOf = (response: LightMyRequestResponse) => /'nonce-([^']+)'/.exec(directive(response, 'script-src') ?? '')?.[1];

  it('gives the page’s scripts the response’s nonce, a new one each response; the JSON it carries needs none', async () => {
    const first = await get(`/careers/job/${jobId}?domain=acme.com`);
    const second = await get(`/careers/job/${jobId}?domain=acme.com`);
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonce);
    const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/gen/js/index-a1.js">`);
    for (const script of scripts) {
      if (/type="application\/(ld\+)?json"/.test(script)) expect(script).not.toContain('nonce=');
      else expect(script).toContain(`nonce="${nonce}"`);
    }
    expect(scripts.filter((script) => script.includes('application/ld+json'))).toHaveLength(1);
    expect(scripts.filter((script) => script.includes('id="portico-boot"'))).toHaveLength(1);
  });

  it('allows the outside providers the employer’s config names: the map for acme.com, not for globex.com (map off); the forms’ sign widget for both', async () => {
    const acme = await get('/careers/jobs?domain=acme.com');
    expect(directive(acme, 'script-src')).toMatch(/^'self' 'nonce-[^']+' https:\/\/\*\.googleapis\.com https:\/\/\*\.gstatic\.com /);
    expect(directive(acme, 'frame-src')).toBe("'self' https://sign.acme-docs.example https://*.google.com");
    const globex = await get('/careers/jobs?domain=globex.com');
    expect(directive(globex, 'script-src')).toMatch(/^'self' 'nonce-[^']+'$/);
    expect(directive(globex, 'frame-src')).toBe("'self' https://sign.acme-docs.example");
    expect(directive(globex, 'style-src')).toBe("'self' 'unsafe-inline'");
    expect(directive(globex, 'img-src')).toBe(`'self' data: blob: https: ${SERVER_URL}`);
  });
});

describe('absolute URLs come from configuration, never from the request’s Host', () => {
  const forged: Record<string, string>[] = [
    { 'x-forwarded-host': 'evil.example' },
    { host: 'evil.example' },
    { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  ];

  it('builds the sitemap from the employer’s public address', async () => {
    const plain = await get('/careers/sitemap.xml?domain=acme.com');
    expect(plain.body).toContain(`<loc>${ACME_URL}/careers/job/${jobId}-`);
    expect((await get('/careers/sitemap.xml?domain=globex.com')).body).toContain(`<loc>${SERVER_URL}/careers/job/`);
    for (const headers of forged) {
      const response = await get('/careers/sitemap.xml?domain=acme.com', headers);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toBe(plain.body);
    }
  });

  it('builds the job page’s canonical link, JSON-LD and boot data from it', async () => {
    const url = `/careers/job/${jobId}?domain=acme.com`;
    const plain = await get(url);
    expect(plain.body).toMatch(new RegExp(`<link rel="canonical" href="${ACME_URL}/careers/job/${jobId}-[a-z0-9-]+\\?domain=acme.com" />`));
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(plain.body)![1]!);
    expect(jsonLd.url).toMatch(new RegExp(`^${ACME_URL}/careers/job/${jobId}-`));
    const boot = (body: string) => JSON.parse(/<script id="portico-boot" type="application\/json">(.*?)<\/script>/s.exec(body)![1]!);
    expect(boot(plain.body).staticAssetHost).toBe(ACME_URL);
    expect(boot((await get('/careers/profile?domain=globex.com')).body).staticAssetHost).toBe(SERVER_URL);
    const page = (body: string) => body.replace(/ nonce="[^"]*"/g, '').replace(/"csrf-token" content="[^"]*"/, '"csrf-token"');
    for (const headers of forged) {
      const response = await get(url, headers);
      expect(response.body).not.toContain('evil.example');
      expect(page(response.body)).toBe(page(plain.body));
    }
  });
});
