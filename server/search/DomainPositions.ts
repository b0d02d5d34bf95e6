import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/Database';
import { searchVersionSql, versionParts } from './searchVersion';

/** A string column stored as small integer codes into a dictionary (departments, cities… repeat a lot). */
export interface CodedColumn {
  codes: Int32Array;
  /** -1 is null. */
  values: string[];
}

/**
 * Every open position of one employer, column by column, newest first (posted_at desc, id desc): the
 * row order is the date order. Filters, facet counts, distances and paging run over these arrays in
 * a single pass; the database answers full-text matching (per keyword, cached) and the page's rows.
 */
export interface DomainPositions {
  domain: string;
  /** The employer's search version (searchVersionSql) the rows are exactly. */
  version: string;
  size: number;
  ids: Int32Array;
  indexById: Map<number, number>;
  postedAt: Float64Array;
  title: CodedColumn;
  department: CodedColumn;
  city: CodedColumn;
  region: CodedColumn;
  country: CodedColumn;
  location: CodedColumn;
  employmentType: CodedColumn;
  /** 1 for a remote position (Int32 like the coded columns, so filters read every column the same way). */
  remote: Int32Array;
  /** NaN when unknown. */
  lat: Float64Array;
  lng: Float64Array;
  /** (salary_min + salary_max) / 2, NaN when unknown. */
  salaryMid: Float64Array;
  /**
   * Where a position shows on the map: its own coordinates, or for a remote position without any,
   * the centre of this employer's jobs in its country. NaN when neither exists.
   */
  markerLat: Float64Array;
  markerLng: Float64Array;
  /** The map cell (MAP_CELL_DEGREES grid) of the marker point, -1 when there is none. */
  markerCell: Int32Array;
  cellKeys: string[];
  cellByKey: Map<string, number>;
  /**
   * The map marker a row counts in: cell * 2 + (remote ? 1 : 0), -1 for none. A marker stands at the
   * centre of all its open positions (markerSlotLat/Lng), whatever the filters: markers keep their
   * place while filters change only their counts.
   */
  markerSlot: Int32Array;
  markerSlotLat: Float64Array;
  markerSlotLng: Float64Array;
  /** Per location code: the parts a location text is matched against. */
  locationParts: { city: string | null; region: string | null; country: string | null; remote: boolean }[];
}

/** Map markers group positions on a 0.1° grid (about 11 km): one marker per metro area, not per desk. */
/** A snapshot's coded (dictionary) columns: the strings it holds once per distinct value. */
export function codedColumns(positions: DomainPositions): CodedColumn[] {
  return [positions.title, positions.department, positions.city, positions.region, positions.country, positions.location, positions.employmentType];
}

export const MAP_CELL_DEGREES = 0.1;

export function mapCellKey(lat: number, lng: number): string {
  return `${Math.round(lat / MAP_CELL_DEGREES)},${Math.round(lng / MAP_CELL_DEGREES)}`;
}

interface ColumnarRows {
  id: number[];
  title: string[];
  department: string[];
  city: (string | null)[];
  region: (string | null)[];
  country: (string | null)[];
  location: string[];
  employment_type: string[];
  is_remote: boolean[];
  lat: (number | null)[];
  lng: (number | null)[];
  posted: number[];
  salary_min: (number | null)[];
  salary_max: (number | null)[];
}

/** Each snapshot column as a JSON array, over the rows of `p` (in their order). */
const COLUMNS_JSON = sql`json_build_object(
      'id', json_agg(id), 'title', json_agg(title), 'department', json_agg(department), 'city', json_agg(city),
      'region', json_agg(region), 'country', json_agg(country), 'location', json_agg(location),
      'employment_type', json_agg(employment_type), 'is_remote', json_agg(is_remote), 'lat', json_agg(lat), 'lng', json_agg(lng),
      'posted', json_agg(extract(epoch from posted_at) * 1000), 'salary_min', json_agg(salary_min), 'salary_max', json_agg(salary_max)
    )`;

