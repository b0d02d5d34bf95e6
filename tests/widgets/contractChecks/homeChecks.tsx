import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ContractCheck } from './ContractCheck';

const NO_DATA = 'No data found';
const ERROR = 'An error occurred while retrieving data';

/** The list shows its empty state: the contract's fake fetch answers `{}`, which holds no items. */
const showsEmpty: ContractCheck = {
  expectShown: async () => {
    expect(await screen.findByText(NO_DATA)).toBeInTheDocument();
  },
};

/**
 * The candidate home widgets' contract checks. The contract's fake fetch answers `{}` for every call:
 * lists show 'No data found'; widgets that need a whole record (profile, settings, onboarding) show
 * 'An error occurred while retrieving data'; the portal has no dashboard tabs configured.
 */
export const homeChecks: Record<string, ContractCheck> = {
  applicationsList: showsEmpty,
  draftApplications: showsEmpty,
  interviewsList: showsEmpty,
  eventsList: showsEmpty,
  referralsList: showsEmpty,
  nudgesList: showsEmpty,
  offersSummary: showsEmpty,
  formsList: showsEmpty,
  dashboardTabs: showsEmpty,
  matchDetailsList: showsEmpty,
  positionInsightsList: showsEmpty,
  // The contract renders logged out: the list asks to log in (tests/widgets/home/savedSearchesList.test.tsx shows it logged in).
  savedSearchesList: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Saved searches' })).toBeInTheDocument();
      expect(screen.getByText('Log in to see your saved searches.')).toBeInTheDocument();
    },
  },
  profileCompletion: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Profile completeness' })).toBeInTheDocument();
      expect(screen.getByText('0% complete')).toBeInTheDocument();
      expect(screen.getByText('Your profile is complete.')).toBeInTheDocument();
      // Nothing is missing: the link offers to view the profile, not to complete it.
      expect(screen.getByRole('link', { name: 'View your profile' })).toBeInTheDocument();
    },
  },
  profileEditor: {
    expectShown: async () => {
      expect(await screen.findByText(ERROR)).toBeInTheDocument();
    },
  },
  candidateSettings: {
    expectShown: async () => {
      expect(await screen.findByText(ERROR)).toBeInTheDocument();
    },
  },
  profileBootstrapping: {
    expectShown: async () => {
      expect(await screen.findByText(ERROR)).toBeInTheDocument();
    },
  },
  exportResume: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Export your resume' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    },
  },
};
