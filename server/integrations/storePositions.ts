import type { Kysely } from 'kysely';
import type { PositionInput, PositionResult } from '../../schemas/generated/api/integrations';
import type { Database } from '../db/Database';
import { positionRow } from './positionInput';
import { sanitizeDescription } from './sanitizeDescription';

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
 * nothing. Answers one result per item, in order. Every write bumps the search index version (the
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
  const results: PositionResult[] = [];
  for (const { externalId, input } of items) {
    const row = positionRow(domain, externalId, input, await sanitizeDescription(input.description), now);
    const known = byExternalId.get(externalId);
    if (!known) {
      const inserted = await db
        .insertInto('positions')
        .values({ ...row, posted_at: row.posted_at ?? now })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The same id twice in one call: the second is an update of the first.
      byExternalId.set(externalId, { ...row, id: inserted.id, posted_at: row.posted_at ?? now } as (typeof existing)[number]);
      results.push({ externalId, status: 'created', id: inserted.id });
      continue;
    }
    // The row holds skills as JSON text to insert; the database answers them as a list.
    const sent = { ...row, skills: JSON.parse(row.skills as string) as unknown };
    const changed = COMPARED.some((column) => !same(known[column], sent[column])) || (row.posted_at !== undefined && !same(known.posted_at, row.posted_at));
    if (!changed) {
      results.push({ externalId, status: 'unchanged', id: known.id });
      continue;
    }
    await db.updateTable('positions').set(row).where('id', '=', known.id).execute();
    byExternalId.set(externalId, { ...known, ...row } as (typeof existing)[number]);
    results.push({ externalId, status: 'updated', id: known.id });
  }
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
