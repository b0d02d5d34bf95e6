/**
 * npm run config:import -- <file.json...> [--author <name>]
 * Checks config files like a server start and publishes them into the database (DATABASE_URL, else
 * PGlite in PORTICO_DATA_DIR, default ./data/pglite): employer configs, and form definitions (files
 * whose $schema names the form definition schema), each belonging to the employer its folder names
 * (configs/forms/acme.com/onboarding.json → acme.com). A new employer or form is created, a changed
 * one becomes its next version (author --author, default "import"), an unchanged one is left alone.
 * Any invalid file: nothing is published, each error is printed as `file: /json/pointer: message`,
 * exit code 1.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isFormDefinitionFile } from '../engine/config/checkConfigText';
import { parseConfigText } from '../engine/config/parseConfigText';
import { checkEmployerConfigFiles, InvalidConfigError } from '../server/config/loadEmployerConfigs';
import { createDatabase } from '../server/db/createDatabase';
import { checkFormFiles, seedFormDefinitions } from '../server/studio/formDocuments';
import { importConfigFiles, importProblems, type ConfigFiles } from '../server/studio/importConfigFiles';
import { seedEmployerConfigs } from '../server/studio/LiveConfigs';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { author: { type: 'string', default: 'import' } }, allowPositionals: true, strict: true });
const author = values.author.trim();
if (positionals.length === 0 || !author) {
  console.error('usage: npm run config:import -- <file.json...> [--author <name>]');
  process.exit(2);
}

const refuse = (lines: string[]): never => {
  for (const line of lines) console.error(line);
  console.error('Nothing was imported.');
  process.exit(1);
};

const texts = await Promise.all(positionals.map(async (file) => ({ path: path.resolve(file), text: await readFile(file, 'utf8') })));
const isForm = (text: string) => {
  const parsed = parseConfigText(text);
  return parsed.ok && isFormDefinitionFile(parsed.raw);
};
// Each kind is checked whole, so one run reports every file's errors.
const problems: string[] = [];
const checked = <T>(check: () => T[]): T[] => {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    problems.push(...error.lines);
    return [];
  }
};
const files: ConfigFiles = {
  employers: checked(() => checkEmployerConfigFiles(texts.filter(({ text }) => !isForm(text)))),
  forms: checked(() => checkFormFiles(texts.filter(({ text }) => isForm(text)))),
};
if (problems.length > 0) refuse(problems);

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.PORTICO_DATA_DIR ?? path.join(root, 'data', 'pglite');
const database = await createDatabase({ databaseUrl, dataDir });
console.log(`Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
try {
  // A fresh database starts as a server start would leave it: configs/ as version 1.
  await seedEmployerConfigs(database.db, path.join(root, 'configs'));
  await seedFormDefinitions(database.db, path.join(root, 'configs'));
  // Checked against what the database will serve once every file is published (a form's frames against its employer's config).
  const conflicts = await importProblems(database.db, files);
  if (conflicts.length > 0) {
    await database.close();
    refuse(conflicts);
  }
  for (const { file, domain, form, outcome, version } of await importConfigFiles(database.db, files, author)) {
    const what = form === undefined ? domain : `${domain} form ${form}`;
    console.log(`${file}: ${what} ${outcome === 'unchanged' ? `unchanged (version ${version})` : `${outcome}, version ${version}`}`);
  }
} finally {
  await database.close();
}
