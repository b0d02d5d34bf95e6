/**
 * npm run config:check -- <files...>
 * Validates employer configs, and form definitions (files whose $schema names the form definition
 * schema, as configs/forms/<domain>/*.json); prints each error as `file: /json/pointer: message`.
 * Exits 1 when any file is invalid, 0 when all are valid.
 */
import { readFile } from 'node:fs/promises';
import { checkConfigText } from '../engine/config/checkConfigText';
import { formatConfigError } from '../engine/config/ConfigError';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: npm run config:check -- <config.json...>');
  process.exit(2);
}

let invalid = 0;
for (const file of files) {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    console.error(`${file}: cannot be read (${error.code ?? error.message})`);
    return null;
  });
  if (text === null) {
    invalid += 1;
    continue;
  }
  const { kind, errors } = checkConfigText(text);
  if (errors.length === 0) {
    console.log(kind === 'form definition' ? `${file}: valid form definition` : `${file}: valid`);
  } else {
    invalid += 1;
    for (const error of errors) console.error(`${file}: ${formatConfigError(error)}`);
  }
}
process.exit(invalid > 0 ? 1 : 0);
