/**
 * npm run config:export -- --out <dir>
 * Writes every employer's published config from the database (DATABASE_URL, else PGlite in
 * PORTICO_DATA_DIR, default ./data/pglite) as <dir>/<file>.json: as written in the studio or the
 * imported file, with its $schema first, formatted like the repository's files (Prettier), so
 * configs/*.json imported and exported again give no diff.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import prettier from 'prettier';
import { createDatabase } from '../server/db/createDatabase';
import { publishedEmployerConfigs } from '../server/studio/employerConfigStore';

const SCHEMA_REF = '../schemas/employer-config.schema.json';
const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
if (!values.out) {
  console.error('usage: npm run config:export -- --out <dir>');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.PORTICO_DATA_DIR ?? path.join(root, 'data', 'pglite');
const database = await createDatabase({ databaseUrl, dataDir });
try {
  await mkdir(values.out, { recursive: true });
  // The repository's formatting for config files: objects stay one key a line (Prettier keeps an
  // object broken when its text is), lists that fit go on one line.
  const options = await prettier.resolveConfig(path.join(root, 'configs', 'acme.json'));
  const published = await publishedEmployerConfigs(database.db);
  if (published.length === 0) console.warn('No employer config is published in this database yet (a server start or config:import seeds configs/*.json).');
  for (const { domain, version, raw, fileName } of published) {
    const { $schema, ...rest } = raw;
    const text = await prettier.format(JSON.stringify({ $schema: $schema ?? SCHEMA_REF, ...rest }, null, 2), { ...options, parser: 'json' });
    await writeFile(path.join(values.out, fileName), text);
    console.log(`${path.join(values.out, fileName)}: ${domain} version ${version}`);
  }
} finally {
  await database.close();
}
