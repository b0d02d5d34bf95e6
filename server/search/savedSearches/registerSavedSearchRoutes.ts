import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SaveSearchRequest, UpdateSavedSearchRequest } from '../../../schemas/generated/api/savedSearches';
import { apiRef, responses } from '../../http/apiSchemas';
import { HttpError } from '../../http/HttpError';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import {
  deleteSavedSearch,
  listSavedSearches,
  normalizeFilters,
  SAVED_SEARCHES_DISABLED,
  saveSearch,
  savedSearchesEnabled,
  updateSavedSearch,
} from './savedSearches';

/** Saving a search is a click now and then; dozens a minute is a script. */
const SAVE_SEARCH_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.viewer?.id ?? request.ip } };

/**
 * Saved searches (notify me about jobs like these), the logged-in candidate's own:
 * POST /api/pcsx/saved_searches {query, location, filters} saves (or returns the same search saved
 * before), GET lists them, DELETE /api/pcsx/saved_searches/:id removes one (404 when it is not theirs).
 * Saving needs the employer's saved-search notifications on and login allowed (403 otherwise); listing
 * and deleting always work, so a candidate can clean up after the employer turned them off.
 * PATCH /api/pcsx/saved_searches/:id {name?, paused?} renames it or pauses/resumes its alerts (the
 * saved searches page).
 */
export function registerSavedSearchRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  app.get(
    '/api/pcsx/saved_searches',
    { schema: { querystring: apiRef('common', 'DomainQuery'), response: responses(200, apiRef('savedSearches', 'SavedSearchesResponse')) } },
    async (request) => ({ data: { saved_searches: await listSavedSearches(db, requireViewer(request).id, request.portal.domain, request.portal.config) } }),
  );

  app.post<{ Body: SaveSearchRequest }>(
    '/api/pcsx/saved_searches',
    {
      config: SAVE_SEARCH_RATE_LIMIT,
      schema: { body: apiRef('savedSearches', 'SaveSearchRequest'), response: responses(200, apiRef('savedSearches', 'SaveSearchResponse')) },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { config, domain } = request.portal;
      if (!savedSearchesEnabled(config)) throw new HttpError(403, SAVED_SEARCHES_DISABLED, 'saved_searches_disabled');
      const search = {
        query: request.body.query.replace(/\s+/g, ' ').trim(),
        location: request.body.location.replace(/\s+/g, ' ').trim(),
        filters: normalizeFilters(request.body.filters, config),
      };
      const { savedSearch, created } = await saveSearch(db, viewer.id, domain, search, now(), config);
      return { data: { saved_search: savedSearch, created } };
    },
  );

  app.patch<{ Params: { id: number }; Body: UpdateSavedSearchRequest }>(
    '/api/pcsx/saved_searches/:id',
    {
      config: SAVE_SEARCH_RATE_LIMIT,
      schema: {
        params: apiRef('savedSearches', 'SavedSearchParams'),
        body: apiRef('savedSearches', 'UpdateSavedSearchRequest'),
        response: responses(200, apiRef('savedSearches', 'UpdateSavedSearchResponse')),
      },
    },
    async (request) => {
      const { name, paused } = request.body;
      if (name === undefined && paused === undefined) throw new HttpError(400, 'Invalid request: give a name or paused to change', 'invalid_request');
      const savedSearch = await updateSavedSearch(
        db,
        requireViewer(request).id,
        request.portal.domain,
        request.params.id,
        { name, paused },
        now(),
        request.portal.config,
      );
      return { data: { saved_search: savedSearch } };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/pcsx/saved_searches/:id',
    { schema: { params: apiRef('savedSearches', 'SavedSearchParams'), response: responses(200, apiRef('savedSearches', 'DeleteSavedSearchResponse')) } },
    async (request) => {
      await deleteSavedSearch(db, requireViewer(request).id, request.portal.domain, request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
