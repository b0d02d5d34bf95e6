/**
 * Seeds the demo data into the configured database:
 *   npm run seed                              PGlite in PORTICO_DATA_DIR (default ./data/pglite), or DATABASE_URL
 *   npm run seed -- --positions 100000        with 100,000 acme.com positions (benchmarks)
 *   npm run seed -- --employers 1000 --positions 1000000
 *                                             1,000 employers (the demo's and generated ones) holding
 *                                             1,000,000 positions, spread unevenly (acme the largest)
 *   npm run seed -- --reset                   empty a database that already holds data, then seed
 * Without --reset, a database that holds data is left untouched (exit code 1 with a message).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEmployerConfigs } from '../server/config/loadEmployerConfigs';
import { createDatabase } from '../server/db/createDatabase';
import { seedLarge } from '../server/seed/seedLarge';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { positions: { type: 'string' }, employers: { type: 'string' }, reset: { type: 'boolean', default: false } },
  strict: true,
});
const positions = values.positions === undefined ? undefined : Number(values.positions);
if (positions !== undefined && (!Number.isInteger(positions) || positions < 1 || positions > 5_000_000)) {
  console.error('--positions must be a whole number from 1 to 5,000,000.');
  process.exit(2);
}

const employers = values.employers === undefined ? undefined : Number(values.employers);
if (employers !== undefined && (!Number.isInteger(employers) || employers < 2 || employers > 100_000)) {
  console.error('--employers must be a whole number from 2 to 100,000.');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.PORTICO_DATA_DIR ?? path.join(root, 'data', 'pglite');
const configDir = path.join(root, 'configs');
const configs = await loadEmployerConfigs(configDir);
const database = await createDatabase({ databaseUrl, dataDir });
console.log(`Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
try {
  const outcome = await seedLarge(database.db, {
    configs,
    configDir,
    now: new Date(),
    acmePositions: positions,
    employers: employers === undefined ? undefined : { count: employers, positions: positions ?? employers * 1000 },
    reset: values.reset,
    log: console.log,
  });
  if (!outcome.seeded) {
    console.error(outcome.reason);
    process.exitCode = 1;
  } else {
    console.log(
      `Seeded ${outcome.positions.toLocaleString('en-US')} positions in ${(outcome.ms / 1000).toFixed(1)} s. Log in as ada@example.com / portico-demo.`,
    );
  }
} finally {
  await database.close();
}
