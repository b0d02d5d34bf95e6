import type { ContractCheck } from './ContractCheck';
import { formsChecks } from './formsChecks';
import { homeChecks } from './homeChecks';
import { layoutChecks } from './layoutChecks';
import { offersChecks } from './offersChecks';
import { searchChecks } from './searchChecks';

/**
 * What widgets show beyond the contract every registry entry keeps; each area keeps its checks in its
 * own file here (one line each below). A widget without a check still renders in the contract test.
 */
export const contractChecks: Record<string, ContractCheck> = {
  ...layoutChecks,
  ...formsChecks,
  ...homeChecks,
  ...offersChecks,
  ...searchChecks,
};
