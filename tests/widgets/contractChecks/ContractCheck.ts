import type { ReactElement } from 'react';

/**
 * What a widget visibly shows for its first example props. The registry contract fails for a widget
 * without a check, so a new widget comes with its own.
 */
export interface ContractCheck {
  children?: ReactElement[];
  /** Runs after the render; the fake fetch of renderWithProviders answers the widget's calls. */
  expectShown: () => Promise<void>;
}
