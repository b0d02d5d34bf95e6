/** The demo accounts (README and tests use them). Every password is portico-demo. */
export const DEMO_PASSWORD = 'portico-demo';

/** The domain column of a consultant's account: no employer's, since the account logs in on every portal. */
export const CONSULTANT_DOMAIN = '*';

export const DEMO_PEOPLE = {
  ada: { email: 'ada@example.com', fullName: 'Ada Lovelace', domain: 'acme.com' },
  grace: { email: 'grace@example.com', fullName: 'Grace Hopper', domain: 'acme.com' },
  admin: { email: 'admin@acme.com', fullName: 'Alex Admin', domain: 'acme.com' },
  globexAda: { email: 'ada@example.com', fullName: 'Ada Lovelace', domain: 'globex.com' },
  /** Edits every employer's config in the studio; not of one employer ('*'), logs in on every portal. */
  consultant: { email: 'consultant@portico.dev', fullName: 'Casey Consultant', domain: CONSULTANT_DOMAIN },
} as const;
