import type { FastifyInstance } from 'fastify';
import { requestPage } from '../../i18n/requestLanguage';
import type { AutocompleteQuery, AutocompleteResult, SearchQuery } from '../../../schemas/generated/api/search';
import { apiRef, responses } from '../../http/apiSchemas';
import type { ServerContext } from '../../http/requestContext';
import { parseSearchRequest } from '../parseSearchRequest';
import type { SearchIndex } from '../SearchIndex';
import { searchPositions } from '../searchPositions';
import { suggest } from '../Vocabulary';

const SUGGESTIONS = 8;

/** GET /api/pcsx/search and GET /api/pcsx/autocomplete. */
export function registerSearchEndpoints(app: FastifyInstance, { db }: ServerContext, index: SearchIndex): void {
  app.get<{ Querystring: SearchQuery }>(
    '/api/pcsx/search',
    { schema: { querystring: apiRef('search', 'SearchQuery'), response: responses(200, apiRef('search', 'SearchResponse')) } },
    async (request) => {
      const spec = parseSearchRequest(request.query, request.portal.domain, request.portal.config);
      const data = await searchPositions({
        db,
        index,
        ...requestPage(request),
        spec,
        viewer: request.viewer,
        debug: request.query.debug !== undefined,
      });
      return { data };
    },
  );

  app.get<{ Querystring: AutocompleteQuery }>(
    '/api/pcsx/autocomplete',
    { schema: { querystring: apiRef('search', 'AutocompleteQuery'), response: responses(200, apiRef('search', 'AutocompleteResponse')) } },
    async (request) => {
      const query = (request.query.query ?? '').trim();
      const minLength = request.portal.config.pcsxConfig?.searchConfig?.autocompleteMinLength ?? 0;
      if (query.length < Math.max(minLength, 1)) return { data: { results: [] } };
      const vocabulary = await index.vocabulary(request.portal.domain);
      const found =
        request.query.type === 'location' ? suggest(vocabulary.places, query, SUGGESTIONS) : suggestTitles(vocabulary.titles, vocabulary.skills, query);
      const results: AutocompleteResult[] = found.map(({ label, value, kind }) => ({ label, value, kind }));
      return { data: { results } };
    },
  );
}

/** Titles first (what people search by), keeping room for a couple of skills; each the most common first. */
function suggestTitles(titles: Parameters<typeof suggest>[0], skills: Parameters<typeof suggest>[0], query: string) {
  const fromTitles = suggest(titles, query, SUGGESTIONS);
  const fromSkills = suggest(skills, query, SUGGESTIONS);
  const titleCount = Math.min(fromTitles.length, SUGGESTIONS - Math.min(2, fromSkills.length));
  return [...fromTitles.slice(0, titleCount), ...fromSkills].slice(0, SUGGESTIONS);
}
