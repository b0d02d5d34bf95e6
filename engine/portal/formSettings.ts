import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { frameOriginsOf } from '../config/checkFrameOrigins';

/** The forms slice: the origins an embedded form or e-signature question may show in a frame (security.frameOrigins). */
export function resolveFormSettings(config: EmployerConfig) {
  return { frameOrigins: frameOriginsOf(config) };
}
