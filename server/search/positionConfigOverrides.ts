import type { PositionRow } from './positionRows';

/**
 * Parts of the employer config that change for one position (config_overrides). One rule today: a
 * closed position hides its match details (nobody can apply, so "how well you match" only
 * disappoints). The page merges the answer over pcsxConfig; an empty object changes nothing.
 */
export function positionConfigOverrides(row: PositionRow): Record<string, unknown> {
  if (row.closed_at) return { pcsxConfig: { positionDetailsConfig: { showMatchDetails: false } } };
  return {};
}
