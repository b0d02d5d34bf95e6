/**
 * npm run config:import -- <config.json...> [--author <name>]
 * Checks employer config files like a server start (the engine, the forms' frames) and publishes
 * them into the database (DATABASE_URL, else PGlite in PORTICO_DATA_DIR, default ./data/pglite): a new
 * employer is created, a changed config becomes its next version (author --author, default "import"),
 * an unchanged one is left alone. Any invalid file: nothing is published, each error is printed as
 * `file: /json/pointer: message`, exit code 1.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkEmployerConfigFiles, InvalidConfigError } from '../server/config/loadEmployerConfigs';
import { createDatabase } from '../server/db/createDatabase';
import { loadFormCatalog } from '../server/forms/formCatalog';
import { importEmployerConfigs, importProblems } from '../server/studio/importEmployerConfigs';
import { seedEmployerConfigs } from '../server/studio/LiveConfigs';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { author: { type: 'string', default: 'import' } }, allowPositionals: true, strict: true });
const author = values.author.trim();
if (positionals.length === 0 || !author) {
  console.error('usage: npm run config:import -- <config.json...> [--author <name>]');
  process.exit(2);
}

const texts = await Promise.all(positionals.map(async (file) => ({ path: path.resolve(file), text: await readFile(file, 'utf8') })));
const forms = loadFormCatalog();
let files;
try {
  files = checkEmployerConfigFiles(texts);
  const problems = importProblems(files, forms);
  if (problems.length > 0) throw new InvalidConfigError(problems);
} catch (error) {
  if (!(error instanceof InvalidConfigError)) throw error;
  for (const line of error.lines) console.error(line);
  console.error('Nothing was imported.');
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.PORTICO_DATA_DIR ?? path.join(root, 'data', 'pglite');
const database = await createDatabase({ databaseUrl, dataDir });
console.log(`Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
try {
  // A fresh database starts as a server start would leave it: configs/*.json as version 1.
  await seedEmployerConfigs(database.db, path.join(root, 'configs'));
  for (const { file, domain, outcome, version } of await importEmployerConfigs(database.db, files, author, forms)) {
    console.log(`${file}: ${domain} ${outcome === 'unchanged' ? `unchanged (version ${version})` : `${outcome}, version ${version}`}`);
  }
} finally {
  await database.close();
}
