import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { localizedText } from '../../engine/i18n/localizedText';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import { DEMO_PEOPLE } from './demoPeople';
import { seedHome } from './seedHome';
import { seedForms } from './seedForms';
import { seedOffers } from './seedOffers';
import { seedPeople } from './seedPeople';
import { generatePositions, storeSeedPositions } from './seedPositions';

/** Positions per demo employer (acme about 2,000; globex about 300). */
export const DEMO_POSITION_COUNTS: Record<string, number> = { 'acme.com': 2000, 'globex.com': 300 };

export interface SeedOptions {
  configs: Map<string, EmployerConfig>;
  now: Date;
  /** Override the acme position count (npm run seed -- --positions 100000). */
  acmePositions?: number;
  /** Override every employer's position count (tests seed small data sets). */
  positionsPerEmployer?: number;
}

/**
 * The whole deterministic demo data set. Positions, applications and interviews come in through the
 * integration API's own functions (storePositions, storeApplication, storeInterview), as an
 * employer's ATS would send them.
 */
export async function seedDemoData(db: Kysely<Database>, { configs, now, acmePositions, positionsPerEmployer }: SeedOptions): Promise<void> {
  let seed = 1;
  for (const [domain, config] of configs) {
    const count = domain === 'acme.com' && acmePositions ? acmePositions : (positionsPerEmployer ?? DEMO_POSITION_COUNTS[domain] ?? 100);
    const employerName = localizedText(config.name, config.defaultLanguage ?? DEFAULT_LANGUAGE);
    await storeSeedPositions(db, domain, generatePositions(domain, count, { seed: seed++, now, employerName }), now);
  }
  const people = await seedPeople(db, now);
  await seedHome(db, { id: people.ada, email: DEMO_PEOPLE.ada.email }, 'acme.com', now);
  await seedOffers(db, people.ada, 'acme.com', now);
  await seedForms(db, [...configs.keys()], people, now);
  // The demo's own jobs are there from the start: no saved search is told of them.
  await db.updateTable('position_openings').set({ processed_at: now }).where('processed_at', 'is', null).execute();
}
