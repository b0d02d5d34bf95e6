/**
 * Search versions per employer (migration 0017, issue 24): a write at one employer leaves every other
 * employer's search data alone, and a held snapshot takes in only the rows written since (a delta),
 * giving exactly what a whole load gives. On both targets; on PostgreSQL, two instances with their own
 * pools (as two server processes have) see each other's writes.
 */
import { expect, it } from 'vitest';
import type { Insertable, Kysely } from 'kysely';
import { createDatabase } from '../../server/db/createDatabase';
import type { Database, PositionsTable } from '../../server/db/Database';
import { codedColumns, type CodedColumn, type DomainPositions } from '../../server/search/DomainPositions';
import { SearchIndex } from '../../server/search/SearchIndex';
import { describeEachTarget } from './harness';

type Load = { domain: string; kind: 'full' | 'delta'; rows: number };

/** An index that asks the database on every use (no refresh interval) and lists its loads. */
function countingIndex(db: Kysely<Database>, options: { carryBudget?: number } = {}): { index: SearchIndex; loads: Load[] } {
  const loads: Load[] = [];
  return { index: new SearchIndex(db, { refreshMs: 0, warmMinPositions: Infinity, onLoad: (load) => loads.push(load), ...options }), loads };
}

function position(domain: string, title: string, postedAt: Date, extra: Partial<Insertable<PositionsTable>> = {}): Insertable<PositionsTable> {
  return {
    domain,
    title,
    department: 'Music',
    employment_type: 'part_time',
    city: 'Austin',
    region: 'TX',
    country: 'US',
    location: 'Austin, TX, US',
    lat: 30.27,
    lng: -97.74,
    is_remote: false,
    skills: JSON.stringify(['Rhythm']),
    description: `Play the ${title.toLowerCase()}.`,
    salary_min: 50_000,
    salary_max: 70_000,
    posted_at: postedAt,
    valid_through: null,
    closed_at: null,
    ...extra,
  };
}

/**
 * What a snapshot holds, row by row, its dictionaries' codes read as their values (a patch may number
 * them in another order than a whole load): what searches, facets, maps and suggestions read of it.
 */
function contents(positions: DomainPositions) {
  const text = (column: CodedColumn, i: number) => (column.codes[i]! < 0 ? null : column.values[column.codes[i]!]);
  const rows = Array.from({ length: positions.size }, (_, i) => ({
    id: positions.ids[i],
    index: positions.indexById.get(positions.ids[i]!),
    postedAt: positions.postedAt[i],
    texts: [positions.title, positions.department, positions.city, positions.region, positions.country, positions.location, positions.employmentType].map(
      (column) => text(column, i),
    ),
    remote: positions.remote[i],
    point: [positions.lat[i], positions.lng[i], positions.salaryMid[i]],
    marker: [positions.markerLat[i], positions.markerLng[i], positions.cellKeys[positions.markerCell[i]!] ?? null],
    slot:
      positions.markerSlot[i]! < 0
        ? null
        : [positions.markerSlot[i]! % 2, positions.markerSlotLat[positions.markerSlot[i]!], positions.markerSlotLng[positions.markerSlot[i]!]],
    parts: positions.locationParts[positions.location.codes[i]!],
  }));
  const dictionaries = codedColumns(positions).map((column) => [...column.values].sort());
  const cells = [...positions.cellKeys].sort();
  return {
    size: positions.size,
    indexById: positions.indexById.size,
    rows,
    dictionaries,
    cells,
    cellByKey: cells.map((key) => positions.cellKeys[positions.cellByKey.get(key)!]),
  };
}

