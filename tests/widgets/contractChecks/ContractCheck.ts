import type { ReactElement } from 'react';

/**
 * What a widget visibly shows for its first example props, beyond what the registry contract asks of
 * every widget (it renders without errors or an error card, its chunk loads, something is on screen).
 */
export interface ContractCheck {
  children?: ReactElement[];
  /** Runs after the render; the fake fetch of renderWithProviders answers the widget's calls. */
  expectShown: () => Promise<void>;
}
