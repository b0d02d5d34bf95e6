import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { loadDomainPositions, type DomainPositions } from './DomainPositions';
import { loadKeywordMatches, type KeywordMatches } from './KeywordMatches';
import type { PositionRow, PositionRowCache } from './positionRows';
import { loadVocabulary, type Vocabulary } from './Vocabulary';

/**
 * How long a confirmed version is trusted without asking again: a write shows in search within this
 * time (like a search engine's refresh interval). Under load it saves a round trip per search; a
 * quiet server still asks on nearly every search.
 */
export const SEARCH_REFRESH_MS = 100;

export interface SearchIndexOptions {
  /** Override SEARCH_REFRESH_MS (0 asks on every use). */
  refreshMs?: number;
  /** Most keywords kept (least recently used go first). */
  maxKeywords?: number;
  /** Most matched rows kept over all keywords (4 bytes each, plus the date order when used). */
  maxKeywordRows?: number;
  /** Most position rows kept for result pages (about 1.5 KB each). */
  maxRows?: number;
}

export interface SearchSnapshot {
  positions: DomainPositions;
  /** Null when the search has no keyword (or only stop words). */
  matches: KeywordMatches | null;
  /** The keyword's matches came from memory, not from the database. */
  cached: boolean;
}

/**
 * What search holds in memory, per server process: each employer's open positions as columns, and
 * the ranked matches of recent keywords. The database stays the source of truth: what is held is
 * checked against search_index_state.version (a one-row lookup that a trigger bumps on every write to
 * positions), and anything loaded under an older version is reloaded. A search checks optimistically:
 * it reads the version in the same statement as its page of rows (peek, then observeVersion) and
 * starts over in the rare case the version moved; within SEARCH_REFRESH_MS of the last confirmation
 * it does not ask at all. Concurrent requests share one load.
 */
export class SearchIndex implements PositionRowCache {
  private version: string | null = null;
  private confirmedAt = -Infinity;
  private readonly refreshMs: number;
  private versionRead: Promise<string> | null = null;
  private readonly positions = new Map<string, Promise<DomainPositions>>();
  private readonly keywords = new Map<string, Promise<KeywordMatches>>();
  private readonly keywordRows = new Map<string, number>();
  private readonly vocabularies = new Map<string, Promise<Vocabulary>>();
  private readonly rows = new Map<number, Omit<PositionRow, 'is_saved'>>();
  private readonly maxKeywords: number;
  private readonly maxKeywordRows: number;
  private readonly maxRows: number;

  constructor(
    private readonly db: Kysely<Database>,
    options: SearchIndexOptions = {},
  ) {
    this.maxKeywords = options.maxKeywords ?? 500;
    this.maxKeywordRows = options.maxKeywordRows ?? 4_000_000;
    this.maxRows = options.maxRows ?? 20_000;
    this.refreshMs = options.refreshMs ?? SEARCH_REFRESH_MS;
  }

  /** The version held, when it was confirmed less than the refresh interval ago; null otherwise. */
  freshVersion(): string | null {
    return this.version !== null && performance.now() - this.confirmedAt < this.refreshMs ? this.version : null;
  }

  /** A position row held for the current version (PositionRowCache). */
  get(domain: string, id: number): Omit<PositionRow, 'is_saved'> | undefined {
    const row = this.rows.get(id);
    return row?.domain === domain ? row : undefined;
  }

  /** Keeps rows read under `version`, when that is still the version held (older reads are not kept). */
  store(version: string, rows: readonly Omit<PositionRow, 'is_saved'>[]): void {
    if (version !== this.version) return;
    for (const row of rows) {
      this.rows.delete(row.id);
      this.rows.set(row.id, row);
    }
    for (const oldest of this.rows.keys()) {
      if (this.rows.size <= this.maxRows) break;
      this.rows.delete(oldest);
    }
  }

