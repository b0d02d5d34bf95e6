import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { formatConfigError } from '../../engine/config/ConfigError';
import { parseConfigText } from '../../engine/config/parseConfigText';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import type { CheckedDocuments } from '../config/CheckedDocuments';
import { InvalidConfigError } from '../config/loadEmployerConfigs';
import type { Database } from '../db/Database';
import { acceptedFormDefinition, checkFormDefinition, LiveForms, type CatalogForm } from '../forms/formCatalog';
import { notFound } from '../http/HttpError';
import {
  createDocument,
  hasDocuments,
  publishDocument,
  publishedDocuments,
  type AuditAction,
  type DocumentRef,
  type PublishedDocument,
  type PublishOutcome,
  type PublishSource,
  type NewDocument,
  type RawConfig,
} from './configStore';
import { EMPLOYER } from './employerConfigStore';
import { noPortal } from './studioAccess';

/** The document kind of a form definition: domain = the employer it belongs to, key = the form id. */
export const FORM = 'form';

const formRef = (domain: string, key: string): DocumentRef => ({ kind: FORM, domain, key });

/** A form definition file, configs/forms/<domain>/<key>.json: the employer is its folder, the key its name. */
export interface FormFile {
  /** Its path as given (for messages). */
  file: string;
  /** Its file name (onboarding.json): exported to <out>/forms/<domain>/<fileName>. */
  fileName: string;
  domain: string;
  key: string;
  raw: RawConfig;
  text: string;
  form: CatalogForm;
}

/**
 * Form definition files checked with the engine: the employer is the parent folder's name
 * (configs/forms/acme.com/onboarding.json belongs to acme.com), the form id must be the file's name.
 * Any problem throws InvalidConfigError naming file and pointer.
 */
export function checkFormFiles(texts: { path: string; text: string }[]): FormFile[] {
  const found: FormFile[] = [];
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const { path: file, text } of texts) {
    const relative = path.relative(process.cwd(), file) || file;
    const domain = path.basename(path.dirname(path.resolve(file)));
    const fileName = path.basename(file);
    const key = fileName.replace(/\.json$/, '');
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain)) {
      problems.push(
        `${relative}: a form definition belongs to the employer named by its folder (configs/forms/<domain>/${fileName}), and "${domain}" is no domain`,
      );
      continue;
    }
    const parsed = parseConfigText(text);
    if (!parsed.ok) {
      problems.push(`${relative}: ${formatConfigError(parsed.error)}`);
      continue;
    }
    const checked = checkFormDefinition(parsed.raw, key);
    if (!checked.ok) {
      problems.push(...checked.errors.map((error) => `${relative}: ${formatConfigError(error)}`));
      continue;
    }
    if (seen.has(`${domain}/${key}`)) {
      problems.push(`${relative}: ${domain} already has a form "${key}" among these files`);
      continue;
    }
    seen.add(`${domain}/${key}`);
    found.push({ file: relative, fileName, domain, key, raw: parsed.raw as RawConfig, text, form: checked.config });
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return found;
}

