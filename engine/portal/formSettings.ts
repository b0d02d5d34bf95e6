import type { EmployerConfig } from '../../schemas/generated/employer-config';

/**
 * The employer's frame allow-list (security.frameOrigins), empty when not set. Here rather than beside
 * the frame checks (engine/config/checkFrameOrigins.ts), which every page would then carry.
 */
export function frameOriginsOf(config: Pick<EmployerConfig, 'security'>): readonly string[] {
  return config.security?.frameOrigins ?? [];
}

/** The forms slice: the origins an embedded form or e-signature question may show in a frame (security.frameOrigins). */
export function resolveFormSettings(config: EmployerConfig) {
  return { frameOrigins: frameOriginsOf(config) };
}
