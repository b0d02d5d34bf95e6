/** The demo accounts (README and tests use them). Every password is portico-demo. */
export const DEMO_PASSWORD = 'portico-demo';

export const DEMO_PEOPLE = {
  ada: { email: 'ada@example.com', fullName: 'Ada Lovelace', domain: 'acme.com' },
  grace: { email: 'grace@example.com', fullName: 'Grace Hopper', domain: 'acme.com' },
  admin: { email: 'admin@acme.com', fullName: 'Alex Admin', domain: 'acme.com' },
  globexAda: { email: 'ada@example.com', fullName: 'Ada Lovelace', domain: 'globex.com' },
} as const;
