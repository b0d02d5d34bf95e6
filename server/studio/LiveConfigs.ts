import type { Kysely } from 'kysely';
import { formatConfigError } from '../../engine/config/ConfigError';
import { validateEmployerConfig } from '../../engine/config/validateEmployerConfig';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { CheckedDocuments } from '../config/CheckedDocuments';
import { InvalidConfigError, readEmployerConfigFiles } from '../config/loadEmployerConfigs';
import type { Database } from '../db/Database';
import type { LiveForms } from '../forms/formCatalog';
import { checkFormDefinition } from '../forms/formCatalog';
import { hasDocuments, publishedVersions, type DocumentKind } from './configStore';
import { createEmployerDocument, EMPLOYER, publishedEmployerConfigs } from './employerConfigStore';
import { FORM, publishedForms } from './formDocuments';

/**
 * The employer configs this process serves, at the versions it serves them. `configs` is the one Map
 * every request reads (context.configs, request.portal, the page routes): a publish replaces an
 * entry in place, so nothing holds a stale copy. A version older than the one served is ignored, so
 * a slow poll never undoes a publish this process has just made.
 */
export class LiveConfigs {
  readonly configs = new Map<string, EmployerConfig>();
  private readonly versions = new Map<string, number>();

  versionOf(domain: string): number {
    return this.versions.get(domain) ?? 0;
  }

  serve(domain: string, version: number, config: EmployerConfig): void {
    if (version <= this.versionOf(domain)) return;
    this.versions.set(domain, version);
    this.configs.set(domain, config);
  }
}

/** A fresh database gets configs/*.json as version 1 of each employer, authored by "seed"; after that the database is the source. */
export async function seedEmployerConfigs(db: Kysely<Database>, configDir: string): Promise<void> {
  if (await hasDocuments(db, EMPLOYER)) return;
  for (const { file, raw, text, config } of await readEmployerConfigFiles(configDir)) {
    // Another process seeding at the same moment wins the race for a domain: its row stands.
    await createEmployerDocument(db, { domain: config.domain, fileName: file, raw, text, author: 'seed', action: 'seed', message: `Seeded from ${file}` });
  }
}

/**
 * The published configs, validated with the engine as at every start: an invalid one (a newer engine
 * may refuse what an older one published) stops the server, naming employer, version and pointer.
 * A config this build has accepted before with the same content (`known`) is taken as it was then.
 */
export async function loadLiveConfigs(db: Kysely<Database>, configDir: string, known?: CheckedDocuments): Promise<LiveConfigs> {
  await seedEmployerConfigs(db, configDir);
  const live = new LiveConfigs();
  const problems: string[] = [];
  for (const row of await publishedEmployerConfigs(db)) {
    const accepted = known?.get(EMPLOYER, row.raw) as EmployerConfig | undefined;
    if (accepted) {
      live.serve(row.domain, row.version, accepted);
      continue;
    }
    const result = validateEmployerConfig(row.raw);
    if (result.ok) {
      known?.remember(EMPLOYER, row.raw, result.config);
      live.serve(row.domain, row.version, result.config);
    } else problems.push(...result.errors.map((error) => `${row.domain} (published version ${row.version}): ${formatConfigError(error)}`));
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return live;
}

/** What a process serves and follows: the employer configs and the form definitions. */
export interface LiveDocuments {
  configs: LiveConfigs;
  forms: LiveForms;
}

/**
 * Serves every version published since (by any process), of every kind, found with one query. A
 * version this engine refuses is logged once and skipped.
 */
async function refreshLiveDocuments(db: Kysely<Database>, live: LiveDocuments, refused: Set<string>, log: (message: string) => void): Promise<void> {
  const served = (kind: DocumentKind, domain: string, key: string) => (kind === EMPLOYER ? live.configs.versionOf(domain) : live.forms.versionOf(domain, key));
  const newer = (await publishedVersions(db)).filter(
    ({ kind, domain, key, version }) => version > served(kind, domain, key) && !refused.has(`${kind}:${domain}/${key}@${version}`),
  );
  if (newer.length === 0) return;
  const domainsOf = (kind: DocumentKind) => [...new Set(newer.filter((row) => row.kind === kind).map((row) => row.domain))];
  const refuse = (kind: DocumentKind, row: { domain: string; key: string; version: number }, what: string, errors: string) => {
    refused.add(`${kind}:${row.domain}/${row.key}@${row.version}`);
    log(`${what} (published version ${row.version}) is not served: ${errors}`);
  };
  for (const row of await publishedEmployerConfigs(db, domainsOf(EMPLOYER))) {
    const result = validateEmployerConfig(row.raw);
    if (result.ok) live.configs.serve(row.domain, row.version, result.config);
    else refuse(EMPLOYER, { ...row, key: row.domain }, row.domain, result.errors.map(formatConfigError).join('; '));
  }
  for (const row of await publishedForms(db, domainsOf(FORM))) {
    if (row.version <= live.forms.versionOf(row.domain, row.key) || refused.has(`${FORM}:${row.domain}/${row.key}@${row.version}`)) continue;
    const checked = checkFormDefinition(row.raw, row.key);
    if (checked.ok) live.forms.serve(row.domain, row.version, checked.config);
    else refuse(FORM, row, `${row.domain}, form "${row.key}"`, checked.errors.map(formatConfigError).join('; '));
  }
}

/**
 * Several processes on one PostgreSQL database: each asks every interval (500 ms: a publish is served
 * everywhere within a second) which versions are published, of employer configs and forms alike, one
 * small query, and loads only what changed. A poll rather than LISTEN/NOTIFY: no connection of its own
 * to lose, and a failed poll is simply tried again. Returns the function that stops it: it resolves
 * once a poll under way has finished, so the database can be closed then (a poll outliving it would
 * query a closed pool).
 */
export function followPublishedConfigs(db: Kysely<Database>, live: LiveDocuments, log: (message: string) => void, intervalMs = 500): () => Promise<void> {
  const refused = new Set<string>();
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = refreshLiveDocuments(db, live, refused, log)
      .catch((error: unknown) => log(`reading the published configs failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
