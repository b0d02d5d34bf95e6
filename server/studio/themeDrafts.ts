import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { createUnpublishedDocument, findDocument, saveDraft, type DocumentRef, type RawConfig } from './configStore';

/**
 * The theme builder's drafts. A theme is published as a new version of its employer's config, so
 * it has no versions of its own: each employer has one document of kind 'theme' (key = the domain),
 * created at the first draft and never published, whose drafts (one per editor, configStore's
 * config_drafts) hold `{ theme }` with the employer config version they were made on as base.
 */
const THEME = 'theme';

const themeRef = (domain: string): DocumentRef => ({ kind: THEME, domain, key: domain });

export interface ThemeDraft {
  /** The employer config version the draft was made on. */
  baseVersion: number;
  theme: RawConfig;
}

/** The editor's theme draft of the employer, or null. */
export async function findThemeDraft(db: Kysely<Database>, domain: string, editorId: string): Promise<ThemeDraft | null> {
  const row = await db
    .selectFrom('config_documents as d')
    .innerJoin('config_drafts as draft', 'draft.document_id', 'd.id')
    .select(['draft.base_version', 'draft.config'])
    .where('d.kind', '=', THEME)
    .where('d.domain', '=', domain)
    .where('d.key', '=', domain)
    .where('draft.editor_id', '=', editorId)
    .executeTakeFirst();
  // Every theme draft is saved with a base (saveThemeDraft): an employer config is always published.
  if (!row || row.base_version === null) return null;
  const { theme } = row.config;
  return { baseVersion: row.base_version, theme: theme && typeof theme === 'object' && !Array.isArray(theme) ? (theme as RawConfig) : {} };
}

/** Keeps the editor's theme draft (the JSON text of `{ theme }`, bounded by the caller), creating the employer's theme document the first time. */
export async function saveThemeDraft(
  db: Kysely<Database>,
  draft: { domain: string; editorId: string; author: string; baseVersion: number; text: string; at: Date },
): Promise<void> {
  const ref = themeRef(draft.domain);
  let document = await findDocument(db, ref);
  if (!document) {
    // Two first saves at once: one creates it, the other finds it.
    await createUnpublishedDocument(db, {
      document: ref,
      fileName: `${draft.domain}.theme.json`,
      initial: { theme: {} },
      author: draft.author,
      message: 'Theme drafts started',
    });
    document = await findDocument(db, ref);
    if (!document) throw new Error(`the theme document of ${draft.domain} could not be created`);
  }
  await saveDraft(db, { documentId: document.id, editorId: draft.editorId, baseVersion: draft.baseVersion, text: draft.text, at: draft.at });
}

/** Deletes the editor's theme draft (once published). */
export async function deleteThemeDraft(db: Kysely<Database>, domain: string, editorId: string): Promise<void> {
  const document = await findDocument(db, themeRef(domain));
  if (document) await db.deleteFrom('config_drafts').where('document_id', '=', document.id).where('editor_id', '=', editorId).execute();
}
