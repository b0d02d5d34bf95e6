import type { ContractCheck } from './ContractCheck';
import { formsChecks } from './formsChecks';
import { homeChecks } from './homeChecks';
import { layoutChecks } from './layoutChecks';
import { offersChecks } from './offersChecks';
import { searchChecks } from './searchChecks';

/** Every widget type's contract check; each area keeps its checks in its own file here (one line each below). */
export const contractChecks: Record<string, ContractCheck> = {
  ...layoutChecks,
  ...formsChecks,
  ...homeChecks,
  ...offersChecks,
  ...searchChecks,
};
