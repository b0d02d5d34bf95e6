import type { Kysely } from 'kysely';
import { parsePid } from '../../engine/routes/parsePid';
import type { Database } from '../db/Database';
import { notFound } from '../http/HttpError';
import { loadPositionRows, type PositionRow } from './positionRows';
import { message } from '../../engine/i18n/Message';

const MAX_ID = 2_147_483_647;

/** The number of a pid ('123' or '123-senior-engineer'), or null when it is not one the database could hold. */
export function parsePositionId(pid: string | number | undefined | null): number | null {
  const text = parsePid(typeof pid === 'number' ? String(pid) : pid);
  if (!text) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

export const POSITION_NOT_FOUND = message('search.refusal.positionNotFound');

/** A position of this employer (open or closed), or 404: another employer's id answers like an unknown one. */
export async function findPosition(db: Kysely<Database>, domain: string, pid: string | number, options: { viewerId: string | null }): Promise<PositionRow> {
  const id = parsePositionId(pid);
  const row = id === null ? undefined : (await loadPositionRows(db, [id], { domain, viewerId: options.viewerId })).byId.get(id);
  if (!row) throw notFound(POSITION_NOT_FOUND);
  return row;
}
