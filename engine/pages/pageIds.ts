import type { EmployerConfig } from '../../schemas/generated/employer-config';

/** The page identifiers of the specifications, in their order. */
export const PAGE_IDS = [
  'dashboard',
  'profile',
  'jobs',
  'singlePosition',
  'jtn',
  'settings',
  'ProfileBootstrapping',
  'login',
  'logout',
  'applyPage',
  'exportResume',
  'formView',
  'documentCenter',
  'savedJobs',
  'savedSearches',
  'applications',
  'interviews',
  'events',
  'onboarding',
  'offers',
  'offer',
  'offerLetter',
] as const satisfies readonly (keyof NonNullable<EmployerConfig['pages']>)[];

export type PageId = (typeof PAGE_IDS)[number];
