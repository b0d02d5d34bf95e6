import type { EmployerConfig } from '../../schemas/generated/employer-config';

export type PositionDetailsConfig = NonNullable<NonNullable<EmployerConfig['pcsxConfig']>['positionDetailsConfig']>;

/** The switches of positionDetailsConfig one position may change; hasOverrides itself is the employer's. */
const OVERRIDABLE_SWITCHES = ['showMatchDetails', 'showInsights'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** An own property that is a plain object (never one inherited, such as __proto__ or constructor). */
function ownObject(value: unknown, key: string): Record<string, unknown> | undefined {
  if (!isPlainObject(value) || !Object.hasOwn(value, key)) return undefined;
  const child = value[key];
  return isPlainObject(child) ? child : undefined;
}

/**
 * Spec section 4 (Position details): config overrides are fetched per position when the config says
 * overrides exist (positionDetailsConfig.hasOverrides). The answer (GET /api/pcsx/config_overrides,
 * `{ overrides }`) holds parts of the employer config that change for that one position; it is merged
 * over the employer's positionDetailsConfig. Only the switches a position may change are taken
 * (showMatchDetails, showInsights), and only as booleans: anything else in the answer, malformed
 * or not, changes nothing. Without an answer (not fetched yet, failed, or empty) the employer's
 * config applies as it is.
 */
export function applyPositionConfigOverrides(base: PositionDetailsConfig, overrides: unknown): PositionDetailsConfig {
  const changes = ownObject(ownObject(overrides, 'pcsxConfig'), 'positionDetailsConfig');
  if (!changes) return base;
  const merged: PositionDetailsConfig = { ...base };
  let changed = false;
  for (const key of OVERRIDABLE_SWITCHES) {
    const value = Object.hasOwn(changes, key) ? changes[key] : undefined;
    if (typeof value === 'boolean' && merged[key] !== value) {
      merged[key] = value;
      changed = true;
    }
  }
  return changed ? merged : base;
}
