import type { Kysely } from 'kysely';
import { formatConfigError } from '../../engine/config/ConfigError';
import { validateEmployerConfig } from '../../engine/config/validateEmployerConfig';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { InvalidConfigError, readEmployerConfigFiles } from '../config/loadEmployerConfigs';
import type { Database } from '../db/Database';
import { createEmployerDocument, EMPLOYER, publishedEmployerConfigs, publishedEmployerVersions } from './employerConfigStore';

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
  const any = await db.selectFrom('config_documents').select('id').where('kind', '=', EMPLOYER).limit(1).executeTakeFirst();
  if (any) return;
  for (const { file, raw, config } of await readEmployerConfigFiles(configDir)) {
    // Another process seeding at the same moment wins the race for a domain: its row stands.
    await createEmployerDocument(db, { domain: config.domain, fileName: file, raw, author: 'seed', action: 'seed', message: `Seeded from ${file}` });
  }
}

/**
 * The published configs, validated with the engine as at every start: an invalid one (a newer engine
 * may refuse what an older one published) stops the server, naming employer, version and pointer.
 */
export async function loadLiveConfigs(db: Kysely<Database>, configDir: string): Promise<LiveConfigs> {
  await seedEmployerConfigs(db, configDir);
  const live = new LiveConfigs();
  const problems: string[] = [];
  for (const row of await publishedEmployerConfigs(db)) {
    const result = validateEmployerConfig(row.raw);
    if (result.ok) live.serve(row.domain, row.version, result.config);
    else problems.push(...result.errors.map((error) => `${row.domain} (published version ${row.version}): ${formatConfigError(error)}`));
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return live;
}

/** Serves every version published since (by any process). A version this engine refuses is logged once and skipped. */
async function refreshLiveConfigs(db: Kysely<Database>, live: LiveConfigs, refused: Set<string>, log: (message: string) => void): Promise<void> {
  const newer = (await publishedEmployerVersions(db)).filter(({ domain, version }) => version > live.versionOf(domain) && !refused.has(`${domain}@${version}`));
  if (newer.length === 0) return;
  for (const row of await publishedEmployerConfigs(
    db,
    newer.map(({ domain }) => domain),
  )) {
    const result = validateEmployerConfig(row.raw);
    if (result.ok) {
      live.serve(row.domain, row.version, result.config);
    } else {
      refused.add(`${row.domain}@${row.version}`);
      log(`${row.domain} (published version ${row.version}) is not served: ${result.errors.map(formatConfigError).join('; ')}`);
    }
  }
}

/**
 * Several processes on one PostgreSQL database: each asks every interval (500 ms: a publish is served
 * everywhere within a second) which versions are published, one small query, and loads only what
 * changed. A poll rather than LISTEN/NOTIFY: no connection of its own to lose, and a failed poll is
 * simply tried again. Returns the function that stops it: it resolves once a poll under way has
 * finished, so the database can be closed then (a poll outliving it would query a closed pool).
 */
export function followPublishedConfigs(db: Kysely<Database>, live: LiveConfigs, log: (message: string) => void, intervalMs = 500): () => Promise<void> {
  const refused = new Set<string>();
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = refreshLiveConfigs(db, live, refused, log)
      .catch((error: unknown) => log(`reading the published configs failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
