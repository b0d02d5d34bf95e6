import type { SearchState } from './searchState';

/** The fields of a search result position that selection reads. */
export interface PositionRef {
  id?: string | number | null;
  position_id?: string | number | null;
}

/** A position's pid as the URL carries it: its id, else its position_id. */
export function positionPid(position: PositionRef): string | undefined {
  for (const candidate of [position.id, position.position_id]) {
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return String(candidate);
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return undefined;
}

export interface SelectionAfterLoad {
  /** The position to show in the details pane, if any. */
  pid: string | undefined;
  /**
   * True when the pid was picked for the visitor (the first result) rather than given by the URL.
   * An auto-selection is not written to the URL: state.pid stays the visitor's or the link's
   * choice, so a later filter change or page change shows the new first result.
   */
  auto: boolean;
}

/**
 * Spec section 4: after a load the first result is shown, unless a pid was given in the URL; that
 * position is shown even when it is not on this page (the details are fetched by id).
 */
export function selectAfterLoad(state: SearchState, positions: readonly PositionRef[]): SelectionAfterLoad {
  if (state.pid) return { pid: state.pid, auto: false };
  for (const position of positions) {
    const pid = positionPid(position);
    if (pid !== undefined) return { pid, auto: true };
  }
  return { pid: undefined, auto: false };
}
