import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ContractCheck } from './ContractCheck';

/**
 * The search area's contract checks. The contract's fake fetch answers every call with {}, so the
 * search widgets show their error or logged-out states, and the test portal configures no filters
 * and no map.
 */
export const searchChecks: Record<string, ContractCheck> = {
  searchBar: {
    expectShown: async () => {
      expect(await screen.findByRole('search', { name: 'Search jobs' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    },
  },
  searchFilters: {
    expectShown: async () => {
      await waitFor(() => expect(screen.getByTestId('search-filters')).toHaveAttribute('data-state', 'empty'));
    },
  },
  searchResults: {
    expectShown: async () => {
      const failure = await screen.findByRole('alert');
      expect(failure).toHaveTextContent('Failed to load positions');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  },
  positionDetailsPane: {
    expectShown: async () => {
      const pane = await screen.findByRole('region', { name: 'Job details' });
      await waitFor(() => expect(pane).toHaveTextContent('Choose a job to see its details.'));
    },
  },
  searchPagination: {
    expectShown: async () => {
      await waitFor(() => expect(screen.getByTestId('search-pagination')).toHaveAttribute('data-state', 'none'));
    },
  },
  positionDetails: {
    expectShown: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent('This job link has no job number.');
      expect(screen.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute('href', '/careers');
    },
  },
  searchMap: {
    expectShown: async () => {
      await waitFor(() => expect(screen.getByTestId('search-map')).toHaveAttribute('data-state', 'off'));
    },
  },
  jobCart: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Job cart' })).toBeInTheDocument();
      expect(screen.getByText('Log in to collect jobs in your job cart.')).toBeInTheDocument();
    },
  },
  savedJobsList: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Saved jobs' })).toBeInTheDocument();
      expect(screen.getByText('Log in to see the jobs you saved.')).toBeInTheDocument();
    },
  },
  resumeUpload: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Your resume' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload resume' })).toBeInTheDocument();
    },
  },
};
