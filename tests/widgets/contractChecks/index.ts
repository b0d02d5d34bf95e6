import type { ContractCheck } from './ContractCheck';
import { layoutChecks } from './layoutChecks';

/** Every widget type's contract check; each area keeps its checks in its own file here (one line each below). */
export const contractChecks: Record<string, ContractCheck> = {
  ...layoutChecks,
};
