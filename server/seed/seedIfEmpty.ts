import type { Kysely } from 'kysely';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import { seedDemoData } from './seedDemoData';

/** npm start on a fresh machine: seed the demo data when the database has no candidates yet. */
export async function seedIfEmpty(db: Kysely<Database>, configs: Map<string, EmployerConfig>, log: (message: string) => void): Promise<boolean> {
  const existing = await db.selectFrom('candidates').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  log('Seeding the demo data (first start)…');
  await seedDemoData(db, { configs, now: new Date() });
  log('Demo data ready: ada@example.com / grace@example.com / admin@acme.com / consultant@portico.dev, password portico-demo');
  return true;
}
