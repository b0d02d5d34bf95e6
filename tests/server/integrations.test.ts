import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PorticoServer } from '../../server/app';
import type { PorticoDatabase } from '../../server/db/createDatabase';
import { expectApiSchema } from './expectApiSchema';
import { TARGETS } from './harness';
import { ADMIN, CONSULTANT, inject, loginOn, seededPagesServer } from './studio/studioServer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read API answers as JSON
type Json = Record<string, any>;

const position = (title: string, extra: Json = {}): Json => ({
  title,
  description: '<p>Run our <strong>platform</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">more</a>',
  department: 'Engineering',
  city: 'Lisbon',
  country: 'PT',
  employmentType: 'Full time',
  salaryMin: 50000,
  salaryMax: 70000,
  currency: 'EUR',
  latitude: 38.72,
  longitude: -9.14,
  skills: ['Go', 'Kubernetes'],
  ...extra,
});

for (const target of TARGETS) {
  describe(`the integration API [${target}]`, () => {
    let database: PorticoDatabase;
    let server: PorticoServer;
    let admin: Record<string, string>;
    let candidate: Record<string, string>;
    let consultant: Record<string, string>;
    let key: string;

    beforeAll(async () => {
      ({ database, server } = await seededPagesServer(target));
      admin = await loginOn(server, ADMIN);
      candidate = await loginOn(server, 'ada@example.com');
      consultant = await loginOn(server, CONSULTANT, 'globex.com');
    }, 120_000);
    afterAll(async () => {
      await server?.app.close();
      await database?.close();
    });

    // An integration call: the key as a bearer token, no cookie and no CSRF token.
    const api = (method: 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown, token = key) =>
      server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
    const searchTitles = async (query: string) => {
      const response = await server.app.inject({ url: `/api/pcsx/search?domain=acme.com&query=${encodeURIComponent(query)}` });
      return (response.json().data.positions as { title: string }[]).map((p) => p.title);
    };

    it('lets an employer admin create a key (shown once, kept hashed), lists it without the key, and refuses candidates', async () => {
      expect((await inject(server, 'POST', '/api/studio/employers/acme.com/api-keys', candidate, { name: 'Workday' })).statusCode).toBe(403);
      expect((await inject(server, 'POST', '/api/studio/employers/acme.com/api-keys', admin, { name: '' })).statusCode).toBe(400);
      const created = await inject(server, 'POST', '/api/studio/employers/acme.com/api-keys', admin, { name: 'Workday' });
      expect(created.statusCode, created.body).toBe(201);
      expectApiSchema(created.json(), 'integrations', 'CreateApiKeyResponse');
      key = created.json().key;
      expect(key).toMatch(/^ptk_[A-Za-z0-9_-]{40,}$/);
      const stored = await database.db.selectFrom('api_keys').selectAll().where('id', '=', created.json().id).executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(key);
      const listed = await inject(server, 'GET', '/api/studio/employers/acme.com/api-keys', admin);
      expectApiSchema(listed.json(), 'integrations', 'ApiKeyListResponse');
      expect(listed.json().keys).toEqual([expect.objectContaining({ id: created.json().id, name: 'Workday', keyPrefix: key.slice(0, 10), createdBy: ADMIN })]);
      expect(listed.body).not.toContain(key);
    });

    it('creates a position from the ATS, sanitized, found by search; the same data again changes nothing', async () => {
      const created = await api('PUT', '/api/integrations/positions/WD-1001', position('Platform Reliability Lead'));
      expect(created.statusCode, created.body).toBe(201);
      expectApiSchema(created.json(), 'integrations', 'PositionResult');
      expect(created.json()).toMatchObject({ externalId: 'WD-1001', status: 'created' });
      const row = await database.db.selectFrom('positions').selectAll().where('id', '=', created.json().id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        domain: 'acme.com',
        employment_type: 'full_time',
        currency: 'EUR',
        salary_min: 50000,
        location: 'Lisbon, PT',
        closed_at: null,
      });
      expect(row.description).toContain('<strong>platform</strong>');
      expect(row.description).not.toMatch(/script|javascript:|onclick/);
      await expect.poll(() => searchTitles('Platform Reliability Lead'), { timeout: 5000 }).toContain('Platform Reliability Lead');
      // Its job page's JobPosting carries the salary in its currency, the ATS's id and direct apply.
      const page = await server.app.inject({ url: `/careers/job/${created.json().id}?domain=acme.com` });
      const posting = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!) as Json;
      expect(posting).toMatchObject({
        identifier: { value: 'WD-1001' },
        directApply: true,
        baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 70000, unitText: 'YEAR' } },
        jobLocation: { address: { addressLocality: 'Lisbon', addressCountry: 'PT' } },
      });
      const again = await api('PUT', '/api/integrations/positions/WD-1001', position('Platform Reliability Lead'));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: 'unchanged', id: created.json().id });
      const moved = await api('PUT', '/api/integrations/positions/WD-1001', position('Platform Reliability Lead', { city: 'Porto' }));
      expect(moved.json()).toMatchObject({ status: 'updated', id: created.json().id });
    });

    it('refuses a bad position with each problem at its place, and a key of no one, a missing or a revoked key with 401', async () => {
      const bad = await api('PUT', '/api/integrations/positions/WD-2', {
        title: '',
        description: 'x',
        country: 'Portugal',
        employmentType: 'Gig',
        salaryMin: 9,
      });
      expect(bad.statusCode).toBe(422);
      expectApiSchema(bad.json(), 'integrations', 'PositionErrorResponse');
      expect(bad.json().errors.map((error: Json) => error.pointer)).toEqual(expect.arrayContaining(['/title', '/country']));
      const rules = await api('PUT', '/api/integrations/positions/WD-2', { title: 'Chef', description: 'x', employmentType: 'Gig', salaryMin: 9 });
      expect(rules.json().errors.map((error: Json) => error.pointer)).toEqual(['/employmentType', '/currency']);
      expect((await api('PUT', '/api/integrations/positions/WD-2', position('Chef'), 'ptk_nobody')).statusCode).toBe(401);
      expect((await server.app.inject({ method: 'PUT', url: '/api/integrations/positions/WD-2', payload: position('Chef') })).statusCode).toBe(401);
      const spare = await inject(server, 'POST', '/api/studio/employers/acme.com/api-keys', consultant, { name: 'Spare' });
      const revoked = await inject(server, 'DELETE', `/api/studio/employers/acme.com/api-keys/${spare.json().id}`, admin);
      expect(revoked.statusCode).toBe(204);
      expect((await api('PUT', '/api/integrations/positions/WD-2', position('Chef'), spare.json().key)).statusCode).toBe(401);
      expect((await inject(server, 'DELETE', `/api/studio/employers/acme.com/api-keys/${spare.json().id}`, admin)).statusCode).toBe(404);
    });

    it('takes a bulk call: the good items are stored, each bad one is reported in its place', async () => {
      const response = await api('POST', '/api/integrations/positions/bulk', {
        positions: [
          { externalId: 'WD-3001', ...position('Quokka Habitat Engineer') },
          { externalId: 'WD-3002', ...position('Quokka Designer', { salaryMax: 10 }) },
          { ...position('No Id') },
          { externalId: 'WD-3003', ...position('Quokka Analyst', { remote: true, city: undefined, latitude: undefined, longitude: undefined }) },
          // The same id again in one call: an update of the one just created.
          { externalId: 'WD-3003', ...position('Quokka Lead Analyst', { remote: true, city: undefined, latitude: undefined, longitude: undefined }) },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expectApiSchema(response.json(), 'integrations', 'BulkPositionsResponse');
      expect(response.json().results.map((result: Json) => [result.externalId, result.status])).toEqual([
        ['WD-3001', 'created'],
        ['WD-3002', 'invalid'],
        [null, 'invalid'],
        ['WD-3003', 'created'],
        ['WD-3003', 'updated'],
      ]);
      expect(response.json().results[4].id).toBe(response.json().results[3].id);
      expect((await database.db.selectFrom('positions').select('title').where('id', '=', response.json().results[3].id).executeTakeFirstOrThrow()).title).toBe(
        'Quokka Lead Analyst',
      );
      expect(response.json().results[1].errors).toEqual([{ pointer: '/salaryMax', message: 'must be at least salaryMin' }]);
      // Within the search refresh interval (SEARCH_REFRESH_MS).
      await expect.poll(() => searchTitles('Quokka Habitat Engineer'), { timeout: 5000 }).toContain('Quokka Habitat Engineer');
      const tooMany = await api('POST', '/api/integrations/positions/bulk', { positions: Array.from({ length: 1001 }, () => ({})) });
      expect(tooMany.statusCode).toBe(400);
    });

    it('closes a position: it leaves search, its job page stays readable; an unknown id is 404', async () => {
      const closed = await api('DELETE', '/api/integrations/positions/WD-3001');
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({ externalId: 'WD-3001', status: 'closed' });
      await expect.poll(() => searchTitles('Quokka Habitat Engineer'), { timeout: 5000 }).not.toContain('Quokka Habitat Engineer');
      const page = await server.app.inject({ url: `/careers/job/${closed.json().id}?domain=acme.com` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Quokka Habitat Engineer');
      expect((await api('DELETE', '/api/integrations/positions/WD-404')).statusCode).toBe(404);
      // Sent again, it opens again.
      expect((await api('PUT', '/api/integrations/positions/WD-3001', position('Quokka Habitat Engineer'))).json()).toMatchObject({ status: 'updated' });
    });
  });
}
