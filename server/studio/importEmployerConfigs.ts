import type { Kysely } from 'kysely';
import { formatConfigError } from '../../engine/config/ConfigError';
import type { EmployerConfigFile } from '../config/loadEmployerConfigs';
import type { Database } from '../db/Database';
import type { FormCatalog } from '../forms/formCatalog';
import { checkEmployerConfig } from './checkEmployerConfig';
import { createEmployerDocument, employerDocument, publishedEmployerConfigs, publishEmployerConfig } from './employerConfigStore';

export interface ImportedConfig {
  file: string;
  domain: string;
  outcome: 'created' | 'published' | 'unchanged';
  version: number;
}

/** What keeps each file from being published beyond the engine's check (the forms' frames, publicUrl): `file: pointer: message` lines. */
export function importProblems(files: EmployerConfigFile[], forms: FormCatalog): string[] {
  return files.flatMap(({ file, raw, config }) => checkEmployerConfig(raw, config.domain, forms).errors.map((error) => `${file}: ${formatConfigError(error)}`));
}

/**
 * Publishes checked config files (npm run config:import): a new employer is created, a changed config
 * becomes the next version, an unchanged one (the same text as published) is left alone, so a CI
 * pipeline can import every file on every run. Each change writes an audit row (action "import").
 */
export async function importEmployerConfigs(db: Kysely<Database>, files: EmployerConfigFile[], author: string, forms: FormCatalog): Promise<ImportedConfig[]> {
  const imported: ImportedConfig[] = [];
  for (const { file, raw, config } of files) {
    const { domain } = config;
    const message = `Imported from ${file}`;
    const document = await employerDocument(db, domain);
    if (!document) {
      await createEmployerDocument(db, { domain, fileName: file, raw, author, action: 'import', message });
      imported.push({ file, domain, outcome: 'created', version: 1 });
      continue;
    }
    if (document.file_name !== file) await db.updateTable('config_documents').set({ file_name: file }).where('id', '=', document.id).execute();
    const [published] = await publishedEmployerConfigs(db, [domain]);
    if (published && JSON.stringify(published.raw) === JSON.stringify(raw)) {
      imported.push({ file, domain, outcome: 'unchanged', version: published.version });
      continue;
    }
    const outcome = await publishEmployerConfig(db, {
      domain,
      baseVersion: document.published_version,
      source: { raw },
      actor: author,
      action: 'import',
      message,
      check: (value) => checkEmployerConfig(value, domain, forms),
    });
    if (!outcome.ok) {
      const why = outcome.reason === 'stale_base' ? `version ${outcome.publishedVersion} was published meanwhile by ${outcome.publishedBy}` : outcome.reason;
      throw new Error(`${file}: not imported: ${why}`);
    }
    imported.push({ file, domain, outcome: 'published', version: outcome.version });
  }
  return imported;
}
