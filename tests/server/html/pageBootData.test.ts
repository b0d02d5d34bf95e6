import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import { registerPageRoutes } from '../../../server/html/registerPageRoutes';

const template =
  '<html lang="en"><head><meta name="csrf-token" content="" /><title>Careers</title><!--portico:head--></head><body><!--portico:boot--></body></html>';
const configs = new Map<string, EmployerConfig>([['acme.com', { domain: 'acme.com', name: 'Acme', pages: {} } as EmployerConfig]]);

async function bootData(staticAssetHost?: string, headers: Record<string, string> = { host: 'careers.acme.test' }) {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.decorateRequest('viewer', null);
  registerPageRoutes(app, { configs, defaultDomain: 'acme.com', template: async () => template, staticAssetHost, publicUrl: 'https://careers.acme.example' });
  const response = await app.inject({ method: 'GET', url: '/careers/profile', headers });
  await app.close();
  return JSON.parse(/<script id="portico-boot" type="application\/json">(.*)<\/script>/.exec(response.body)![1]!);
}

describe('page boot data: the static asset host avatars are made absolute with', () => {
  it('is the configured host when one is set', async () => {
    expect((await bootData('https://static.acme.test')).staticAssetHost).toBe('https://static.acme.test');
  });

  it('is the portal’s public address otherwise, whatever Host or X-Forwarded-Host the request names', async () => {
    expect((await bootData()).staticAssetHost).toBe('https://careers.acme.example');
    expect((await bootData(undefined, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).staticAssetHost).toBe('https://careers.acme.example');
  });
});
