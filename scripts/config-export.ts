/**
 * npm run config:export -- --out <dir>
 * Writes every published version from the database (DATABASE_URL, else PGlite in PORTICO_DATA_DIR,
 * default ./data/pglite): each employer's config as <dir>/<file>.json and each of its forms as
 * <dir>/forms/<domain>/<key>.json, with its $schema first, formatted like the repository's files
 * (Prettier). A seeded or imported file is stored as its text, so configs/ imported and exported
 * again gives no diff.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import prettier from 'prettier';
import { createDatabase } from '../server/db/createDatabase';
import { publishedTexts, type DocumentKind } from '../server/studio/configStore';

// A theme document holds drafts only: a theme is published inside its employer's config.
const SCHEMA_REFS: Record<Exclude<DocumentKind, 'theme'>, string> = {
  employer: '../schemas/employer-config.schema.json',
  form: '../../../schemas/forms/form-definition.schema.json',
};
const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
if (!values.out) {
  console.error('usage: npm run config:export -- --out <dir>');
  process.exit(2);
}
const out = values.out;

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.PORTICO_DATA_DIR ?? path.join(root, 'data', 'pglite');
const database = await createDatabase({ databaseUrl, dataDir });
try {
  // The repository's formatting for config files: an object written one key a line stays so (the
  // studio stores a config that way), one written on one line stays on one line if it fits.
  const options = { ...(await prettier.resolveConfig(path.join(root, 'configs', 'acme.json'))), parser: 'json' };
  const formatted = async (text: string, kind: keyof typeof SCHEMA_REFS) => {
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (typeof raw.$schema === 'string') return prettier.format(text, options);
    return prettier.format(JSON.stringify({ $schema: SCHEMA_REFS[kind], ...raw }, null, 2), options);
  };
  const employers = await publishedTexts(database.db, 'employer');
  if (employers.length === 0) console.warn('No employer config is published in this database yet (a server start or config:import seeds configs/).');
  for (const { domain, version, text, fileName } of employers) {
    const file = path.join(out, fileName);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await formatted(text, 'employer'));
    console.log(`${file}: ${domain} version ${version}`);
  }
  for (const { domain, key, version, text, fileName } of await publishedTexts(database.db, 'form')) {
    const file = path.join(out, 'forms', domain, fileName);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await formatted(text, 'form'));
    console.log(`${file}: ${domain} form ${key} version ${version}`);
  }
} finally {
  await database.close();
}
