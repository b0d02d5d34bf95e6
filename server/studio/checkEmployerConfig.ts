import { checkEmployerFrames } from '../../engine/config/checkFrameOrigins';
import type { ConfigError } from '../../engine/config/ConfigError';
import { validateEmployerConfig } from '../../engine/config/validateEmployerConfig';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { applicationFormId, type FormCatalog } from '../forms/formCatalog';
import { parsePublicUrl } from '../http/publicUrl';
import type { Checked } from './configStore';

export type CheckedConfig = Checked<EmployerConfig>;

/**
 * What would keep a config from being published, with the checks a server start makes: the engine's
 * (config:check's rules), the frames of the employer's forms against security.frameOrigins,
 * publicUrl's shape, the application form it names (one of the employer's published forms), and the
 * document's domain, which a config cannot change.
 */
export function checkEmployerConfig(raw: unknown, domain: string, forms: FormCatalog): CheckedConfig {
  const result = validateEmployerConfig(raw);
  if (!result.ok) return { ok: false, errors: result.errors };
  const { config } = result;
  const errors: ConfigError[] = [];
  if (config.domain !== domain) errors.push({ pointer: '/domain', message: `must stay "${domain}": a new employer is created, not renamed` });
  if (config.publicUrl) {
    try {
      parsePublicUrl(config.publicUrl, 'publicUrl');
    } catch (error) {
      errors.push({ pointer: '/publicUrl', message: (error as Error).message.replace(/^publicUrl /, '') });
    }
  }
  errors.push(...checkEmployerFrames(config, forms.of(domain).values()));
  const applicationForm = applicationFormId(config);
  if (applicationForm !== undefined && !forms.get(domain, applicationForm)) {
    const known = [...forms.of(domain).keys()].sort();
    errors.push({
      pointer: '/formsConfig/applicationFormId',
      message: `must be the id of one of ${domain}'s published forms${known.length > 0 ? ` (${known.join(', ')})` : ' (it has none yet)'}, not "${applicationForm}"`,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, config, errors: [] };
}
