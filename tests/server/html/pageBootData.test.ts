import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import { registerPageRoutes } from '../../../server/routes/pages';

const template =
  '<html lang="en"><head><meta name="csrf-token" content="" /><title>Careers</title><!--portico:head--></head><body><!--portico:boot--></body></html>';
const configs = new Map<string, EmployerConfig>([['acme.com', { domain: 'acme.com', name: 'Acme', pages: {} } as EmployerConfig]]);

async function bootData(staticAssetHost?: string) {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.decorateRequest('viewer', null);
  registerPageRoutes(app, { configs, defaultDomain: 'acme.com', template: async () => template, staticAssetHost });
  const response = await app.inject({ method: 'GET', url: '/careers/profile', headers: { host: 'careers.acme.test' } });
  await app.close();
  return JSON.parse(/<script id="portico-boot" type="application\/json">(.*)<\/script>/.exec(response.body)![1]!);
}

describe('page boot data: the static asset host avatars are made absolute with', () => {
  it('is the configured host when one is set', async () => {
    expect((await bootData('https://static.acme.test')).staticAssetHost).toBe('https://static.acme.test');
  });

  it('is the page’s own origin otherwise', async () => {
    expect((await bootData()).staticAssetHost).toBe('http://careers.acme.test');
  });
});
