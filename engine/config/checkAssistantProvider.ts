import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { frameUrlShapeProblem, httpsOrigin } from '../forms/frameUrl';
import { frameOriginsOf } from '../portal/formSettings';
import type { ConfigError } from './ConfigError';

/**
 * chatbotxConfig.providerUrl: a path of this site, or an https address of an origin the config lists
 * in security.frameOrigins (the portal frames it and takes its messages, so the employer names it).
 */
export function checkAssistantProvider(config: unknown): ConfigError[] {
  const { chatbotxConfig, security } = (config ?? {}) as Pick<EmployerConfig, 'chatbotxConfig' | 'security'>;
  const url = chatbotxConfig?.providerUrl;
  if (typeof url !== 'string') return [];
  const pointer = '/chatbotxConfig/providerUrl';
  const shape = frameUrlShapeProblem(url);
  if (shape) return [{ pointer, message: shape }];
  const origin = httpsOrigin(url);
  const origins = frameOriginsOf({ security });
  if (origin === undefined || origins.includes(origin)) return [];
  return [
    {
      pointer,
      message: `the assistant's origin ${origin} is not in security.frameOrigins: add "${origin}" there to let the portal frame it and accept its messages`,
    },
  ];
}