/** Every configs/forms/<domain>/<key>.json of a config folder, checked (none when it has no forms folder). */
export async function readFormFiles(configDir: string): Promise<FormFile[]> {
  const formsDir = path.join(configDir, 'forms');
  const entries = await readdir(formsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const texts: { path: string; text: string }[] = [];
  for (const entry of entries.filter((each) => each.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = path.join(formsDir, entry.name);
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort())
      texts.push({ path: path.join(dir, file), text: await readFile(path.join(dir, file), 'utf8') });
  }
  return checkFormFiles(texts);
}

/** Every published form definition as written, by employer and key. */
export async function publishedForms(db: Kysely<Database>, domains?: string[]): Promise<PublishedDocument[]> {
  return publishedDocuments(db, FORM, domains);
}

/** A new form's document: the new document's fields, with the employer and the form's key. */
export type NewFormDocument = Omit<NewDocument, 'document'> & { domain: string; key: string };

/** A new form of an employer with its version 1; false (nothing written) when the employer already has a form of that key. */
export async function createFormDocument(db: Kysely<Database>, { domain, key, ...document }: NewFormDocument): Promise<boolean> {
  return createDocument(db, { document: formRef(domain, key), ...document });
}

/**
 * A fresh database gets configs/forms/<domain>/<key>.json as version 1 of each employer's forms,
 * authored by "seed" (after the employers: a form's folder must name one); after that the database is
 * the source.
 */
export async function seedFormDefinitions(db: Kysely<Database>, configDir: string): Promise<void> {
  if (await hasDocuments(db, FORM)) return;
  const files = await readFormFiles(configDir);
  const employers = new Set((await publishedDocuments(db, EMPLOYER)).map((row) => row.domain));
  const strays = [...new Set(files.filter((file) => !employers.has(file.domain)).map((file) => file.domain))];
  if (strays.length > 0)
    throw new InvalidConfigError(strays.map((domain) => `forms/${domain}: there is no employer ${domain} for these forms (configs/*.json)`));
  for (const { domain, key, fileName, raw, text } of files) {
    // Another process seeding at the same moment wins the race for a form: its row stands.
    await createFormDocument(db, { domain, key, fileName, raw, text, author: 'seed', action: 'seed', message: `Seeded from forms/${domain}/${fileName}` });
  }
}

/**
 * A new employer made as a copy of another gets its forms too, each as its version 1 (the copy is a
 * portal of its own: later changes to either employer's forms stay theirs), served here at once.
 */
export async function copyEmployerForms(db: Kysely<Database>, live: LiveForms, copy: { from: string; to: string; author: string }): Promise<number> {
  let copied = 0;
  for (const row of await publishedForms(db, [copy.from])) {
    const checked = checkFormDefinition(row.raw, row.key);
    if (!checked.ok) continue;
    const created = await createFormDocument(db, {
      domain: copy.to,
      key: row.key,
      fileName: row.fileName,
      raw: row.raw,
      author: copy.author,
      action: 'create',
      message: `Copied from ${copy.from}`,
    });
    if (!created) continue;
    live.serve(copy.to, 1, checked.config);
    copied += 1;
  }
  return copied;
}

/**
 * The published form definitions, checked with the engine as at every start: an invalid one (a newer
 * engine may refuse what an older one published) stops the server, naming employer, form, version and pointer.
 * A definition this build has accepted before under the same key (`known`) is compiled again, not checked.
 */
export async function loadLiveForms(db: Kysely<Database>, configDir: string, known?: CheckedDocuments): Promise<LiveForms> {
  await seedFormDefinitions(db, configDir);
  const live = new LiveForms();
  const problems: string[] = [];
  for (const row of await publishedForms(db)) {
    const name = `${FORM}:${row.key}`;
    const accepted = known?.get(name, row.raw) as FormDefinition | undefined;
    if (accepted) {
      live.serve(row.domain, row.version, acceptedFormDefinition(row.raw, row.key, accepted));
      continue;
    }
    const checked = checkFormDefinition(row.raw, row.key);
    if (checked.ok) {
      known?.remember(name, row.raw, checked.checked);
      live.serve(row.domain, row.version, checked.config);
    } else problems.push(...checked.errors.map((error) => `${row.domain}, form "${row.key}" (published version ${row.version}): ${formatConfigError(error)}`));
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return live;
}

export interface FormPublishRequest {
  domain: string;
  key: string;
  /** The version the change was made on (null: a form never published): publishing refuses when another has been published since. */
  baseVersion: number | null;
  source: PublishSource;
  actor: string;
  action: AuditAction;
  message: string;
  /**
   * The employer config whose security.frameOrigins the form's frames must be in; by default the
   * employer's published one, read (and held) in the publish's transaction. An import of both passes
   * the config it publishes alongside.
   */
  employer?: Pick<EmployerConfig, 'security'>;
}

/**
 * Publishes a new version of an employer's form (the form builder, config:import): checked like a
 * start (the engine, the id, the frames the employer allows; 422 with pointers into the form), with
 * the row lock, stale base (409) and audit row of every publish.
 */
export async function publishFormVersion(
  db: Kysely<Database>,
  { domain, key, employer, ...request }: FormPublishRequest,
): Promise<PublishOutcome<CatalogForm>> {
  return publishDocument(db, {
    document: formRef(domain, key),
    ...request,
    check: async (raw, trx) => checkFormDefinition(raw, key, employer ?? (await publishedEmployerIn(trx, domain))),
  });
}

/** The employer's published config, its row held until the transaction ends: a concurrent publish of the employer waits for it. */
async function publishedEmployerIn(trx: Transaction<Database>, domain: string): Promise<Pick<EmployerConfig, 'security'>> {
  const row = await trx
    .selectFrom('config_documents as d')
    .innerJoin('config_versions as v', (join) => join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'))
    .select('v.config')
    .where('d.kind', '=', EMPLOYER)
    .where('d.domain', '=', domain)
    .where('d.key', '=', domain)
    .forShare('d')
    .executeTakeFirst();
  if (!row) throw notFound(noPortal(domain));
  // A published config passed the engine's check: security, when present, has the schema's shape.
  return row.config as Pick<EmployerConfig, 'security'>;
}
