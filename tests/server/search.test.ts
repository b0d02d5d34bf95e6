import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { expect, it } from 'vitest';
import type { FilterDefinition, PositionSummary, SearchResult } from '../../schemas/generated/api/search';
import { loadApiSchemas } from '../../server/http/apiSchemas';
import { SEARCH_REFRESH_MS } from '../../server/search/SearchIndex';
import { describeEachTarget, type TestServer } from './harness';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
for (const schema of loadApiSchemas().values()) ajv.addSchema(schema);

/** Checks a response body against its definition in schemas/api/search.schema.json. */
function expectSchema(body: unknown, definition: string): void {
  const validate = ajv.getSchema(`https://portico.dev/schemas/api/search.schema.json#/definitions/${definition}`)!;
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

/** Search sees a write within its refresh interval. */
const afterRefresh = () => new Promise((resolve) => setTimeout(resolve, SEARCH_REFRESH_MS + 20));

const facet = (result: SearchResult, name: string) => result.filterDef.allFilters.find((f) => f.filterName === name) as FilterDefinition;
const optionCount = (definition: FilterDefinition, value: string) => definition.options.find((o) => o.value === value)?.count;

describeEachTarget(
  'search API',
  (server: () => TestServer) => {
    const db = () => server().database.db;
    const search = async (params: string, headers: Record<string, string> = {}) => {
      const response = await server().app.inject({ url: `/api/pcsx/search?${params}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expectSchema(body, 'SearchResponse');
      return body.data as SearchResult;
    };
    const openCount = async (where: (qb: ReturnType<typeof openPositions>) => ReturnType<typeof openPositions> = (qb) => qb, domain = 'acme.com') => {
      const row = await where(openPositions(domain))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const openPositions = (domain = 'acme.com') => db().selectFrom('positions').where('domain', '=', domain).where('closed_at', 'is', null);

    it('answers the first page of open positions, newest first, with the count and page size 10', async () => {
      const result = await search('domain=acme.com');
      expect(result.count).toBe(await openCount());
      expect(result.positions).toHaveLength(10);
      expect(result.resultsMetaData).toEqual({ start: 0, pageSize: 10 });
      expect(result.sortBy).toBe('relevance');
      const posted = result.positions.map((p) => Date.parse(p.posted_at));
      expect([...posted].sort((a, b) => b - a)).toEqual(posted);
      for (const position of result.positions) {
        expect(position.archived_at).toBe(-1);
        expect(position.position_id).toBe(position.id);
        expect(position.positionUserActions).toEqual({ isSaved: false });
        expect(position.snippet.length).toBeGreaterThan(20);
      }
    });

    it('ranks a title match above positions that only mention the keyword', async () => {
      const base = {
        domain: 'acme.com',
        department: 'Research',
        employment_type: 'full_time',
        city: 'Austin',
        region: 'TX',
        country: 'US',
        location: 'Austin, TX, US',
        lat: 30.27,
        lng: -97.74,
        is_remote: false,
        skills: JSON.stringify(['Observation']),
        salary_min: 50000,
        salary_max: 60000,
        valid_through: null,
        closed_at: null,
      };
      await db()
        .insertInto('positions')
        .values([
          { ...base, title: 'Zebra Keeper', description: 'Care for the animals.', posted_at: new Date(server().clock.now.getTime() - 5 * 86_400_000) },
          {
            ...base,
            title: 'Night Clerk',
            description: 'Zebra crossings, zebra stripes and more zebra facts: a zebra lover wanted.',
            posted_at: server().clock.now,
          },
        ])
        .execute();
      await afterRefresh();
      const result = await search('domain=acme.com&query=zebra');
      expect(result.count).toBe(2);
      expect(result.positions.map((p) => p.title)).toEqual(['Zebra Keeper', 'Night Clerk']);
      // The snippet shows the passage of the description that matches.
      expect(result.positions[1]!.snippet).toMatch(/zebra/i);
    });

    it('finds words from their beginning: engin finds engineers, soft engin finds software engineers', async () => {
      const engin = await search('domain=acme.com&query=engin');
      const engineer = await search('domain=acme.com&query=engineer');
      expect(engin.count).toBeGreaterThan(0);
      expect(engin.count).toBe(engineer.count);
      const software = await search('domain=acme.com&query=soft%20engin');
      expect(software.count).toBeGreaterThan(0);
      expect(software.count).toBeLessThan(engin.count);
      for (const position of software.positions) expect(`${position.title} ${position.snippet}`).toMatch(/software engineer/i);
    });

    it('understands websearch syntax: a quoted phrase and an excluded word', async () => {
      const phrase = await search('domain=acme.com&query=%22machine%20learning%22');
      expect(phrase.count).toBeGreaterThan(0);
      const excluded = await search('domain=acme.com&query=engineer%20-senior');
      expect(excluded.count).toBeGreaterThan(0);
      for (const position of excluded.positions) expect(position.title).not.toMatch(/senior/i);
    });

    it('filters by department and counts each facet over the results, a filter ignoring its own selection', async () => {
      const result = await search('domain=acme.com&filter_department=Engineering');
      const expected = await openCount((qb) => qb.where('department', '=', 'Engineering'));
      expect(result.count).toBe(expected);
      expect(result.appliedFilters).toEqual({ department: ['Engineering'] });
      for (const position of result.positions) expect(position.department).toBe('Engineering');
      const departments = facet(result, 'department');
      expect(departments.displayName).toBe('Department');
      expect(optionCount(departments, 'Engineering')).toBe(expected);
      // Other departments keep their counts (the department filter does not narrow its own facet).
      expect(optionCount(departments, 'Sales')).toBe(await openCount((qb) => qb.where('department', '=', 'Sales')));
      // Other facets count within Engineering.
      const types = facet(result, 'employment_type');
      expect(optionCount(types, 'full_time')).toBe(
        await openCount((qb) => qb.where('department', '=', 'Engineering').where('employment_type', '=', 'full_time')),
      );
      expect(types.options.find((o) => o.value === 'full_time')?.label).toBe('Full time');
      expect(types.displayName).toBe('Job type');
    });

    it('ORs the values of one filter and ANDs different filters', async () => {
      const result = await search('domain=acme.com&filter_department=Data,Design&filter_employment_type=full_time');
      expect(result.count).toBe(await openCount((qb) => qb.where('department', 'in', ['Data', 'Design']).where('employment_type', '=', 'full_time')));
      expect(result.appliedFilters).toEqual({ department: ['Data', 'Design'], employment_type: ['full_time'] });
      const repeated = await search('domain=acme.com&filter_department=Data&filter_department=Design&filter_employment_type=full_time');
      expect(repeated.count).toBe(result.count);
    });

    it('drops filters the employer has not configured', async () => {
      const all = await search('domain=acme.com');
      const unknown = await search('domain=acme.com&filter_salary=100000&filter_title=Chef');
      expect(unknown.count).toBe(all.count);
      expect(unknown.appliedFilters).toEqual({});
      // globex configures no location filter: filter_location is dropped there, and it has no facet.
      const globex = await search('domain=globex.com&filter_location=Austin');
      expect(globex.count).toBe(await openCount((qb) => qb, 'globex.com'));
      expect(globex.filterDef.allFilters.map((f) => f.filterName)).toEqual(['employment_type', 'department']);
      expect(facet(globex, 'employment_type').displayName).toBe('Contract type');
    });

    it('names filters and their options in the page language: the employer’s own texts, else the language’s defaults', async () => {
      const german = await search('domain=acme.com', { 'x-portico-language': 'de' });
      // configs/acme.json's German texts.
      expect(facet(german, 'department').displayName).toBe('Abteilung');
      expect(facet(german, 'employment_type').options.find((o) => o.value === 'full_time')?.label).toBe('Vollzeit');
      // No employer text: locales/de/searchFilters.json.
      expect(facet(german, 'location').displayName).toBe('Ort');
      expect(facet(german, 'remote').options.find((o) => o.value === 'false')?.label).toBe('Vor Ort');
      // The page language comes from the portal's header; without it, a visitor's Accept-Language; English otherwise.
      const french = await search('domain=acme.com', { 'accept-language': 'fr-CH,fr;q=0.9' });
      expect(facet(french, 'department').displayName).toBe('Service');
      expect(facet(await search('domain=acme.com'), 'department').displayName).toBe('Department');
      expect(facet(await search('domain=globex.com', { 'x-portico-language': 'es' }), 'employment_type').displayName).toBe('Tipo de contrato');
    });

    it('takes only the first value of a single-choice filter', async () => {
      const result = await search('domain=acme.com&filter_remote=true,false');
      expect(result.appliedFilters).toEqual({ remote: ['true'] });
      expect(result.count).toBe(await openCount((qb) => qb.where('is_remote', '=', true)));
      expect(facet(result, 'remote').options.find((o) => o.value === 'true')?.label).toBe('Remote');
    });

    it('searches a city, a region or a country by name, case and accents aside', async () => {
      const austin = await search('domain=acme.com&location=austin');
      expect(austin.count).toBe(await openCount((qb) => qb.where('city', '=', 'Austin')));
      expect(austin.count).toBeGreaterThan(0);
      for (const position of austin.positions) expect(position.city).toBe('Austin');
      const texas = await search('domain=acme.com&location=TX');
      expect(texas.count).toBe(await openCount((qb) => qb.where('region', '=', 'TX')));
      const full = await search(`domain=acme.com&location=${encodeURIComponent('Austin, TX, US')}`);
      expect(full.count).toBe(austin.count);
      const country = await search('domain=acme.com&location=United%20States');
      expect(country.count).toBe(await openCount((qb) => qb.where('country', '=', 'US')));
      const unknown = await search('domain=acme.com&location=Atlantis');
      expect(unknown.count).toBe(0);
      expect(unknown.positions).toEqual([]);
    });

    it('location remote finds remote positions only', async () => {
      const result = await search('domain=acme.com&location=remote');
      expect(result.count).toBe(await openCount((qb) => qb.where('is_remote', '=', true)));
      expect(result.count).toBeGreaterThan(0);
      for (const position of result.positions) expect(position.is_remote).toBe(true);
    });

    it('current location finds the positions within the distance of latlong, nearest first when sorted by distance', async () => {
      const [lat, lng, km] = [40.7128, -74.006, 80];
      const located = await openPositions().select(['id', 'lat', 'lng']).where('lat', 'is not', null).execute();
      const within = located.filter((p) => haversineKm(lat, lng, p.lat!, p.lng!) <= km);
      expect(within.length).toBeGreaterThan(0);
      const result = await search(`domain=acme.com&location=current%20location&latlong=${lat},${lng}&distance=${km}&sort_by=distance`);
      expect(result.count).toBe(within.length);
      expect(result.sortBy).toBe('distance');
      const distances = result.positions.map((p) => p.distance_km!);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      for (const position of result.positions) expect(haversineKm(lat, lng, position.lat!, position.lng!)).toBeLessThanOrEqual(km);
      // Without a distance, the config's default (50 km) applies.
      const byDefault = await search(`domain=acme.com&location=current%20location&latlong=${lat},${lng}`);
      expect(byDefault.count).toBe(located.filter((p) => haversineKm(lat, lng, p.lat!, p.lng!) <= 50).length);
    });

    it('refuses current location without latlong, and sorts by relevance when distance has no point', async () => {
      const response = await server().app.inject({ url: '/api/pcsx/search?domain=acme.com&location=current%20location' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Searching near your current location needs latlong (lat,lng).');
      const result = await search('domain=acme.com&sort_by=distance');
      expect(result.sortBy).toBe('relevance');
    });

    it('Map Area finds the positions inside map_bounds, with markers for them', async () => {
      const [south, west, north, east] = [35, -10, 60, 25];
      const result = await search(`domain=acme.com&map_bounds=${south},${west},${north},${east}`);
      const inside = await openCount((qb) => qb.where('lat', '>=', south).where('lat', '<=', north).where('lng', '>=', west).where('lng', '<=', east));
      expect(inside).toBeGreaterThan(0);
      const markers = facet(result, 'latlong_non_remote');
      expect(markers.options.reduce((sum, o) => sum + o.count, 0)).toBe(inside);
      // Remote positions show at their country's centre of jobs; those inside the area count too.
      expect(result.count).toBeGreaterThanOrEqual(inside);
      for (const position of result.positions.filter((p) => !p.is_remote)) {
        expect(position.lat!).toBeGreaterThanOrEqual(south);
        expect(position.lat!).toBeLessThanOrEqual(north);
        expect(position.lng!).toBeGreaterThanOrEqual(west);
        expect(position.lng!).toBeLessThanOrEqual(east);
      }
      const sameWithSpecial = await search(`domain=acme.com&location=Map%20Area&map_bounds=${south},${west},${north},${east}`);
      expect(sameWithSpecial.count).toBe(result.count);
    });

    it('gives map markers as location:::lat,long with the job count as label, and Map Location finds one marker', async () => {
      const result = await search('domain=acme.com');
      const markers = facet(result, 'latlong_non_remote');
      const located = await openCount((qb) => qb.where('lat', 'is not', null));
      expect(markers.options.reduce((sum, o) => sum + o.count, 0)).toBe(located);
      for (const option of markers.options) {
        expect(option.value).toMatch(/^location:::-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
        expect(option.label).toBe(String(option.count));
      }
      const remoteMarkers = facet(result, 'latlong_remote');
      expect(remoteMarkers.options.reduce((sum, o) => sum + o.count, 0)).toBeGreaterThan(0);
      // Map Location (distance 0) gives the positions of the markers at that point: the 0.1° cell of the
      // marker, where a remote marker (a country's centre of jobs) may sit too.
      const cell = (value: string) =>
        value
          .slice('location:::'.length)
          .split(',')
          .map((n) => Math.round(Number(n) * 10))
          .join(',');
      const biggest = markers.options[0]!;
      const remoteThere = remoteMarkers.options.filter((o) => cell(o.value) === cell(biggest.value)).reduce((sum, o) => sum + o.count, 0);
      const one = await search(`domain=acme.com&location=Map%20Location&latlong=${biggest.value.slice('location:::'.length)}&distance=0`);
      expect(one.count).toBe(biggest.count + remoteThere);
      expect(facet(one, 'latlong_non_remote').options).toEqual([biggest]);
      const onlyThere = await search(
        `domain=acme.com&location=Map%20Location&latlong=${biggest.value.slice('location:::'.length)}&distance=0&filter_remote=false`,
      );
      expect(onlyThere.count).toBe(biggest.count);
    });

    it('sorts by date, newest first, when asked', async () => {
      const result = await search('domain=acme.com&query=engineer&sort_by=date');
      expect(result.sortBy).toBe('date');
      const posted = result.positions.map((p) => Date.parse(p.posted_at));
      expect([...posted].sort((a, b) => b - a)).toEqual(posted);
      expect(result.positions.length).toBeGreaterThan(1);
    });

    it('pages with start: start=10 gives the next ten, the count stays', async () => {
      const first = await search('domain=acme.com&query=engineer');
      const second = await search('domain=acme.com&query=engineer&start=10');
      expect(second.count).toBe(first.count);
      expect(second.resultsMetaData).toEqual({ start: 10, pageSize: 10 });
      expect(second.positions).toHaveLength(Math.min(10, first.count - 10));
      const firstIds = new Set(first.positions.map((p) => p.id));
      for (const position of second.positions) expect(firstIds.has(position.id)).toBe(false);
      const past = await search('domain=acme.com&query=engineer&start=5000');
      expect(past.positions).toEqual([]);
      expect(past.count).toBe(first.count);
    });

    it('marks the positions ada saved with positionUserActions.isSaved, and nobody else’s', async () => {
      const ada = await db()
        .selectFrom('candidates')
        .select('id')
        .where('email', '=', 'ada@example.com')
        .where('domain', '=', 'acme.com')
        .executeTakeFirstOrThrow();
      const saved = await db()
        .selectFrom('saved_positions')
        .innerJoin('positions', 'positions.id', 'saved_positions.position_id')
        .select(['positions.id', 'positions.title', 'positions.location'])
        .where('candidate_id', '=', ada.id)
        .executeTakeFirstOrThrow();
      const params = `domain=acme.com&query=${encodeURIComponent(`"${saved.title}"`)}&location=${encodeURIComponent(saved.location)}`;
      const asAda = await search(params, await server().login('ada@example.com'));
      const found = asAda.positions.find((p) => p.id === saved.id);
      expect(found?.positionUserActions.isSaved).toBe(true);
      const asVisitor = await search(params);
      expect(asVisitor.positions.find((p) => p.id === saved.id)?.positionUserActions.isSaved).toBe(false);
      const asGrace = await search(params, await server().login('grace@example.com'));
      expect(asGrace.positions.find((p) => p.id === saved.id)?.positionUserActions.isSaved).toBe(false);
    });

    it('tells ada this search is one she saved (savedSearchMetadata), and offers saving where the setting is on', async () => {
      const headers = await server().login('ada@example.com');
      const mine = await search('domain=acme.com&query=Engineer&location=austin&filter_department=Engineering', headers);
      expect(mine.savedSearchMetadata).toMatchObject({ enabled: true, isSaved: true });
      expect(mine.savedSearchMetadata.savedSearchId).toEqual(expect.any(Number));
      const other = await search('domain=acme.com&query=engineer&location=Austin', headers);
      expect(other.savedSearchMetadata).toEqual({ enabled: true, isSaved: false, savedSearchId: null });
      const visitor = await search('domain=acme.com&query=engineer');
      expect(visitor.savedSearchMetadata).toEqual({ enabled: true, isSaved: false, savedSearchId: null });
      const globex = await search('domain=globex.com');
      expect(globex.savedSearchMetadata.enabled).toBe(false);
    });

    it('never shows closed positions or another employer’s', async () => {
      const victim = await openPositions().select(['id', 'title']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const before = await search(`domain=acme.com&query=${encodeURIComponent(`"${victim.title}"`)}`);
      await db().updateTable('positions').set({ closed_at: server().clock.now }).where('id', '=', victim.id).execute();
      await afterRefresh();
      const after = await search(`domain=acme.com&query=${encodeURIComponent(`"${victim.title}"`)}`);
      expect(after.count).toBe(before.count - 1);
      expect(after.positions.map((p) => p.id)).not.toContain(victim.id);
      const globexIds = new Set((await openPositions('globex.com').select('id').execute()).map((r) => r.id));
      const acme = await search('domain=acme.com&query=engineer');
      for (const position of acme.positions) expect(globexIds.has(position.id)).toBe(false);
    });

    it('answers malformed parameters with 400 and a clear message, never 500', async () => {
      for (const params of [
        'start=-1',
        'start=abc',
        'sort_by=cheapest',
        'map_bounds=north',
        'latlong=100,200&location=current%20location',
        'location=Map%20Area',
        'map_bounds=60,0,10,5',
        `query=${'x'.repeat(201)}`,
        'distance=-4&location=current%20location&latlong=1,1',
      ]) {
        const response = await server().app.inject({ url: `/api/pcsx/search?domain=acme.com&${params}` });
        expect(response.statusCode, params).toBe(400);
        expect(response.json().message, params).toMatch(/\S/);
      }
      const unknownEmployer = await server().app.inject({ url: '/api/pcsx/search?domain=nobody.example' });
      expect(unknownEmployer.statusCode).toBe(404);
    });

    it('returns debugData only when debug is asked for', async () => {
      const plain = await search('domain=acme.com&query=designer');
      expect(plain.debugData).toBeUndefined();
      const debug = await search('domain=acme.com&query=designer&debug=1');
      expect(debug.debugData?.tsquery).toContain('design');
      expect(debug.debugData?.timingsMs.total).toEqual(expect.any(Number));
    });

    it('treats a keyword of stop words only as no keyword', async () => {
      const all = await search('domain=acme.com');
      const stop = await search('domain=acme.com&query=the%20and');
      expect(stop.count).toBe(all.count);
    });

    it(`shows a new position within the refresh interval (${SEARCH_REFRESH_MS} ms), not from a stale cache`, async () => {
      const first = await search('domain=acme.com&query=xylophonist');
      expect(first.count).toBe(0);
      await db()
        .insertInto('positions')
        .values({
          domain: 'acme.com',
          title: 'Xylophonist',
          department: 'Music',
          employment_type: 'part_time',
          city: null,
          region: null,
          country: 'US',
          location: 'Remote (US)',
          lat: null,
          lng: null,
          is_remote: true,
          skills: JSON.stringify([]),
          description: 'Play.',
          salary_min: null,
          salary_max: null,
          posted_at: server().clock.now,
          valid_through: null,
          closed_at: null,
        })
        .execute();
      await afterRefresh();
      const second = await search('domain=acme.com&query=xylophonist');
      expect(second.count).toBe(1);
      expect(optionCount(facet(second, 'department'), 'Music')).toBe(1);
      const position: PositionSummary = second.positions[0]!;
      expect(position).toMatchObject({ title: 'Xylophonist', salary_min: null, is_remote: true, lat: null });
    });

    it('shows a new position within the refresh interval even while searches come faster than it (a busy site)', async () => {
      const query = 'domain=acme.com&query=theorbist';
      // Searches every few milliseconds, each within the refresh interval of the one before.
      let running = true;
      const counts: number[] = [];
      const steady = (async () => {
        while (running) {
          counts.push((await search(query)).count);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, SEARCH_REFRESH_MS * 2));
      await db()
        .insertInto('positions')
        .values({
          domain: 'acme.com',
          title: 'Theorbist',
          department: 'Music',
          employment_type: 'part_time',
          city: null,
          region: null,
          country: 'US',
          location: 'Remote (US)',
          lat: null,
          lng: null,
          is_remote: true,
          skills: JSON.stringify([]),
          description: 'Play the theorbo.',
          salary_min: null,
          salary_max: null,
          posted_at: server().clock.now,
          valid_through: null,
          closed_at: null,
        })
        .execute();
      const inserted = counts.length;
      await new Promise((resolve) => setTimeout(resolve, SEARCH_REFRESH_MS * 5));
      running = false;
      await steady;
      expect(counts.slice(0, inserted).every((count) => count === 0)).toBe(true);
      expect(counts.length).toBeGreaterThan(inserted + 2);
      expect(counts.at(-1)).toBe(1);
    });
  },
  { positionsPerEmployer: 400 },
);

describeEachTarget('autocomplete and sitemap', (server) => {
  const get = (url: string) => server().app.inject({ url });

  it('suggests titles and skills from the words being typed', async () => {
    const response = await get('/api/pcsx/autocomplete?domain=acme.com&query=soft');
    expect(response.statusCode).toBe(200);
    expectSchema(response.json(), 'AutocompleteResponse');
    const results = response.json().data.results as { label: string; value: string; kind: string }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(8);
    expect(results.some((r) => r.kind === 'title' && r.label.includes('Software Engineer'))).toBe(true);
    for (const result of results)
      expect(
        result.label
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .some((word) => word.startsWith('soft')),
      ).toBe(true);
    const skills = (await get('/api/pcsx/autocomplete?domain=acme.com&query=kube')).json().data.results;
    expect(skills).toContainEqual({ label: 'Kubernetes', value: 'Kubernetes', kind: 'skill' });
  });

  it('suggests places for type=location: cities, countries and remote', async () => {
    const cities = (await get('/api/pcsx/autocomplete?domain=acme.com&query=aus&type=location')).json().data.results;
    expect(cities).toContainEqual({ label: 'Austin, TX, US', value: 'Austin, TX, US', kind: 'city' });
    const countries = (await get('/api/pcsx/autocomplete?domain=acme.com&query=united&type=location')).json().data.results;
    expect(countries.map((r: { label: string }) => r.label)).toEqual(expect.arrayContaining(['United States', 'United Kingdom']));
    const remote = (await get('/api/pcsx/autocomplete?domain=acme.com&query=rem&type=location')).json().data.results;
    expect(remote).toContainEqual({ label: 'Remote', value: 'remote', kind: 'remote' });
  });

  it('answers an empty query with no suggestions and a bad type with 400', async () => {
    expect((await get('/api/pcsx/autocomplete?domain=acme.com&query=')).json()).toEqual({ data: { results: [] } });
    expect((await get('/api/pcsx/autocomplete?domain=acme.com&query=a&type=person')).statusCode).toBe(400);
  });

  it('lists every open position of the employer in /careers/sitemap.xml', async () => {
    const db = server().database.db;
    const closed = await db.selectFrom('positions').select('id').where('domain', '=', 'acme.com').where('closed_at', 'is not', null).executeTakeFirstOrThrow();
    const open = await db.selectFrom('positions').select(['id', 'title']).where('domain', '=', 'acme.com').where('closed_at', 'is', null).execute();
    const response = await get('/careers/sitemap.xml?domain=acme.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    // Each job in the employer's languages (acme offers en, fr, de, es and ar).
    expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="ar" href="http://[^"]+/careers/job/\\d+-[^"?]+\\?domain=acme\\.com&amp;hl=ar"/>`));
    expect(xml.match(/<url>/g)).toHaveLength(open.length);
    const software = open.find((p) => p.title === 'Software Engineer') ?? open[0]!;
    const slug = software.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(xml).toMatch(new RegExp(`<loc>http://[^<]+/careers/job/${software.id}-${slug}\\?domain=acme\\.com</loc>`));
    expect(xml).not.toContain(`/careers/job/${closed.id}-`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await get('/careers/sitemap.xml?domain=nobody.example')).statusCode).toBe(404);
  });
});

