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

/**
 * Reads and validates every configs/<domain>.json with the engine (the same check as config:check).
 * Any invalid file stops the server: it never serves a portal from a config it could not validate.
 */
export async function loadEmployerConfigs(dir: string): Promise<Map<string, EmployerConfig>> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const configs = new Map<string, EmployerConfig>();
  const problems: string[] = [];
  for (const file of files) {
    const relative = path.join(path.relative(process.cwd(), dir) || '.', file);
    const result = loadEmployerConfig(await readFile(path.join(dir, file), 'utf8'));
    if (!result.ok) {
      problems.push(...result.errors.map((error) => `${relative}: ${formatConfigError(error)}`));
      continue;
    }
    if (configs.has(result.config.domain)) {
      problems.push(`${relative}: /domain: "${result.config.domain}" is already used by another config file`);
      continue;
    }
    configs.set(result.config.domain, result.config);
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  if (configs.size === 0) throw new InvalidConfigError([`${dir}: no employer config (*.json) found`]);
  return configs;
}
