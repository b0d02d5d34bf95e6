import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ContractCheck } from './ContractCheck';

/**
 * The offers widgets' contract checks. The contract's fake fetch answers `{}` and its router has no
 * offer id, so the list shows its failure state and the offer pages their way back to the list.
 */
export const offersChecks: Record<string, ContractCheck> = {
  offersList: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
      expect(await screen.findByText("We couldn't load your offers. Please try again.")).toBeInTheDocument();
    },
  },
  offerDetails: {
    expectShown: async () => {
      expect(await screen.findByRole('link', { name: /Offers/ })).toHaveAttribute('href', '/careers/offers?domain=acme.com');
      expect(screen.getByRole('status')).toHaveTextContent('Loading your offer…');
    },
  },
  offerLetter: {
    expectShown: async () => {
      expect(await screen.findByRole('link', { name: /Offers/ })).toHaveAttribute('href', '/careers/offers?domain=acme.com');
      expect(screen.getByRole('status')).toHaveTextContent('Loading your offer…');
    },
  },
};
