import { expect, it } from 'vitest';
import type { SearchResult } from '../../../schemas/generated/api/search';
import { matchSavedSearch, type SavedSearchTerms } from '../../../server/search/matchSavedSearch';
import { SearchIndex } from '../../../server/search/SearchIndex';
import { describeEachTarget } from '../harness';

describeEachTarget(
  'saved-search matching',
  (server) => {
    /** Every id the search page lists for these terms, page after page. */
    const listed = async (terms: SavedSearchTerms): Promise<number[]> => {
      const params = new URLSearchParams({ domain: 'acme.com', query: terms.query, location: terms.location });
      for (const [name, values] of Object.entries(terms.filters)) params.set(`filter_${name}`, values.join(','));
      const ids: number[] = [];
      for (;;) {
        params.set('start', String(ids.length));
        const response = await server().app.inject({ url: `/api/pcsx/search?${params.toString()}` });
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json().data as SearchResult;
        ids.push(...result.positions.map((position) => position.id));
        if (result.positions.length === 0 || ids.length >= result.count) return ids;
      }
    };

    it('finds among given positions exactly those the search page lists for the same search', async () => {
      const { db } = server().database;
      const index = new SearchIndex(db);
      const config = server().configs.get('acme.com')!;
      const everyId = (await db.selectFrom('positions').select('id').where('domain', '=', 'acme.com').execute()).map((row) => row.id);
      const searches: SavedSearchTerms[] = [
        { query: 'engineer', location: 'Austin', filters: { department: ['Engineering'] } },
        { query: '', location: '', filters: { employment_type: ['part_time', 'contract'] } },
        { query: 'data', location: 'remote', filters: {} },
        { query: '', location: 'London', filters: {} },
        { query: 'zebra', location: '', filters: {} },
      ];
      const listedCounts: number[] = [];
      for (const terms of searches) {
        const page = await listed(terms);
        listedCounts.push(page.length);
        // Given every position (closed ones too), and given half of them: the page's rows among those given.
        expect(
          (await matchSavedSearch(index, config, 'acme.com', terms, everyId)).sort((a, b) => a - b),
          JSON.stringify(terms),
        ).toEqual([...page].sort((a, b) => a - b));
        const half = everyId.filter((_, n) => n % 2 === 0);
        expect((await matchSavedSearch(index, config, 'acme.com', terms, half)).sort((a, b) => a - b)).toEqual(
          page.filter((id) => half.includes(id)).sort((a, b) => a - b),
        );
      }
      // The searches list some jobs (the comparison is not of empty lists alone), and not every one.
      expect(listedCounts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
      expect(listedCounts.every((n) => n < everyId.length)).toBe(true);
    }, 180_000);
  },
  { positionsPerEmployer: 150 },
);
