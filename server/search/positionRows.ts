import { sql, type Kysely } from 'kysely';
import type { Position, PositionSummary } from '../../schemas/generated/api/search';
import { slugify } from '../../engine/routes/parsePid';
import type { Database, Position as TablePosition } from '../db/Database';
import { searchVersionSql } from './searchVersion';
import { snippet } from './snippet';

/** A position row as the API shows it (the table's columns, never the search_vector), and whether the viewer saved it. */
export interface PositionRow extends TablePosition {
  is_saved: boolean;
}

export interface PositionRows {
  byId: Map<number, PositionRow>;
  /** The employer's search version (searchVersionSql) read in the same statement (search checks its snapshot with it). */
  indexVersion: string;
  /**
   * Whether indexVersion was read from the database now; false when every row was held and the
   * caller's freshVersion (confirmed within the refresh interval) was taken for it. Only a version
   * read confirms the index again: else a steady stream of searches would keep a stale snapshot.
   */
  versionRead: boolean;
}

/** Rows kept between searches (SearchIndex): what a position looks like does not depend on who asks. */
export interface PositionRowCache {
  get(domain: string, id: number): Omit<PositionRow, 'is_saved'> | undefined;
  store(domain: string, version: string, rows: readonly Omit<PositionRow, 'is_saved'>[]): void;
}

const MAX_ID = 2_147_483_647;

/** Every column of the table type, so a column added to PositionsTable is read without another list to keep equal. */
const POSITION_COLUMNS = Object.keys({
  id: true,
  domain: true,
  title: true,
  department: true,
  employment_type: true,
  city: true,
  region: true,
  country: true,
  location: true,
  lat: true,
  lng: true,
  is_remote: true,
  skills: true,
  salary_min: true,
  salary_max: true,
  posted_at: true,
  valid_through: true,
  closed_at: true,
  description: true,
  currency: true,
  external_id: true,
  search_seq: true,
} satisfies Record<keyof TablePosition, true>);
const SELECT_POSITION = sql.join(POSITION_COLUMNS.map((column) => sql.ref(`p.${column}`)));

/**
 * Positions of one employer by id (a page of results, a cart, a details view), with the viewer's saved
 * flags, in one statement that also reads the search index version: a search needs no separate round
 * trip to learn whether its in-memory snapshot is still current. With a cache, only the rows it does
 * not hold are read (the statement still reads the version and the saved flags).
 */
export async function loadPositionRows(
  db: Kysely<Database>,
  ids: readonly number[],
  options: { domain: string; viewerId: string | null; cache?: PositionRowCache; freshVersion?: string | null },
): Promise<PositionRows> {
  const valid = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID))];
  const held = new Map<number, Omit<PositionRow, 'is_saved'>>();
  for (const id of valid) {
    const row = options.cache?.get(options.domain, id);
    if (row) held.set(id, row);
  }
  const missing = valid.filter((id) => !held.has(id));
  if (missing.length === 0 && !options.viewerId && options.freshVersion) {
    // Nothing to read: every row is held, nobody's saved flags, and the version was confirmed just now.
    return { byId: new Map([...held].map(([id, row]) => [id, { ...row, is_saved: false }])), indexVersion: options.freshVersion, versionRead: false };
  }
  const wanted = missing.length ? sql`p.id in (${sql.join(missing)})` : sql`false`;
  const saved =
    options.viewerId && valid.length
      ? sql`(select coalesce(json_agg(s.position_id), '[]'::json) from saved_positions s where s.candidate_id = ${options.viewerId} and s.position_id in (${sql.join(valid)}))`
      : sql`'[]'::json`;
  type Row = Omit<PositionRow, 'id'> & { index_version: string; saved_ids: number[] | string; id: number | null };
  // Everything held: only the version (and the viewer's saved flags), the smallest statement there is.
  const { rows } = missing.length
    ? await sql<Row>`
        with v as (select ${searchVersionSql(options.domain)} as index_version, ${saved} as saved_ids)
        select v.index_version, v.saved_ids, ${SELECT_POSITION}
        from v left join positions p on p.domain = ${options.domain} and ${wanted}`.execute(db)
    : await sql<Row>`select ${searchVersionSql(options.domain)} as index_version, ${saved} as saved_ids, null::int as id`.execute(db);
  const indexVersion = rows[0]?.index_version ?? '0';
  const rawSaved = rows[0]?.saved_ids ?? [];
  const savedIds = new Set<number>((typeof rawSaved === 'string' ? JSON.parse(rawSaved) : rawSaved) as number[]);
  const fetched: Omit<PositionRow, 'is_saved'>[] = [];
  for (const { index_version: _version, saved_ids: _saved, ...row } of rows) {
    if (row.id === null) continue;
    fetched.push(row as Omit<PositionRow, 'is_saved'>);
    held.set(row.id, row as Omit<PositionRow, 'is_saved'>);
  }
  options.cache?.store(options.domain, indexVersion, fetched);
  const byId = new Map<number, PositionRow>();
  for (const [id, row] of held) byId.set(id, { ...row, is_saved: savedIds.has(id) });
  return { byId, indexVersion, versionRead: true };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** archived_at (spec): negative while open, the closing time in epoch seconds once closed. */
export function archivedAt(closedAt: Date | string | null): number {
  return closedAt ? Math.floor(new Date(closedAt).getTime() / 1000) : -1;
}

export function skillList(skills: unknown): string[] {
  const list = typeof skills === 'string' ? (JSON.parse(skills) as unknown) : skills;
  return Array.isArray(list) ? list.filter((skill): skill is string => typeof skill === 'string') : [];
}

export function toPositionSummary(row: PositionRow, options: { keyword?: string; distanceKm?: number } = {}): PositionSummary {
  const summary: PositionSummary = {
    id: row.id,
    position_id: row.id,
    title: row.title,
    slug: slugify(row.title),
    department: row.department,
    location: row.location,
    city: row.city,
    region: row.region,
    country: row.country,
    is_remote: row.is_remote,
    employment_type: row.employment_type,
    skills: skillList(row.skills),
    posted_at: iso(row.posted_at),
    valid_through: row.valid_through ? iso(row.valid_through) : null,
    archived_at: archivedAt(row.closed_at),
    snippet: snippet(row.description, options.keyword),
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    lat: row.lat,
    lng: row.lng,
    positionUserActions: { isSaved: Boolean(row.is_saved) },
  };
  if (options.distanceKm !== undefined && Number.isFinite(options.distanceKm)) summary.distance_km = Math.round(options.distanceKm * 10) / 10;
  return summary;
}

/** The details view: the summary plus the whole description. */
export function toPosition(row: PositionRow): Position {
  return { ...toPositionSummary(row), description: row.description };
}
