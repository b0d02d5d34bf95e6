import { sql, type Kysely } from 'kysely';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import { seedFormDefinitions } from '../studio/formDocuments';
import { seedEmployerConfigs } from '../studio/LiveConfigs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RawConfig } from '../studio/configStore';
import { zipfSizes } from './generateEmployers';
import { DEMO_POSITION_COUNTS, seedDemoData } from './seedDemoData';
import { seedEmployers } from './seedEmployers';

export interface SeedLargeOptions {
  configs: Map<string, EmployerConfig>;
  /** The config files (configs/): a fresh or emptied database gets its employer and form documents from them, as a server start would. */
  configDir: string;
  now: Date;
  /** acme.com positions (default: the demo's 2,000). */
  acmePositions?: number;
  /**
   * Many employers (npm run seed -- --employers 1000 --positions 1000000): this many employers in all,
   * the demo's and generated ones, holding `positions` positions in all, spread by a Zipf law
   * (zipfSizes): acme.com is the largest, with a tenth; the other demo employers keep their demo
   * counts; the generated ones (generateEmployers) share the rest, most a few hundred.
   */
  employers?: { count: number; positions: number };
  /** Wipe every table first when the database already holds data. */
  reset?: boolean;
  log?: (message: string) => void;
}

export type SeedOutcome = { seeded: true; positions: number; ms: number } | { seeded: false; reason: string };

/** Every application table (not Kysely's migration bookkeeping), for a reset. */
async function dataTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' and table_name <> 'search_index_state'`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * npm run seed: the deterministic demo data, optionally with many acme positions (benchmarks). A
 * database that already holds data is left alone (seeded: false) unless reset is asked for, which
 * empties every table (ids restart) before seeding. Ends with ANALYZE: the planner needs statistics,
 * and PGlite has no autovacuum to gather them.
 */
export async function seedLarge(db: Kysely<Database>, options: SeedLargeOptions): Promise<SeedOutcome> {
  const log = options.log ?? (() => undefined);
  const existing = await db.selectFrom('candidates').select('id').limit(1).executeTakeFirst();
  const anyPosition = await db.selectFrom('positions').select('id').limit(1).executeTakeFirst();
  if (existing || anyPosition) {
    if (!options.reset) return { seeded: false, reason: 'The database already holds data. Run with --reset to empty it and seed again.' };
    const tables = await dataTables(db);
    log(`Emptying ${tables.length} tables…`);
    await sql`truncate table ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(db);
  }
  const started = Date.now();
  const spread = options.employers ? employerSizes(options.configs, options.employers) : null;
  const acme = spread ? spread.acme : options.acmePositions;
  log(`Seeding the demo data${acme ? ` with ${acme.toLocaleString('en-US')} acme.com positions` : ''}…`);
  // The demo's forms are copies of the employers' published ones.
  await seedEmployerConfigs(db, options.configDir);
  await seedFormDefinitions(db, options.configDir);
  await seedDemoData(db, { configs: options.configs, now: options.now, acmePositions: acme });
  if (spread && spread.generated.length > 0) {
    const templates = await Promise.all(
      ['acme.json', 'globex.json'].map(async (file) => JSON.parse(await readFile(path.join(options.configDir, file), 'utf8')) as RawConfig),
    );
    await seedEmployers(db, { templates, sizes: spread.generated, now: options.now, log });
  }
  log('Analyzing…');
  await sql`analyze`.execute(db);
  const count = await db
    .selectFrom('positions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return { seeded: true, positions: Number(count?.n ?? 0), ms: Date.now() - started };
}

/**
 * The position counts of a many-employer seed: zipfSizes over every employer but the demo's fixed
 * ones (globex.com keeps its demo 300), its largest share chosen so acme.com, the largest, holds a
 * tenth of all positions.
 */
function employerSizes(configs: Map<string, EmployerConfig>, { count, positions }: { count: number; positions: number }) {
  const fixed = [...configs.keys()].filter((domain) => domain !== 'acme.com');
  const fixedPositions = fixed.reduce((sum, domain) => sum + (DEMO_POSITION_COUNTS[domain] ?? 100), 0);
  const spread = Math.max(1, positions - fixedPositions);
  const sizes = zipfSizes(Math.max(1, count - fixed.length), spread, Math.min(1, (positions * 0.1) / spread));
  return { acme: Math.max(1, sizes[0] ?? 1), generated: sizes.slice(1) };
}