describeEachTarget(
  'search versions per employer',
  (server, target) => {
    const db = () => server().database.db;

    it('a write at one employer leaves the search data held for another untouched', async () => {
      const { index, loads } = countingIndex(db());
      const acme = await index.domainPositions('acme.com');
      const globex = await index.domainPositions('globex.com');
      const globexEngineers = await index.snapshot('globex.com', 'engineer');
      expect(loads.map((load) => `${load.domain} ${load.kind}`)).toEqual(['acme.com full', 'globex.com full']);
      const { id } = await db()
        .insertInto('positions')
        .values(position('acme.com', 'Cornettist', server().clock.now))
        .returning('id')
        .executeTakeFirstOrThrow();

      // globex.com: the same snapshot object and keyword matches, nothing loaded.
      expect(await index.domainPositions('globex.com')).toBe(globex);
      const again = await index.snapshot('globex.com', 'engineer');
      expect(again.cached).toBe(true);
      expect(again.matches).toBe(globexEngineers.matches);
      expect(loads).toHaveLength(2);
      // acme.com: the one new row, patched in.
      const patched = await index.domainPositions('acme.com');
      expect(loads.slice(2)).toEqual([{ domain: 'acme.com', kind: 'delta', rows: 1 }]);
      expect(patched.size).toBe(acme.size + 1);
      expect(patched.ids[patched.indexById.get(id)!]).toBe(id);
      // A write at globex.com now leaves acme.com's alone the same way.
      await db().updateTable('positions').set({ title: 'Senior Cornettist' }).where('domain', '=', 'globex.com').where('id', '=', globex.ids[0]!).execute();
      expect(await index.domainPositions('acme.com')).toBe(patched);
      expect(loads).toHaveLength(3);
    });

    it('patches inserts, updates, closes and reopenings into a held snapshot: the same snapshot and matches as a whole load', async () => {
      const { index, loads } = countingIndex(db());
      const keywords = ['engineer', 'data', 'cornettist', 'sackbut', 'the and'];
      const held = await index.domainPositions('acme.com');
      for (const keyword of keywords) await index.snapshot('acme.com', keyword);
      const before = loads.length;
      const now = server().clock.now;
      const ids = Array.from(held.ids);
      const closedBefore = await db()
        .selectFrom('positions')
        .select('id')
        .where('domain', '=', 'acme.com')
        .where('closed_at', 'is not', null)
        .limit(1)
        .executeTakeFirst();

      // Three new positions (one posted long ago, so it lands among the older rows), five updates
      // (a title that now matches, a move in time, a new city, a title that stops matching), two
      // closes and a reopening.
      await db()
        .insertInto('positions')
        .values([
          position('acme.com', 'Sackbut Engineer', now),
          position('acme.com', 'Data Sackbut Player', new Date(now.getTime() - 400 * 86_400_000), {
            city: 'Zurich',
            region: null,
            country: 'CH',
            location: 'Zurich, CH',
            lat: 47.37,
            lng: 8.54,
          }),
          position('acme.com', 'Remote Sackbut Tuner', new Date(now.getTime() - 3_600_000), {
            is_remote: true,
            city: null,
            region: null,
            location: 'Remote (US)',
            lat: null,
            lng: null,
            salary_min: null,
          }),
        ])
        .execute();
      await db().updateTable('positions').set({ title: 'Sackbut Designer' }).where('id', '=', ids[5]!).execute();
      await db()
        .updateTable('positions')
        .set({ posted_at: now })
        .where('id', '=', ids[ids.length - 1]!)
        .execute();
      await db()
        .updateTable('positions')
        .set({ city: 'Reykjavik', region: null, country: 'IS', location: 'Reykjavik, IS', lat: 64.15, lng: -21.94 })
        .where('id', '=', ids[7]!)
        .execute();
      await db().updateTable('positions').set({ title: 'Cornettist' }).where('id', 'in', [ids[9]!, ids[11]!]).execute();
      await db().updateTable('positions').set({ closed_at: now }).where('id', 'in', [ids[2]!, ids[20]!]).execute();
      if (closedBefore) await db().updateTable('positions').set({ closed_at: null }).where('id', '=', closedBefore.id).execute();

      const patched = await index.domainPositions('acme.com');
      expect(loads.slice(before)).toEqual([{ domain: 'acme.com', kind: 'delta', rows: 10 + (closedBefore ? 1 : 0) }]);
      expect(patched.indexById.has(ids[2]!)).toBe(false);
      expect(patched.ids[0]).not.toBe(held.ids[0]);

      const fresh = countingIndex(db());
      const whole = await fresh.index.domainPositions('acme.com');
      expect(fresh.loads).toEqual([{ domain: 'acme.com', kind: 'full', rows: whole.size }]);
      expect(patched.version).toBe(whole.version);
      expect(contents(patched)).toEqual(contents(whole));
      for (const keyword of keywords) {
        const carried = await index.snapshot('acme.com', keyword);
        // Carried over (from memory), not ranked again.
        expect(carried.cached, keyword).toBe(true);
        const ranked = await fresh.index.snapshot('acme.com', keyword);
        expect(carried.matches && Array.from(carried.matches.order), keyword).toEqual(ranked.matches && Array.from(ranked.matches.order));
        expect(carried.matches && Array.from(carried.matches.ranks), keyword).toEqual(ranked.matches && Array.from(ranked.matches.ranks));
      }
      expect((await index.snapshot('acme.com', 'sackbut')).matches!.order.length).toBe(4);
      expect(loads).toHaveLength(before + 1);
    });

    it('drops the held keywords a delta has no budget to rank the changed rows for, and ranks them again when asked', async () => {
      // Two keywords × two changed rows: four tests, over a budget of three.
      const { index, loads } = countingIndex(db(), { carryBudget: 3 });
      const held = await index.domainPositions('acme.com');
      for (const keyword of ['engineer', 'crumhornist']) await index.snapshot('acme.com', keyword);
      await db().updateTable('positions').set({ title: 'Crumhornist' }).where('id', 'in', [held.ids[1]!, held.ids[4]!]).execute();
      await index.domainPositions('acme.com');
      expect(loads.map((load) => load.kind)).toEqual(['full', 'delta']);
      const fresh = countingIndex(db()).index;
      for (const keyword of ['engineer', 'crumhornist']) {
        const again = await index.snapshot('acme.com', keyword);
        expect(again.cached, keyword).toBe(false);
        expect(Array.from(again.matches!.order), keyword).toEqual(Array.from((await fresh.snapshot('acme.com', keyword)).matches!.order));
      }
      expect((await index.snapshot('acme.com', 'crumhornist')).matches!.order.length).toBe(2);
    });

    it('loads an employer whole when a position leaves it (deleted, or moved to another employer)', async () => {
      const { index, loads } = countingIndex(db());
      const acme = await index.domainPositions('acme.com');
      const globex = await index.domainPositions('globex.com');
      loads.length = 0;
      const moved = acme.ids[3]!;
      await db().updateTable('positions').set({ domain: 'globex.com' }).where('id', '=', moved).execute();
      const acmeAfter = await index.domainPositions('acme.com');
      const globexAfter = await index.domainPositions('globex.com');
      expect(loads).toEqual([
        { domain: 'acme.com', kind: 'full', rows: acme.size - 1 },
        { domain: 'globex.com', kind: 'delta', rows: 1 },
      ]);
      expect(acmeAfter.indexById.has(moved)).toBe(false);
      expect(globexAfter.indexById.has(moved)).toBe(true);
      expect(globexAfter.size).toBe(globex.size + 1);

      loads.length = 0;
      await db().deleteFrom('positions').where('id', '=', moved).execute();
      expect(await index.domainPositions('acme.com')).toBe(acmeAfter);
      const globexLast = await index.domainPositions('globex.com');
      expect(loads).toEqual([{ domain: 'globex.com', kind: 'full', rows: globex.size }]);
      expect(globexLast.indexById.has(moved)).toBe(false);
    });

    it('another instance on the same database (its own pool on PostgreSQL) sees each write at its employer only', async () => {
      const url = (server().database as { url?: string }).url;
      const other = target === 'postgres' && url ? await createDatabase({ databaseUrl: url, migrate: false }) : null;
      try {
        const first = countingIndex(db());
        const second = countingIndex(other?.db ?? db());
        await first.index.domainPositions('acme.com');
        const acme = await second.index.domainPositions('acme.com');
        const globex = await second.index.domainPositions('globex.com');
        const globexMatches = (await second.index.snapshot('globex.com', 'engineer')).matches;
        second.loads.length = 0;
        const title = `Ophicleidist ${target}`;
        await db()
          .insertInto('positions')
          .values(position('acme.com', title, server().clock.now))
          .execute();
        // Each instance, asked again, takes in the one row; globex.com stays as the second one held it.
        for (const instance of [first, second]) {
          const found = await instance.index.snapshot('acme.com', 'ophicleidist');
          expect(found.matches!.order.length).toBe(1);
          expect(found.positions.title.values[found.positions.title.codes[found.matches!.order[0]!]!]).toBe(title);
        }
        expect(await second.index.domainPositions('globex.com')).toBe(globex);
        expect((await second.index.snapshot('globex.com', 'engineer')).matches).toBe(globexMatches);
        expect(second.loads).toEqual([{ domain: 'acme.com', kind: 'delta', rows: 1 }]);
        expect((await second.index.domainPositions('acme.com')).size).toBe(acme.size + 1);
      } finally {
        await other?.close();
      }
    });
  },
  { positionsPerEmployer: 200 },
);
