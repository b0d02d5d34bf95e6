import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ContractCheck } from './ContractCheck';

/**
 * The forms area's contract checks. The harness's fake fetch answers {} to every call, so each page
 * shows its state for a missing answer: the forms center its empty state, a form without an id the
 * empty state, apply without a position its prompt, onboarding its error state.
 */
export const formsChecks: Record<string, ContractCheck> = {
  formsCenter: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Forms' })).toBeInTheDocument();
      expect(await screen.findByText('No data found')).toBeInTheDocument();
    },
  },
  formView: {
    expectShown: async () => {
      expect(await screen.findByRole('link', { name: 'Back to forms' })).toHaveAttribute('href', '/careers/forms/center');
      expect(screen.getByText('No data found')).toBeInTheDocument();
    },
  },
  applyForm: {
    expectShown: async () => {
      expect(await screen.findByText('Choose a job to apply to.')).toBeInTheDocument();
    },
  },
  onboardingForm: {
    expectShown: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be loaded.');
    },
  },
};
