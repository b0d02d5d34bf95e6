/**
 * Issue 24, many employers: the seed generator (valid configs, positions spread unevenly), the search
 * data held per employer under a ceiling (least recently used evicted, loaded again on demand), and
 * the common keywords ranked ahead (the same results as a search that ranks them when asked).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageConfig } from '../../engine/i18n/localizedText';
import type { SearchQuery } from '../../schemas/generated/api/search';
import { loadEmployerConfigs } from '../../server/config/loadEmployerConfigs';
import type { PorticoDatabase } from '../../server/db/createDatabase';
import { LiveForms } from '../../server/forms/formCatalog';
import { commonKeywords } from '../../server/search/commonKeywords';
import { loadKeywordMatches } from '../../server/search/KeywordMatches';
import { parseSearchRequest } from '../../server/search/parseSearchRequest';
import { estimateBytes, SearchIndex } from '../../server/search/SearchIndex';
import { searchPositions } from '../../server/search/searchPositions';
import { zipfSizes } from '../../server/seed/generateEmployers';
import { seedLarge } from '../../server/seed/seedLarge';
import { checkEmployerConfig } from '../../server/studio/checkEmployerConfig';
import { loadLiveConfigs } from '../../server/studio/LiveConfigs';
import { publishedEmployerConfigs } from '../../server/studio/employerConfigStore';
import { createTestDatabase, ROOT_DIR, TARGETS } from './harness';

const CONFIG_DIR = path.join(ROOT_DIR, 'configs');
const EMPLOYERS = 20;
const POSITIONS = 5000;

it('spreads positions by a Zipf law: the counts add up, fall with the rank, and the largest holds the share asked', () => {
  const sizes = zipfSizes(1000, 1_000_000);
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(1_000_000);
  expect(sizes[0]).toBeGreaterThan(95_000);
  expect(sizes[0]).toBeLessThan(105_000);
  for (let k = 1; k < sizes.length; k += 1) expect(sizes[k]).toBeLessThanOrEqual(sizes[k - 1]!);
  // Most employers have a few hundred.
  expect(sizes[500]).toBeGreaterThan(100);
  expect(sizes[500]).toBeLessThan(1000);
  expect(Math.min(...sizes)).toBeGreaterThan(0);
  expect(zipfSizes(3, 2)).toEqual([1, 1, 0]);
});

for (const target of TARGETS) {
  describe(`many employers (${target})`, () => {
    let database: PorticoDatabase;
    const counts = new Map<string, number>();

    beforeAll(async () => {
      database = await createTestDatabase(target);
      const outcome = await seedLarge(database.db, {
        configs: await loadEmployerConfigs(CONFIG_DIR),
        configDir: CONFIG_DIR,
        now: new Date('2026-11-20T12:00:00Z'),
        employers: { count: EMPLOYERS, positions: POSITIONS },
      });
      expect(outcome).toMatchObject({ seeded: true, positions: POSITIONS });
      const rows = await database.db
        .selectFrom('positions')
        .select(['domain', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('domain')
        .execute();
      for (const row of rows) counts.set(row.domain, Number(row.n));
    }, 120_000);
    afterAll(async () => {
      await database?.close();
    });

    it('stores every employer as a published config that passes the checks a publish and a start make', async () => {
      const published = await publishedEmployerConfigs(database.db);
      expect(published).toHaveLength(EMPLOYERS);
      const forms = new LiveForms();
      const generated = published.filter((row) => row.domain.endsWith('.example'));
      expect(generated).toHaveLength(EMPLOYERS - 2);
      for (const row of generated) {
        const checked = checkEmployerConfig(row.raw, row.domain, forms);
        expect(checked.errors, row.domain).toEqual([]);
        expect(row).toMatchObject({ version: 1, author: 'seed' });
      }
      // A server start validates every published config the same way.
      const live = await loadLiveConfigs(database.db, CONFIG_DIR);
      expect(live.configs.size).toBe(EMPLOYERS);
      // Names, colours and search pages vary.
      const configs = generated.map((row) => row.raw as { name: string; theme?: { colors?: { primary?: string } }; pcsxConfig?: { searchConfig?: unknown } });
      expect(new Set(configs.map((c) => c.name)).size).toBe(generated.length);
      expect(new Set(configs.map((c) => c.theme?.colors?.primary)).size).toBeGreaterThan(generated.length / 2);
      expect(new Set(configs.map((c) => JSON.stringify(c.pcsxConfig?.searchConfig))).size).toBeGreaterThan(3);
    });

    it('spreads the positions unevenly over every employer, acme.com the largest, and keeps the demo people', async () => {
      expect(counts.size).toBe(EMPLOYERS);
      expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(POSITIONS);
      const sorted = [...counts.values()].sort((a, b) => b - a);
      expect(counts.get('acme.com')).toBe(sorted[0]);
      expect(counts.get('acme.com')).toBe(POSITIONS / 10);
      expect(counts.get('globex.com')).toBe(300);
      expect(sorted[0]!).toBeGreaterThan(2 * sorted[sorted.length >> 1]!);
      const ada = await database.db.selectFrom('candidates').select('email').where('email', '=', 'ada@example.com').executeTakeFirst();
      expect(ada).toBeDefined();
    });

    it('holds employers under its ceiling, drops the least recently searched first and loads them again with the same results', async () => {
      const [a, b, c] = [...counts.keys()].filter((domain) => domain.endsWith('.example')).sort();
      const measure = new SearchIndex(database.db);
      const bytes = async (domain: string) => estimateBytes(await measure.domainPositions(domain));
      const [sizeA, sizeB, sizeC] = [await bytes(a!), await bytes(b!), await bytes(c!)];
      // Room for two of the three.
      const index = new SearchIndex(database.db, { maxBytes: Math.max(sizeA + sizeB, sizeA + sizeC, sizeB + sizeC) });
      const first = await index.snapshot(a!, 'engineer');
      await index.domainPositions(b!);
      await index.domainPositions(a!); // a is now the most recent
      expect(index.held().domains).toEqual([b, a]);
      await index.domainPositions(c!);
      expect(index.held().domains).toEqual([a, c]);
      expect(index.held().bytes).toBe(sizeA + sizeC);
      await index.domainPositions(b!);
      expect(index.held().domains).toEqual([c, b]);
      expect(index.held().bytes).toBeLessThanOrEqual(Math.max(sizeA + sizeB, sizeA + sizeC, sizeB + sizeC));
      // a was dropped with its keyword: loaded again, the same positions and the same ranking.
      const again = await index.snapshot(a!, 'engineer');
      expect(again.cached).toBe(false);
      expect(Array.from(again.positions.ids)).toEqual(Array.from(first.positions.ids));
      expect(Array.from(again.matches!.order)).toEqual(Array.from(first.matches!.order));
      // One employer larger than the ceiling is still served (and held alone).
      const tiny = new SearchIndex(database.db, { maxBytes: 1 });
      await tiny.domainPositions(a!);
      await tiny.domainPositions('acme.com');
      expect(tiny.held().domains).toEqual(['acme.com']);
    });

    it("finds an employer's matches by its own rows exactly as through the full-text index", async () => {
      const index = new SearchIndex(database.db, { warmMinPositions: Infinity });
      const small = [...counts.keys()].find((domain) => domain.endsWith('.example'))!;
      for (const domain of ['acme.com', small]) {
        const positions = await index.domainPositions(domain);
        for (const keyword of ['engineer', 'software engineer', 'engin', 'data -scientist', '"machine learning"', 'python or go', 'astronaut']) {
          const byRows = await loadKeywordMatches(database.db, positions, keyword, 'domain');
          const byIndex = await loadKeywordMatches(database.db, positions, keyword, 'index');
          expect(Array.from(byRows.order), `${domain} ${keyword}`).toEqual(Array.from(byIndex.order));
          expect(byRows.tsquery).toBe(byIndex.tsquery);
          if (keyword === 'engineer') expect(byRows.order.length).toBeGreaterThan(10);
        }
      }
    });

    it('ranks the common keywords of a large employer ahead, and a search of one answers exactly what ranking it when asked does', async () => {
      const config = (await loadEmployerConfigs(CONFIG_DIR)).get('acme.com')!;
      const warmed = new SearchIndex(database.db, { warmMinPositions: 100 });
      const cold = new SearchIndex(database.db, { warmMinPositions: Infinity });
      const positions = await warmed.domainPositions('acme.com');
      await warmed.whenWarm();
      const keywords = commonKeywords(positions, await warmed.vocabulary('acme.com'), 80);
      expect(keywords).toContain('engineer');
      expect(keywords).toContain('software engineer');
      for (const keyword of ['engineer', 'software engineer', 'data']) {
        expect((await warmed.snapshot('acme.com', keyword)).cached, keyword).toBe(true);
        expect((await cold.snapshot('acme.com', keyword)).cached, keyword).toBe(false);
      }
      const queries: SearchQuery[] = [
        { query: 'engineer' },
        { query: 'data', sort_by: 'date' },
        { query: 'software engineer', filter_department: 'Engineering', start: 10 } as SearchQuery,
      ];
      for (const query of queries) {
        const spec = parseSearchRequest(query, 'acme.com', config);
        const answer = async (index: SearchIndex) => {
          const { debugData: _debug, ...result } = await searchPositions({
            db: database.db,
            index,
            config: pageConfig(config, 'en'),
            language: 'en',
            spec,
            viewer: null,
            debug: false,
          });
          return result;
        };
        const fast = await answer(warmed);
        expect(fast.count, JSON.stringify(query)).toBeGreaterThan(0);
        expect(fast, JSON.stringify(query)).toEqual(await answer(new SearchIndex(database.db, { warmMinPositions: Infinity })));
      }
    });
  });
}