describeEachTarget('config overrides per position', (server) => {
  const get = (url: string) => server().app.inject({ url });

  it('answers the overrides of a closed position in full (no match details) and none for an open one', { timeout: 60_000 }, async () => {
    const db = server().database.db;
    const closed = await db.selectFrom('positions').select('id').where('domain', '=', 'acme.com').where('closed_at', 'is not', null).executeTakeFirstOrThrow();
    const open = await db.selectFrom('positions').select('id').where('domain', '=', 'acme.com').where('closed_at', 'is', null).executeTakeFirstOrThrow();
    const closedAnswer = await get(`/api/pcsx/config_overrides?domain=acme.com&position_id=${closed.id}`);
    expect(closedAnswer.statusCode).toBe(200);
    expectSchema(closedAnswer.json(), 'ConfigOverridesResponse');
    // The response serializer must not strip what the overrides say.
    expect(closedAnswer.json()).toEqual({ data: { overrides: { pcsxConfig: { positionDetailsConfig: { showMatchDetails: false } } } } });
    expect((await get(`/api/pcsx/config_overrides?domain=acme.com&position_id=${open.id}`)).json()).toEqual({ data: { overrides: {} } });
    expect((await get('/api/pcsx/config_overrides?domain=acme.com&position_id=999999999')).statusCode).toBe(404);
  });
});
