import type { FastifyInstance } from 'fastify';
import type { PositionQuery } from '../../../schemas/generated/api/search';
import { apiRef, responses } from '../../http/apiSchemas';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { computeMatchDetails } from '../computeMatchDetails';
import { computePositionInsights } from '../computePositionInsights';
import { findPosition } from '../findPosition';
import { positionConfigOverrides } from '../positionConfigOverrides';
import { toPosition } from '../positionRows';
import type { SearchIndex } from '../SearchIndex';

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Position details, match details, insights and config overrides: each 404 for an unknown id or another employer's. */
export function registerPositionEndpoints(app: FastifyInstance, { db, now }: ServerContext, index: SearchIndex): void {
  const querystring = apiRef('search', 'PositionQuery');

  app.get<{ Querystring: PositionQuery }>(
    '/api/pcsx/position_details',
    { schema: { querystring, response: responses(200, apiRef('search', 'PositionDetailsResponse')) } },
    async (request) => {
      const row = await findPosition(db, request.portal.domain, request.query.position_id, { viewerId: request.viewer?.id ?? null });
      return { data: { position: toPosition(row) } };
    },
  );

  app.get<{ Querystring: PositionQuery }>(
    '/api/pcsx/match_details',
    { schema: { querystring, response: responses(200, apiRef('search', 'MatchDetailsResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await findPosition(db, request.portal.domain, request.query.position_id, { viewerId: viewer.id });
      const threshold = request.portal.config.pcsxConfig?.searchConfig?.strongMatchThreshold;
      return { data: computeMatchDetails(row.id, stringList(row.skills), stringList(viewer.skills), threshold) };
    },
  );

  app.get<{ Querystring: PositionQuery }>(
    '/api/pcsx/position_insights',
    { schema: { querystring, response: responses(200, apiRef('search', 'PositionInsightsResponse')) } },
    async (request) => {
      const row = await findPosition(db, request.portal.domain, request.query.position_id, { viewerId: null });
      const positions = await index.domainPositions(request.portal.domain);
      return { data: await computePositionInsights(db, positions, row, now()) };
    },
  );

  app.get<{ Querystring: PositionQuery }>(
    '/api/pcsx/config_overrides',
    { schema: { querystring, response: responses(200, apiRef('search', 'ConfigOverridesResponse')) } },
    async (request) => {
      const row = await findPosition(db, request.portal.domain, request.query.position_id, { viewerId: null });
      return { data: { overrides: positionConfigOverrides(row) } };
    },
  );
}
