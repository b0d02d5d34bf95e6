import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/** Ada's offers in every status, with real PDF letters (being built). */
export async function seedOffers(_db: Kysely<Database>, _candidateId: string, _domain: string, _now: Date): Promise<void> {}
