import type { Insertable, Kysely } from 'kysely';
import type { PositionInput, PositionResult } from '../../schemas/generated/api/integrations';
import type { Database, PositionsTable } from '../db/Database';
import { positionRow } from './positionInput';
import { sanitizeDescription } from './sanitizeDescription';

/** Rows per insert statement (a position has 20 columns: well under PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 500;

/** The columns an ATS's position sets, compared to tell an update from a repeat (idempotent: a repeat writes nothing). */
const COMPARED = [
  'title',
  'description',
  'department',
  'employment_type',
  'city',
  'region',
  'country',
  'location',
  'lat',
  'lng',
  'is_remote',
  'skills',
  'salary_min',
  'salary_max',
  'currency',
  'valid_through',
  'closed_at',
] as const;

const same = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date || b instanceof Date || typeof a === 'string' || typeof b === 'string') {
    const time = (value: unknown) => (value instanceof Date ? value.getTime() : typeof value === 'string' && /^\d{4}-/.test(value) ? Date.parse(value) : NaN);
    if (!Number.isNaN(time(a)) && !Number.isNaN(time(b))) return time(a) === time(b);
  }
  return JSON.stringify(a) === JSON.stringify(b);
};

/**
 * Creates or updates the employer's positions by their ATS ids, each already checked
 * (checkPositionInput): a new id is created (posted now unless it says when), a known one updated
 * (a closed one reopened), an unchanged one left alone, so sending the same data twice changes
 * nothing. Answers one result per item, in order. Every write moves the employer's search version (the
 * positions trigger), so searches and job pages show it within their refresh interval.
 */
export async function storePositions(
  db: Kysely<Database>,
  domain: string,
  items: readonly { externalId: string; input: PositionInput }[],
  now: Date,
): Promise<PositionResult[]> {
  if (items.length === 0) return [];
  const existing = await db
    .selectFrom('positions')
    .selectAll()
    .where('domain', '=', domain)
    .where(
      'external_id',
      'in',
      items.map((item) => item.externalId),
    )
    .execute();
  const byExternalId = new Map(existing.map((row) => [row.external_id!, row]));
  const results: PositionResult[] = new Array<PositionResult>(items.length);
  // New positions are inserted together, many rows a statement; an id that comes again in the same
  // call first lands what is pending, so the second is an update of the first.
  let pending: { index: number; externalId: string; row: Insertable<PositionsTable> }[] = [];
  const pendingIds = new Set<string>();
  const insertPending = async () => {
    for (let start = 0; start < pending.length; start += INSERT_BATCH) {
      const batch = pending.slice(start, start + INSERT_BATCH);
      const inserted = await db
        .insertInto('positions')
        .values(batch.map((item) => item.row))
        .returning('id')
        .execute();
      batch.forEach((item, n) => {
        const id = inserted[n]!.id;
        byExternalId.set(item.externalId, { ...item.row, id } as (typeof existing)[number]);
        results[item.index] = { externalId: item.externalId, status: 'created', id };
      });
    }
    pending = [];
    pendingIds.clear();
  };
  for (const [index, { externalId, input }] of items.entries()) {
    const row = positionRow(domain, externalId, input, await sanitizeDescription(input.description), now);
    if (pendingIds.has(externalId)) await insertPending();
    const known = byExternalId.get(externalId);
    if (!known) {
      pending.push({ index, externalId, row: { ...row, posted_at: row.posted_at ?? now } });
      pendingIds.add(externalId);
      continue;
    }
    // The row holds skills as JSON text to insert; the database answers them as a list.
    const sent = { ...row, skills: JSON.parse(row.skills as string) as unknown };
    const changed = COMPARED.some((column) => !same(known[column], sent[column])) || (row.posted_at !== undefined && !same(known.posted_at, row.posted_at));
    if (!changed) {
      results[index] = { externalId, status: 'unchanged', id: known.id };
      continue;
    }
    await db.updateTable('positions').set(row).where('id', '=', known.id).execute();
    byExternalId.set(externalId, { ...known, ...row } as (typeof existing)[number]);
    results[index] = { externalId, status: 'updated', id: known.id };
  }
  await insertPending();
  return results;
}

/** Closes the employer's position with that ATS id: it leaves search and stays readable for those who applied. */
export async function closePosition(db: Kysely<Database>, domain: string, externalId: string, now: Date): Promise<PositionResult | null> {
  const known = await db
    .selectFrom('positions')
    .select(['id', 'closed_at'])
    .where('domain', '=', domain)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (!known) return null;
  if (known.closed_at === null) await db.updateTable('positions').set({ closed_at: now }).where('id', '=', known.id).execute();
  return { externalId, status: 'closed', id: known.id };
}
