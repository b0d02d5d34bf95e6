import type { Kysely } from 'kysely';
import { checkFormFrames } from '../../engine/config/checkFrameOrigins';
import { formatConfigError } from '../../engine/config/ConfigError';
import { validateEmployerConfig } from '../../engine/config/validateEmployerConfig';
import { frameOriginsOf } from '../../engine/portal/formSettings';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { EmployerConfigFile } from '../config/loadEmployerConfigs';
import type { Database } from '../db/Database';
import { checkFormDefinition, LiveForms } from '../forms/formCatalog';
import { checkEmployerConfig } from './checkEmployerConfig';
import { findDocument, type DocumentRef, type PublishedDocument, type PublishOutcome, type RawConfig } from './configStore';
import { createEmployerDocument, EMPLOYER, publishedEmployerConfigs, publishEmployerConfig } from './employerConfigStore';
import { createFormDocument, FORM, publishedForms, publishFormVersion, type FormFile } from './formDocuments';

/** What one config:import run publishes: employer configs and form definitions (configs/forms/<domain>/<key>.json). */
export interface ConfigFiles {
  employers: EmployerConfigFile[];
  forms: FormFile[];
}

export interface ImportedConfig {
  file: string;
  domain: string;
  /** The form's key, for a form definition. */
  form?: string;
  outcome: 'created' | 'published' | 'unchanged';
  version: number;
}

/** What the database will serve once the files are published: its published configs and forms, the files' in their place. */
interface ImportedState {
  configs: Map<string, EmployerConfig>;
  forms: LiveForms;
}

async function importedState(db: Kysely<Database>, files: ConfigFiles): Promise<ImportedState> {
  const configs = new Map<string, EmployerConfig>();
  for (const row of await publishedEmployerConfigs(db)) {
    const result = validateEmployerConfig(row.raw);
    if (result.ok) configs.set(row.domain, result.config);
  }
  for (const { config } of files.employers) configs.set(config.domain, config);
  const forms = new LiveForms();
  for (const { domain, form } of files.forms) forms.serve(domain, 1, form);
  for (const row of await publishedForms(db)) {
    const checked = checkFormDefinition(row.raw, row.key);
    if (checked.ok && !forms.get(row.domain, row.key)) forms.serve(row.domain, 1, checked.config);
  }
  return { configs, forms };
}

/**
 * What keeps the files from being published beyond the engine's check, judged against what the
 * database will serve once they all are: each employer config against its forms' frames (and
 * publicUrl), each form against its employer's frameOrigins, and a form's employer must exist (in
 * the database or among the files). `file: pointer: message` lines.
 */
export async function importProblems(db: Kysely<Database>, files: ConfigFiles): Promise<string[]> {
  const state = await importedState(db, files);
  const problems = files.employers.flatMap(({ file, raw, config }) =>
    checkEmployerConfig(raw, config.domain, state.forms).errors.map((error) => `${file}: ${formatConfigError(error)}`),
  );
  for (const { file, domain, form } of files.forms) {
    const employer = state.configs.get(domain);
    if (!employer) problems.push(`${file}: there is no employer ${domain} (its folder's name): import its config first, or with it`);
    else problems.push(...checkFormFrames(form.compiled, frameOriginsOf(employer)).map((error) => `${file}: ${formatConfigError(error)}`));
  }
  return problems;
}

/**
 * Publishes checked config files (npm run config:import): a new employer or form is created as version
 * 1, a changed one becomes the next version, an unchanged one (the same JSON as published) is left
 * alone, so a CI pipeline can import every file on every run. Employers come first (a form's employer
 * must exist), each checked against the state the whole import leads to (importProblems has found no
 * problem with it). Each change writes an audit row (action "import").
 */
export async function importConfigFiles(db: Kysely<Database>, files: ConfigFiles, author: string): Promise<ImportedConfig[]> {
  const state = await importedState(db, files);
  const imported: ImportedConfig[] = [];
  for (const { file, raw, text, config } of files.employers) {
    const { domain } = config;
    const done = await importDocument(
      db,
      { kind: EMPLOYER, domain, key: domain },
      { file, fileName: file, raw },
      {
        create: (message) => createEmployerDocument(db, { domain, fileName: file, raw, text, author, action: 'import', message }),
        published: async () => (await publishedEmployerConfigs(db, [domain]))[0],
        publish: (baseVersion, message) =>
          publishEmployerConfig(db, {
            domain,
            baseVersion,
            source: { raw, text },
            actor: author,
            action: 'import',
            message,
            check: (value) => checkEmployerConfig(value, domain, state.forms),
          }),
      },
    );
    imported.push({ file, domain, ...done });
  }
  for (const { file, fileName, domain, key, raw, text } of files.forms) {
    const employer = state.configs.get(domain);
    const done = await importDocument(
      db,
      { kind: FORM, domain, key },
      { file, fileName, raw },
      {
        create: (message) => createFormDocument(db, { domain, key, fileName, raw, text, author, action: 'import', message }),
        published: async () => (await publishedForms(db, [domain])).find((row) => row.key === key),
        publish: (baseVersion, message) =>
          publishFormVersion(db, { domain, key, baseVersion, source: { raw, text }, actor: author, action: 'import', message, employer }),
      },
    );
    imported.push({ file, domain, form: key, ...done });
  }
  return imported;
}

interface ImportSteps {
  create: (message: string) => Promise<boolean>;
  published: () => Promise<Pick<PublishedDocument, 'raw' | 'version'> | undefined>;
  publish: (baseVersion: number | null, message: string) => Promise<PublishOutcome<unknown>>;
}

/** One file: its document created, published anew, or left alone when its JSON is the one published. */
async function importDocument(
  db: Kysely<Database>,
  ref: DocumentRef,
  { file, fileName, raw }: { file: string; fileName: string; raw: RawConfig },
  steps: ImportSteps,
): Promise<Pick<ImportedConfig, 'outcome' | 'version'>> {
  const message = `Imported from ${file}`;
  const document = await findDocument(db, ref);
  if (!document) {
    if (!(await steps.create(message))) throw new Error(`${file}: not imported: it was created meanwhile by another process`);
    return { outcome: 'created', version: 1 };
  }
  if (document.file_name !== fileName) await db.updateTable('config_documents').set({ file_name: fileName }).where('id', '=', document.id).execute();
  const published = await steps.published();
  if (published && JSON.stringify(published.raw) === JSON.stringify(raw)) return { outcome: 'unchanged', version: published.version };
  const outcome = await steps.publish(document.published_version, message);
  if (!outcome.ok) {
    const why =
      outcome.reason === 'stale_base'
        ? `version ${outcome.publishedVersion} was published meanwhile by ${outcome.publishedBy}`
        : outcome.reason === 'invalid_config'
          ? outcome.errors.map(formatConfigError).join('; ')
          : outcome.reason;
    throw new Error(`${file}: not imported: ${why}`);
  }
  return { outcome: 'published', version: outcome.version };
}