const parsed = <T>(raw: T | string | null | undefined): T | null => (typeof raw === 'string' ? (JSON.parse(raw) as T) : (raw ?? null));

/**
 * Loads an employer's open positions: one query returning each column as a JSON array (far fewer
 * round trips and objects than 100,000 rows), already in the snapshot's order, so that
 * buildDomainPositions only checks the order instead of sorting. The employer's search version is
 * read in the same statement: the snapshot is exactly that version.
 */
export async function loadDomainPositions(db: Kysely<Database>, domain: string): Promise<DomainPositions> {
  const { rows } = await sql<{ version: string; columns: ColumnarRows | string | null }>`
    select ${searchVersionSql(domain)} as version, (
      select ${COLUMNS_JSON} from (
        select id, title, department, city, region, country, location, employment_type, is_remote, lat, lng, posted_at, salary_min, salary_max
        from positions where domain = ${domain} and closed_at is null order by posted_at desc, id desc
      ) p
    ) as columns`.execute(db);
  const columns = parsed(rows[0]?.columns);
  return buildDomainPositions(domain, rows[0]?.version ?? '0.0.0', columns?.id ? columns : emptyColumns());
}

/** The rows of an employer written since a snapshot (open or not), and the keywords' matches among them. */
export interface DomainDelta {
  /** The employer's version the rows were read at. */
  version: string;
  /** Newest first, like a snapshot; open[k] false for a closed position (it leaves the snapshot). */
  rows: ColumnarRows & { open: boolean[] };
  /**
   * Per keyword asked for (by its place in the list): the open changed rows it matches, with their
   * ranks; null when testing each keyword on each changed row would pass the budget (none tested).
   */
  matches: { id: number[]; rank: number[] }[] | null;
}

/**
 * What changed at the employer since the snapshot (its rows with a larger search_seq), read with the
 * version in one statement; null when that is more than `limit` rows, or when the change is not one
 * rows can tell (a truncate, a position deleted or moved away: versionParts' base moved): the caller
 * loads the employer whole. With keywords, their matches among the changed rows come in the same
 * statement (ranked as loadKeywordMatches ranks), so held matches can be carried to the new snapshot,
 * while keywords × changed rows stays within `budget`.
 */
export async function loadDomainDelta(
  db: Kysely<Database>,
  positions: DomainPositions,
  limit: number,
  keywords: readonly RawBuilder<unknown>[],
  budget: number,
): Promise<DomainDelta | null> {
  const held = versionParts(positions.version);
  const queries = keywords.length ? sql`values ${sql.join(keywords.map((q, n) => sql`(${n}::int, ${q})`))}` : sql`select null::int, null::tsquery where false`;
  const { rows } = await sql<{ version: string; columns: (ColumnarRows & { open: boolean[] }) | string | null; matches: MatchRows | string | null }>`
    with d as (
      select id, title, department, city, region, country, location, employment_type, is_remote, lat, lng, posted_at, salary_min, salary_max,
        closed_at, search_vector
      from positions where domain = ${positions.domain} and search_seq is not null and search_seq > ${held.seq}::bigint
      order by search_seq limit ${limit + 1}
    ), k(n, q) as (${queries})
    select ${searchVersionSql(positions.domain)} as version,
      (select count(*) from d)::int as changed,
      (select json_build_object('open', json_agg(closed_at is null), 'all', ${COLUMNS_JSON}) from (select * from d order by posted_at desc, id desc) p) as columns,
      (select json_build_object('n', json_agg(k.n), 'id', json_agg(d.id), 'rank', json_agg(ts_rank(d.search_vector, k.q)))
        from k join d on (select count(*) from d) * ${keywords.length}::int <= ${budget}::int and d.closed_at is null and numnode(k.q) > 0 and d.search_vector @@ k.q) as matches,
      (select count(*) from d) * ${keywords.length}::int <= ${budget}::int as matched`.execute(db);
  const row = rows[0] as { version: string; changed: number; columns: unknown; matches: unknown; matched: boolean } | undefined;
  if (!row || versionParts(row.version).base !== held.base || Number(row.changed) > limit) return null;
  const both = parsed(row.columns as { open: boolean[]; all: ColumnarRows } | string | null);
  const found = parsed(row.matches as MatchRows | string | null);
  const matches = keywords.map(() => ({ id: [] as number[], rank: [] as number[] }));
  for (let i = 0; i < (found?.n?.length ?? 0); i += 1) {
    matches[found!.n[i]!]!.id.push(found!.id[i]!);
    matches[found!.n[i]!]!.rank.push(found!.rank[i]!);
  }
  return {
    version: row.version,
    rows: both?.all?.id ? { ...both.all, open: both.open } : { ...emptyColumns(), open: [] },
    matches: row.matched ? matches : null,
  };
}

