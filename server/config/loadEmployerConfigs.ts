import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { formatConfigError } from '../../engine/config/ConfigError';
import { loadEmployerConfig } from '../../engine/config/loadEmployerConfig';

export class InvalidConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid employer configuration:\n${lines.join('\n')}`);
  }
}

/** A config file as written (raw: what is stored and exported) and as validated (config: with the schema's defaults). */
export interface EmployerConfigFile {
  /** Its file name (acme.json). */
  file: string;
  raw: Record<string, unknown>;
  /** The text as written: stored as it is, so an export gives the file back. */
  text: string;
  config: EmployerConfig;
}

/**
 * Reads and validates every configs/<domain>.json with the engine (the same check as config:check).
 * Any invalid file stops the server: it never serves a portal from a config it could not validate.
 */
export async function loadEmployerConfigs(dir: string): Promise<Map<string, EmployerConfig>> {
  return new Map((await readEmployerConfigFiles(dir)).map(({ config }) => [config.domain, config]));
}

/** Every config file of the folder, validated; any invalid one (or two for one domain) throws InvalidConfigError naming file and pointer. */
export async function readEmployerConfigFiles(dir: string): Promise<EmployerConfigFile[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  if (files.length === 0) throw new InvalidConfigError([`${dir}: no employer config (*.json) found`]);
  return checkEmployerConfigFiles(
    await Promise.all(files.map(async (file) => ({ path: path.join(dir, file), text: await readFile(path.join(dir, file), 'utf8') }))),
  );
}

/** Config files' texts, validated together (a domain claimed twice is an error too). */
export function checkEmployerConfigFiles(texts: { path: string; text: string }[]): EmployerConfigFile[] {
  const found: EmployerConfigFile[] = [];
  const domains = new Set<string>();
  const problems: string[] = [];
  for (const { path: file, text } of texts) {
    const relative = path.relative(process.cwd(), file) || file;
    const result = loadEmployerConfig(text);
    if (!result.ok) {
      problems.push(...result.errors.map((error) => `${relative}: ${formatConfigError(error)}`));
      continue;
    }
    if (domains.has(result.config.domain)) {
      problems.push(`${relative}: /domain: "${result.config.domain}" is already used by another config file`);
      continue;
    }
    domains.add(result.config.domain);
    found.push({ file: path.basename(file), raw: JSON.parse(text) as Record<string, unknown>, text, config: result.config });
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return found;
}
