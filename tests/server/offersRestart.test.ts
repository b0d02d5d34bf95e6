import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, type PorticoServer } from '../../server/app';
import { seedDemoData } from '../../server/seed/seedDemoData';
import type { Offer } from '../../schemas/generated/api/offers';
import { ROOT_DIR } from './harness';

const q = '?domain=acme.com';

async function login(server: PorticoServer): Promise<Record<string, string>> {
  const token = 'restart-test-token-0123456789abcd';
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/auth/login${q}`,
    headers: { cookie: `portico_csrf=${token}`, 'x-csrf-token': token },
    payload: { email: 'ada@example.com', password: 'portico-demo' },
  });
  expect(response.statusCode).toBe(200);
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  return {
    cookie: `portico_session=${cookies.portico_session}; portico_csrf=${cookies.portico_csrf}`,
    'x-csrf-token': String(cookies.portico_csrf),
  };
}

describe('offers survive a restart (PGlite on disk)', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps an accepted offer accepted, with its signed letter, after the server is closed and reopened', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portico-offers-'));
    const first = await buildServer({
      rootDir: ROOT_DIR,
      dataDir,
      pages: false,
      rateLimits: false,
    });
    await seedDemoData(first.database.db, {
      configs: first.configs,
      now: new Date(),
      positionsPerEmployer: 60,
    });
    const headers = await login(first);
    const offers: Offer[] = (await first.app.inject({ url: `/api/offer/offers${q}`, headers })).json().data;
    const typed = offers.find((o) => o.status === 'Extended' && o.offer_documents[0]!.type === 'typed_signature' && !o.offer_documents[0]!.under_revision)!;
    const accepted = await first.app.inject({
      method: 'POST',
      url: `/api/offer/offers/${typed.id}/accept${q}`,
      headers,
      payload: { signature: 'Ada Lovelace', agree: true },
    });
    expect(accepted.statusCode).toBe(200);
    const signedCopy = (await first.app.inject({ url: accepted.json().data.offer_documents[0].url, headers })).rawPayload;
    await first.app.close();

    const second = await buildServer({
      rootDir: ROOT_DIR,
      dataDir,
      pages: false,
      rateLimits: false,
    });
    try {
      const again = await login(second);
      const detail = await second.app.inject({
        url: `/api/offer/${typed.enc_id}${q}`,
        headers: again,
      });
      expect(detail.json().data.status).toBe('Accepted');
      expect(detail.json().data.offer_documents[0]).toMatchObject({
        status: 'Signed',
        signed: true,
      });
      const bytes = Buffer.from(detail.json().data.offer_documents[0].b64_string, 'base64');
      expect(bytes.equals(signedCopy)).toBe(true);
      const repeat = await second.app.inject({
        method: 'POST',
        url: `/api/offer/offers/${typed.id}/accept${q}`,
        headers: again,
        payload: { signature: 'Ada Lovelace', agree: true },
      });
      expect(repeat.statusCode).toBe(409);
    } finally {
      await second.app.close();
    }
  }, 240_000);
});