interface MatchRows {
  n: number[];
  id: number[];
  rank: number[];
}

/**
 * The snapshot after a delta: the held rows the delta does not name, and its open rows, merged in
 * the snapshot's order (both are in it already), column by column over the typed arrays: the held
 * rows keep their dictionary codes (a dictionary only grows, and drops the values no row uses any
 * more), the few new rows are coded, and the map markers' places and centres are computed again
 * (they depend on every row). Rows and values are what loading the employer whole gives; only the
 * dictionaries' order may differ. `moved` maps each held row to its new index (-1: it changed or
 * closed); `added` lists the new indices of the delta's open rows.
 */
export function patchDomainPositions(held: DomainPositions, delta: DomainDelta): { positions: DomainPositions; moved: Int32Array; added: Int32Array } {
  const rows = delta.rows;
  const changed = new Set(rows.id);
  const fresh: number[] = [];
  for (let k = 0; k < rows.id.length; k += 1) if (rows.open[k]) fresh.push(k);
  const moved = new Int32Array(held.size).fill(-1);
  let kept = 0;
  for (let i = 0; i < held.size; i += 1) if (!changed.has(held.ids[i]!)) kept += 1;
  const size = kept + fresh.length;
  // source[j]: the held row at new index j (>= 0), or the fresh row ~source[j].
  const source = new Int32Array(size);
  const added = new Int32Array(fresh.length);
  const posted = fresh.map((k) => Number(rows.posted[k]));
  let i = 0;
  let n = 0;
  for (let j = 0; j < size; j += 1) {
    while (i < held.size && changed.has(held.ids[i]!)) i += 1;
    // Newest first: posted_at desc, id desc (the delta's rows come in that order too).
    const heldFirst =
      n >= fresh.length || (i < held.size && (held.postedAt[i]! > posted[n]! || (held.postedAt[i] === posted[n] && held.ids[i]! > rows.id[fresh[n]!]!)));
    if (heldFirst) {
      moved[i] = j;
      source[j] = i++;
    } else {
      added[n] = j;
      source[j] = ~n++;
    }
  }

  const numbers = numericColumns(size);
  const { ids, postedAt, remote, lat, lng, salaryMid } = numbers;
  for (let j = 0; j < size; j += 1) {
    const from = source[j]!;
    if (from >= 0) {
      ids[j] = held.ids[from]!;
      postedAt[j] = held.postedAt[from]!;
      remote[j] = held.remote[from]!;
      lat[j] = held.lat[from]!;
      lng[j] = held.lng[from]!;
      salaryMid[j] = held.salaryMid[from]!;
      numbers.indexById.set(ids[j]!, j);
    } else putRow(numbers, j, rows, fresh[~from]!, posted[~from]!);
  }
  const recode = (column: CodedColumn, values: readonly (string | null)[]) => patchColumn(column, values, source, fresh);
  const location = recode(held.location, rows.location);
  const city = recode(held.city, rows.city);
  const region = recode(held.region, rows.region);
  const country = recode(held.country, rows.country);

  // A location's parts come from its rows (held ones keep theirs; a new one takes its first row's).
  const locationParts: DomainPositions['locationParts'] = new Array(location.column.values.length);
  for (let code = 0; code < location.kept.length; code += 1) if (location.kept[code]! >= 0) locationParts[location.kept[code]!] = held.locationParts[code]!;
  for (let j = 0; j < size; j += 1) {
    const code = location.column.codes[j]!;
    if (!locationParts[code]) locationParts[code] = locationPartsOf(j, city.column, region.column, country.column, remote);
  }
  const positions: DomainPositions = {
    domain: held.domain,
    version: delta.version,
    size,
    ...numbers,
    title: recode(held.title, rows.title).column,
    department: recode(held.department, rows.department).column,
    city: city.column,
    region: region.column,
    country: country.column,
    location: location.column,
    employmentType: recode(held.employmentType, rows.employment_type).column,
    ...markersOf(size, lat, lng, remote, country.column.codes),
    locationParts,
  };
  return { positions, moved, added };
}

