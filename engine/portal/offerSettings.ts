import type { EmployerConfig } from '../../schemas/generated/employer-config';

/** The offers slice: careers or career hub path mode (the header 'Offers' is hidden in career hub mode). */
export function resolveOfferSettings(config: EmployerConfig) {
  return { pathMode: config.offersConfig?.pathMode ?? 'careers' };
}
