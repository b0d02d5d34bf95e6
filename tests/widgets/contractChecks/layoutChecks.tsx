import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ContractCheck } from './ContractCheck';

/** The layout widgets' contract checks. */
const COLUMN_CHILDREN = [<p key="a">First column</p>, <p key="b">Second column</p>];
export const layoutChecks: Record<string, ContractCheck> = {
  columns: {
    children: COLUMN_CHILDREN,
    expectShown: async () => {
      expect(await screen.findByText('First column')).toBeInTheDocument();
      expect(screen.getByText('Second column')).toBeInTheDocument();
    },
  },
  featurePlaceholder: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Job search' })).toBeInTheDocument();
      expect(screen.getByText('Search by keyword and location, filter and sort.')).toBeInTheDocument();
      expect(screen.getByText('Coming soon')).toBeInTheDocument();
    },
  },
  linkCards: {
    expectShown: async () => {
      const nav = await screen.findByRole('navigation', { name: 'Explore' });
      const link = within(nav).getByRole('link', { name: 'Engineering' });
      expect(link).toHaveAttribute('href', '/careers/search?query=engineer');
      expect(within(nav).getByText('Build the platform')).toBeInTheDocument();
    },
  },
  loginForm: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
      expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    },
  },
  pageHeading: {
    expectShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Find your next role' })).toBeInTheDocument();
      expect(screen.getByText('Thousands of jobs across 40 cities')).toBeInTheDocument();
    },
  },
  richText: {
    expectShown: async () => {
      const strong = await screen.findByText('curious');
      expect(strong.tagName).toBe('STRONG');
      expect(strong.parentElement).toHaveTextContent('We hire curious people.');
    },
  },
  section: {
    children: [<p key="a">Inside the section</p>],
    expectShown: async () => {
      const region = await screen.findByRole('region', { name: 'Why join us' });
      expect(within(region).getByText('Inside the section')).toBeInTheDocument();
    },
  },
};