/**
 * A coded column after a patch: the held rows' codes (renumbered only when some value lost its last
 * row), the fresh rows' values coded, new values appended. kept[oldCode] is the value's new code, -1
 * when no row has it any more.
 */
function patchColumn(
  held: CodedColumn,
  values: readonly (string | null)[],
  source: Int32Array,
  fresh: readonly number[],
): { column: CodedColumn; kept: Int32Array } {
  const dictionary = held.values.slice();
  let byValue: Map<string, number> | null = null;
  const freshCodes = fresh.map((k) => {
    const value = values[k];
    if (value === null || value === undefined) return -1;
    byValue ??= new Map(held.values.map((text, code) => [text, code]));
    let code = byValue.get(value);
    if (code === undefined) {
      code = dictionary.length;
      dictionary.push(value);
      byValue.set(value, code);
    }
    return code;
  });
  const codes = new Int32Array(source.length);
  const used = new Uint8Array(dictionary.length);
  for (let j = 0; j < source.length; j += 1) {
    const from = source[j]!;
    const code = from >= 0 ? held.codes[from]! : freshCodes[~from]!;
    codes[j] = code;
    if (code >= 0) used[code] = 1;
  }
  const renumber = new Int32Array(dictionary.length);
  let next = 0;
  for (let code = 0; code < dictionary.length; code += 1) renumber[code] = used[code] ? next++ : -1;
  if (next < dictionary.length) for (let j = 0; j < codes.length; j += 1) if (codes[j]! >= 0) codes[j] = renumber[codes[j]!]!;
  return {
    column: { codes, values: next < dictionary.length ? dictionary.filter((_, code) => used[code]) : dictionary },
    kept: renumber.subarray(0, held.values.length),
  };
}

function emptyColumns(): ColumnarRows {
  return {
    id: [],
    title: [],
    department: [],
    city: [],
    region: [],
    country: [],
    location: [],
    employment_type: [],
    is_remote: [],
    lat: [],
    lng: [],
    posted: [],
    salary_min: [],
    salary_max: [],
  };
}

function coded(values: readonly (string | null)[], order: Int32Array): CodedColumn {
  const dictionary = new Map<string, number>();
  const codes = new Int32Array(order.length);
  for (let i = 0; i < order.length; i += 1) {
    const value = values[order[i]!];
    if (value === null || value === undefined) {
      codes[i] = -1;
      continue;
    }
    let code = dictionary.get(value);
    if (code === undefined) {
      code = dictionary.size;
      dictionary.set(value, code);
    }
    codes[i] = code;
  }
  return { codes, values: [...dictionary.keys()] };
}

const toFloat = (value: number | null | undefined) => (value === null || value === undefined ? NaN : Number(value));

