import type { CompiledField } from './CompiledForm';

export interface ListControls {
  /** The add button shows only below the maximum. */
  readonly canAdd: boolean;
  /** Delete buttons show only above the minimum. */
  readonly canDelete: boolean;
}

/** What a dynamic list with `count` entries may do (spec section 4). */
export function listControls(field: Pick<CompiledField, 'listLimits'>, count: number): ListControls {
  const min = field.listLimits?.min ?? 0;
  const max = field.listLimits?.max;
  return { canAdd: max === undefined || count < max, canDelete: count > min };
}

/** A new dynamic list starts with its minimum number of entries, each empty. */
export function initialListEntries(field: Pick<CompiledField, 'listLimits'>): Record<string, unknown>[] {
  return Array.from({ length: field.listLimits?.min ?? 0 }, () => ({}));
}
