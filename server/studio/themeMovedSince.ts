import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';

export interface ThemeMove {
  version: number;
  author: string;
}

/**
 * The latest employer config version published after a studio draft's base that changed `theme`
 * (a theme builder publish, or another editor's studio publish), or null: null too once the draft
 * holds the published theme (its editor took it), so the studio's notice goes when it has been acted on.
 */
export async function themeMovedSince(db: Kysely<Database>, draft: { documentId: number; baseVersion: number; theme: unknown }): Promise<ThemeMove | null> {
  // The base itself is read too: what each later version's theme is compared with.
  const rows = await db
    .selectFrom('config_versions')
    .select(['version', 'author', sql<unknown>`config -> 'theme'`.as('theme')])
    .where('document_id', '=', draft.documentId)
    .where('version', '>=', draft.baseVersion)
    .orderBy('version')
    .execute();
  const themeOf = (theme: unknown) => theme ?? {};
  let moved: ThemeMove | null = null;
  for (let index = 1; index < rows.length; index++) {
    const [before, row] = [rows[index - 1]!, rows[index]!];
    if (!isDeepStrictEqual(themeOf(before.theme), themeOf(row.theme))) moved = { version: row.version, author: row.author };
  }
  const published = rows.at(-1);
  if (!moved || !published || isDeepStrictEqual(themeOf(published.theme), themeOf(draft.theme))) return null;
  return moved;
}