/** A snapshot's numeric columns for `size` rows, and its index of ids. */
function numericColumns(size: number) {
  return {
    ids: new Int32Array(size),
    indexById: new Map<number, number>(),
    postedAt: new Float64Array(size),
    remote: new Int32Array(size),
    lat: new Float64Array(size),
    lng: new Float64Array(size),
    salaryMid: new Float64Array(size),
  };
}

/** Row `from` of loaded rows (its posted_at as a number) into row `to` of a snapshot's numeric columns: a full load's rows and a delta's new ones alike. */
function putRow(into: ReturnType<typeof numericColumns>, to: number, rows: ColumnarRows, from: number, postedAt: number): void {
  into.ids[to] = rows.id[from]!;
  into.indexById.set(rows.id[from]!, to);
  into.postedAt[to] = postedAt;
  into.remote[to] = rows.is_remote[from] ? 1 : 0;
  into.lat[to] = toFloat(rows.lat[from]);
  into.lng[to] = toFloat(rows.lng[from]);
  const min = toFloat(rows.salary_min[from]);
  const max = toFloat(rows.salary_max[from]);
  into.salaryMid[to] = Number.isNaN(min) ? max : Number.isNaN(max) ? min : (min + max) / 2;
}

/** A location's parts, from the row `i` that has it. */
function locationPartsOf(
  i: number,
  city: CodedColumn,
  region: CodedColumn,
  country: CodedColumn,
  remote: Int32Array,
): DomainPositions['locationParts'][number] {
  const value = (column: CodedColumn) => (column.codes[i]! >= 0 ? column.values[column.codes[i]!]! : null);
  return { city: value(city), region: value(region), country: value(country), remote: remote[i] === 1 };
}

export function buildDomainPositions(domain: string, version: string, columns: ColumnarRows): DomainPositions {
  const size = columns.id.length;
  const order = new Int32Array(size);
  for (let i = 0; i < size; i += 1) order[i] = i;
  const posted = columns.posted.map(Number);
  const newerFirst = (a: number, b: number) => posted[b]! - posted[a]! || columns.id[b]! - columns.id[a]!;
  // loadDomainPositions sends them in this order: checking it takes one pass, a sort many (100 ms and more at 100,000).
  let sorted = true;
  for (let i = 1; i < size && sorted; i += 1) sorted = newerFirst(i - 1, i) <= 0;
  if (!sorted) order.sort(newerFirst);

  const numbers = numericColumns(size);
  for (let i = 0; i < size; i += 1) putRow(numbers, i, columns, order[i]!, posted[order[i]!]!);
  const { lat, lng, remote } = numbers;
  const location = coded(columns.location, order);
  const city = coded(columns.city, order);
  const region = coded(columns.region, order);
  const country = coded(columns.country, order);

  const locationParts: DomainPositions['locationParts'] = location.values.map(() => ({ city: null, region: null, country: null, remote: false }));
  const seen = new Uint8Array(location.values.length);
  for (let i = 0; i < size; i += 1) {
    const code = location.codes[i]!;
    if (seen[code]) continue;
    seen[code] = 1;
    locationParts[code] = locationPartsOf(i, city, region, country, remote);
  }

  return {
    domain,
    version,
    size,
    ...numbers,
    title: coded(columns.title, order),
    department: coded(columns.department, order),
    city,
    region,
    country,
    location,
    employmentType: coded(columns.employment_type, order),
    ...markersOf(size, lat, lng, remote, country.codes),
    locationParts,
  };
}

