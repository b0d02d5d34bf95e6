import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { JobCart, JobCartRequest } from '../../../schemas/generated/api/search';
import type { Database } from '../../db/Database';
import { apiRef, responses } from '../../http/apiSchemas';
import { conflict } from '../../http/HttpError';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { parsePositionId } from '../findPosition';
import { loadPositionRows, toPositionSummary } from '../positionRows';
import { message } from '../../../engine/i18n/Message';

export const MAX_CART_POSITIONS = 100;

/**
 * The candidate's cart: open positions in jobCartData, most recently added first; closed ones (and, in
 * the answer to an add, ids that are not positions of this employer) in invalidPositionIds, so the
 * panel can offer to remove them.
 */
async function loadJobCart(db: Kysely<Database>, domain: string, candidateId: string, alsoInvalid: readonly string[] = []): Promise<JobCart> {
  const items = await db
    .selectFrom('job_cart_items')
    .innerJoin('positions', 'positions.id', 'job_cart_items.position_id')
    .select(['job_cart_items.position_id'])
    .where('job_cart_items.candidate_id', '=', candidateId)
    .where('positions.domain', '=', domain)
    .orderBy('job_cart_items.created_at', 'desc')
    .orderBy('job_cart_items.position_id', 'desc')
    .execute();
  const { byId: rows } = await loadPositionRows(
    db,
    items.map((item) => item.position_id),
    { domain, viewerId: candidateId },
  );
  const jobCartData = [];
  const invalid = new Set(alsoInvalid);
  for (const { position_id: id } of items) {
    const row = rows.get(id);
    if (row && !row.closed_at) jobCartData.push(toPositionSummary(row));
    else invalid.add(String(id));
  }
  return { jobCartData, invalidPositionIds: [...invalid] };
}

export function registerJobCartEndpoints(app: FastifyInstance, { db, now }: ServerContext): void {
  const response = responses(200, apiRef('search', 'JobCartResponse'));

  app.get('/api/pcsx/job_cart', { schema: { querystring: apiRef('common', 'DomainQuery'), response } }, async (request) => {
    const viewer = requireViewer(request);
    return { data: { data: await loadJobCart(db, request.portal.domain, viewer.id) } };
  });

  app.post<{ Body: JobCartRequest }>('/api/pcsx/job_cart', { schema: { body: apiRef('search', 'JobCartRequest'), response } }, async (request) => {
    const viewer = requireViewer(request);
    const domain = request.portal.domain;
    const parsed = request.body.pids.map((pid) => ({ pid: pid.trim(), id: parsePositionId(pid) }));
    const ids = [...new Set(parsed.flatMap((p) => (p.id === null ? [] : [p.id])))];

    if (request.body.operation === 'remove') {
      if (ids.length) await db.deleteFrom('job_cart_items').where('candidate_id', '=', viewer.id).where('position_id', 'in', ids).execute();
      return { data: { data: await loadJobCart(db, domain, viewer.id) } };
    }

    const open = ids.length
      ? await db.selectFrom('positions').select('id').where('domain', '=', domain).where('closed_at', 'is', null).where('id', 'in', ids).execute()
      : [];
    const openIds = new Set(open.map((row) => row.id));
    const invalid = parsed.filter((p) => p.id === null || !openIds.has(p.id)).map((p) => p.pid);
    if (openIds.size) {
      await db.transaction().execute(async (trx) => {
        const present = await trx.selectFrom('job_cart_items').select('position_id').where('candidate_id', '=', viewer.id).execute();
        const already = new Set(present.map((row) => row.position_id));
        const added = [...openIds].filter((id) => !already.has(id));
        if (already.size + added.length > MAX_CART_POSITIONS) throw conflict(message('search.refusal.cartLimit', { count: MAX_CART_POSITIONS }));
        const at = now();
        if (added.length) {
          await trx
            .insertInto('job_cart_items')
            .values(added.map((id) => ({ candidate_id: viewer.id, position_id: id, created_at: at })))
            .onConflict((oc) => oc.columns(['candidate_id', 'position_id']).doNothing())
            .execute();
        }
      });
    }
    return { data: { data: await loadJobCart(db, domain, viewer.id, invalid) } };
  });
}
