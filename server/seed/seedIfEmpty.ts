import type { Kysely } from 'kysely';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';

/** npm start on a fresh machine: seed the demo data when the database has no candidates yet. */
export async function seedIfEmpty(db: Kysely<Database>, configs: Map<string, EmployerConfig>, log: (message: string) => void): Promise<boolean> {
  const existing = await db.selectFrom('candidates').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  log('Seeding the demo data (first start)…');
  // Loaded only here: the demo's people, offers and their PDFs (pdf-lib) are no part of a seeded start.
  const { seedDemoData } = await import('./seedDemoData');
  await seedDemoData(db, { configs, now: new Date() });
  log('Demo data ready: ada@example.com / grace@example.com / admin@acme.com / consultant@portico.dev, password portico-demo');
  return true;
}