/** Where each row shows on the map, and each marker's centre (of all its open positions). */
function markersOf(size: number, lat: Float64Array, lng: Float64Array, remote: Int32Array, countryCodes: Int32Array) {
  const { markerLat, markerLng, markerCell, cellKeys, cellByKey } = placeMarkers(size, lat, lng, remote, countryCodes);
  const markerSlot = new Int32Array(size);
  const markerSlotLat = new Float64Array(cellKeys.length * 2);
  const markerSlotLng = new Float64Array(cellKeys.length * 2);
  const slotCounts = new Int32Array(cellKeys.length * 2);
  for (let i = 0; i < size; i += 1) {
    const slot = markerCell[i]! < 0 ? -1 : markerCell[i]! * 2 + remote[i]!;
    markerSlot[i] = slot;
    if (slot < 0) continue;
    slotCounts[slot]! += 1;
    markerSlotLat[slot]! += markerLat[i]!;
    markerSlotLng[slot]! += markerLng[i]!;
  }
  for (let slot = 0; slot < slotCounts.length; slot += 1) {
    if (slotCounts[slot] === 0) continue;
    markerSlotLat[slot] = Number((markerSlotLat[slot]! / slotCounts[slot]!).toFixed(5));
    markerSlotLng[slot] = Number((markerSlotLng[slot]! / slotCounts[slot]!).toFixed(5));
  }
  return { markerLat, markerLng, markerCell, cellKeys, cellByKey, markerSlot, markerSlotLat, markerSlotLng };
}

function placeMarkers(size: number, lat: Float64Array, lng: Float64Array, remote: Int32Array, countryCodes: Int32Array) {
  // A remote job without coordinates shows at the centre of the employer's located jobs in its country.
  const sums = new Map<number, { lat: number; lng: number; n: number }>();
  for (let i = 0; i < size; i += 1) {
    if (Number.isNaN(lat[i]!) || Number.isNaN(lng[i]!) || countryCodes[i]! < 0) continue;
    const sum = sums.get(countryCodes[i]!) ?? { lat: 0, lng: 0, n: 0 };
    sum.lat += lat[i]!;
    sum.lng += lng[i]!;
    sum.n += 1;
    sums.set(countryCodes[i]!, sum);
  }
  // Each country's centre once (not per row: a catalogue may hold many remote jobs).
  const centres = new Map<number, { lat: number; lng: number }>();
  for (const [code, sum] of sums) centres.set(code, { lat: Number((sum.lat / sum.n).toFixed(5)), lng: Number((sum.lng / sum.n).toFixed(5)) });
  const markerLat = new Float64Array(size);
  const markerLng = new Float64Array(size);
  const markerCell = new Int32Array(size);
  const cellKeys: string[] = [];
  const cellByKey = new Map<string, number>();
  // Cells by their grid numbers (no text per row); the key text is made once per cell.
  const cellByNumber = new Map<number, number>();
  for (let i = 0; i < size; i += 1) {
    let y = lat[i]!;
    let x = lng[i]!;
    if ((Number.isNaN(y) || Number.isNaN(x)) && remote[i]) {
      const centre = centres.get(countryCodes[i]!);
      y = centre ? centre.lat : NaN;
      x = centre ? centre.lng : NaN;
    }
    markerLat[i] = y;
    markerLng[i] = x;
    if (Number.isNaN(y) || Number.isNaN(x)) {
      markerCell[i] = -1;
      continue;
    }
    const row = Math.round(y / MAP_CELL_DEGREES);
    const column = Math.round(x / MAP_CELL_DEGREES);
    const number = Math.abs(row) < 100_000 && Math.abs(column) < 100_000 ? row * 200_003 + column : NaN;
    let cell = Number.isNaN(number) ? undefined : cellByNumber.get(number);
    if (cell === undefined) {
      const key = mapCellKey(y, x);
      cell = cellByKey.get(key);
      if (cell === undefined) {
        cell = cellKeys.length;
        cellKeys.push(key);
        cellByKey.set(key, cell);
      }
      if (!Number.isNaN(number)) cellByNumber.set(number, cell);
    }
    markerCell[i] = cell;
  }
  return { markerLat, markerLng, markerCell, cellKeys, cellByKey };
}
