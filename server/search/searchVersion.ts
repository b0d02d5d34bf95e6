import { sql, type RawBuilder } from 'kysely';

/**
 * An employer's search version (migration 0017), as text 'epoch.removed.seq': search_index_state's
 * epoch (a truncate of positions), the employer's removed_seq (a position deleted or moved away) and
 * the largest search_seq among its positions (every insert and update). Read in the same statement as
 * whatever it vouches for. Only this employer's writes move it.
 */
export function searchVersionSql(domain: string): RawBuilder<string> {
  return sql<string>`((select version from search_index_state where id = 1)::text || '.' ||
    coalesce((select removed_seq from search_domains where domain = ${domain}), 0)::text || '.' ||
    coalesce((select max(search_seq) from positions where domain = ${domain} and search_seq is not null), 0)::text)`;
}

/** The parts of a version: rows above `seq` are what changed since; a different `base` (epoch, removals) leaves nothing to patch. */
export function versionParts(version: string): { base: string; seq: string } {
  const cut = version.lastIndexOf('.');
  return cut < 0 ? { base: version, seq: '0' } : { base: version.slice(0, cut), seq: version.slice(cut + 1) };
}