  /** The current snapshot for a search: positions of the employer and, with a keyword, its matches. */
  async snapshot(domain: string, keyword: string): Promise<SearchSnapshot> {
    const positions = await this.domainPositions(domain);
    if (!keyword) return { positions, matches: null, cached: true };
    // Keyed by the snapshot's version too: matches are row indices into that very snapshot.
    const key = `${domain}\u0000${positions.version}\u0000${keyword}`;
    let loading = this.keywords.get(key);
    const cached = loading !== undefined;
    if (loading) {
      this.touch(key, loading);
    } else {
      loading = loadKeywordMatches(this.db, positions, keyword);
      this.keywords.set(key, loading);
      loading.then(
        (matches) => this.account(key, matches.order.length),
        () => this.forget(key),
      );
    }
    const matches = await loading;
    return { positions, matches: matches.matchesAll ? null : matches, cached };
  }

  /**
   * The snapshot held for the last version seen, without asking the database; null when nothing is
   * held. The caller must confirm the version (observeVersion) before trusting what it computed.
   */
  peek(domain: string, keyword: string): Promise<SearchSnapshot> | null {
    if (this.version === null) return null;
    const positions = this.positions.get(`${domain}\u0000${this.version}`);
    if (!positions) return null;
    if (!keyword) return positions.then((loaded) => ({ positions: loaded, matches: null, cached: true }));
    const key = `${domain}\u0000${this.version}\u0000${keyword}`;
    const matches = this.keywords.get(key);
    if (!matches) return null;
    this.touch(key, matches);
    return Promise.all([positions, matches]).then(([loaded, found]) => ({ positions: loaded, matches: found.matchesAll ? null : found, cached: true }));
  }

  /** A version read elsewhere (with a search's rows): true when it is the one held; otherwise everything held is dropped. */
  observeVersion(version: string): boolean {
    this.confirmedAt = performance.now();
    if (version === this.version) return true;
    this.adopt(version);
    return false;
  }

  /** The employer's open positions (current version). */
  async domainPositions(domain: string): Promise<DomainPositions> {
    const version = await this.refreshVersion();
    const key = `${domain}\u0000${version}`;
    let loading = this.positions.get(key);
    if (!loading) {
      loading = loadDomainPositions(this.db, domain, version);
      this.positions.set(key, loading);
      loading.catch(() => this.positions.delete(key));
    }
    return loading;
  }

  /** Titles, skills and places of the employer's open positions (autocomplete, resume skills). */
  async vocabulary(domain: string): Promise<Vocabulary> {
    const positions = await this.domainPositions(domain);
    const key = `${domain}\u0000${positions.version}`;
    let loading = this.vocabularies.get(key);
    if (!loading) {
      loading = loadVocabulary(this.db, positions);
      this.vocabularies.set(key, loading);
      loading.catch(() => this.vocabularies.delete(key));
    }
    return loading;
  }

  /** Reads the version (one read shared by concurrent callers); a new version drops everything held. */
  private async refreshVersion(): Promise<string> {
    const fresh = this.freshVersion();
    if (fresh !== null) return fresh;
    this.versionRead ??= sql<{ version: string }>`select version::text as version from search_index_state where id = 1`
      .execute(this.db)
      .then(({ rows }) => rows[0]?.version ?? '0')
      .finally(() => {
        this.versionRead = null;
      });
    const version = await this.versionRead;
    this.confirmedAt = performance.now();
    if (version !== this.version) this.adopt(version);
    return version;
  }

  private adopt(version: string): void {
    this.version = version;
    this.positions.clear();
    this.keywords.clear();
    this.keywordRows.clear();
    this.vocabularies.clear();
    this.rows.clear();
  }

  /** Least recently used order: a hit moves to the end. */
  private touch(key: string, loading: Promise<KeywordMatches>): void {
    this.keywords.delete(key);
    this.keywords.set(key, loading);
  }

  private account(key: string, rows: number): void {
    if (!this.keywords.has(key)) return;
    this.keywordRows.set(key, rows);
    let total = 0;
    for (const count of this.keywordRows.values()) total += count;
    for (const oldest of this.keywords.keys()) {
      if (this.keywords.size <= this.maxKeywords && total <= this.maxKeywordRows) break;
      if (oldest === key) continue;
      total -= this.keywordRows.get(oldest) ?? 0;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.keywords.delete(key);
    this.keywordRows.delete(key);
  }
}
