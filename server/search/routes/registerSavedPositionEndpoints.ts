import type { FastifyInstance } from 'fastify';
import type { PositionIdParams, SavedPosition } from '../../../schemas/generated/api/search';
import { apiRef, responses } from '../../http/apiSchemas';
import { conflict } from '../../http/HttpError';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { findPosition } from '../findPosition';
import { loadPositionRows, toPositionSummary } from '../positionRows';
import { message } from '../../../engine/i18n/Message';

/** Most positions one candidate keeps saved (a shortlist, not an archive). */
export const MAX_SAVED_POSITIONS = 500;

/** Save and unsave a position (both idempotent), and the saved jobs list. */
export function registerSavedPositionEndpoints(app: FastifyInstance, { db, now }: ServerContext): void {
  const saveSchema = { params: apiRef('search', 'PositionIdParams'), response: responses(200, apiRef('search', 'SavedPositionResponse')) };

  app.post<{ Params: PositionIdParams }>('/api/pcsx/positions/:id/save', { schema: saveSchema }, async (request) => {
    const viewer = requireViewer(request);
    const row = await findPosition(db, request.portal.domain, request.params.id, { viewerId: viewer.id });
    if (!row.is_saved) {
      if (row.closed_at) throw conflict(message('search.refusal.positionClosedSave'));
      const saved = await db
        .selectFrom('saved_positions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('candidate_id', '=', viewer.id)
        .executeTakeFirst();
      if (Number(saved?.n ?? 0) >= MAX_SAVED_POSITIONS) throw conflict(message('search.refusal.savedJobsLimit', { count: MAX_SAVED_POSITIONS }));
      await db
        .insertInto('saved_positions')
        .values({ candidate_id: viewer.id, position_id: row.id, created_at: now() })
        .onConflict((oc) => oc.columns(['candidate_id', 'position_id']).doNothing())
        .execute();
    }
    return { data: { id: row.id, position_id: row.id, positionUserActions: { isSaved: true } } };
  });

  app.delete<{ Params: PositionIdParams }>('/api/pcsx/positions/:id/save', { schema: saveSchema }, async (request) => {
    const viewer = requireViewer(request);
    const row = await findPosition(db, request.portal.domain, request.params.id, { viewerId: viewer.id });
    await db.deleteFrom('saved_positions').where('candidate_id', '=', viewer.id).where('position_id', '=', row.id).execute();
    return { data: { id: row.id, position_id: row.id, positionUserActions: { isSaved: false } } };
  });

  app.get(
    '/api/pcsx/positions/saved',
    { schema: { querystring: apiRef('common', 'DomainQuery'), response: responses(200, apiRef('search', 'SavedPositionsResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      const saved = await db
        .selectFrom('saved_positions')
        .innerJoin('positions', 'positions.id', 'saved_positions.position_id')
        .select(['saved_positions.position_id', 'saved_positions.created_at'])
        .where('saved_positions.candidate_id', '=', viewer.id)
        .where('positions.domain', '=', request.portal.domain)
        .orderBy('saved_positions.created_at', 'desc')
        .orderBy('saved_positions.position_id', 'desc')
        .execute();
      const { byId: rows } = await loadPositionRows(
        db,
        saved.map((s) => s.position_id),
        { domain: request.portal.domain, viewerId: viewer.id },
      );
      const savedPositions: SavedPosition[] = saved.flatMap((s) => {
        const row = rows.get(s.position_id);
        return row ? [{ ...toPositionSummary(row), saved_at: new Date(s.created_at).toISOString() }] : [];
      });
      return { data: { savedPositions } };
    },
  );
}
