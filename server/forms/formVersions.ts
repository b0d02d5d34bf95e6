import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { checkFormDefinition, type CatalogForm } from './formCatalog';

/**
 * Earlier published versions of the employers' forms, for the candidates who started one (their
 * assignment's form_version): each read and compiled once, as a published version never changes.
 */
export class FormVersions {
  private readonly compiled = new Map<string, CatalogForm>();

  constructor(private readonly db: Kysely<Database>) {}

  async get(domain: string, key: string, version: number): Promise<CatalogForm | undefined> {
    const id = `${domain}/${key}@${version}`;
    const cached = this.compiled.get(id);
    if (cached) return cached;
    const row = await this.db
      .selectFrom('config_documents as d')
      .innerJoin('config_versions as v', 'v.document_id', 'd.id')
      .select('v.config')
      .where('d.kind', '=', 'form')
      .where('d.domain', '=', domain)
      .where('d.key', '=', key)
      .where('v.version', '=', version)
      .executeTakeFirst();
    if (!row) return undefined;
    const checked = checkFormDefinition(row.config, key);
    // It passed this check when it was published; a newer engine refusing it is a server error.
    if (!checked.ok) throw new Error(`${domain}, form "${key}" (published version ${version}) is invalid: ${checked.errors[0]?.message ?? ''}`);
    this.compiled.set(id, checked.config);
    return checked.config;
  }
}
