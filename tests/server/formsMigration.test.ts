import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { expect, it } from 'vitest';
import { createDatabase } from '../../server/db/createDatabase';
import * as initial from '../../server/db/migrations/0001_initial';
import * as search from '../../server/db/migrations/0002_search';
import * as offers from '../../server/db/migrations/0003_offers';
import * as homeMigration from '../../server/db/migrations/0004_candidate_home';

it('migrates a database that already has 0001 to 0004 to the forms schema (0005), keeping its rows', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-forms-migration-'));
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 0005
    const before = new Kysely<any>({ dialect: new PGliteDialect(new PGlite(dir)) });
    const migrations = { '0001_initial': initial, '0002_search': search, '0003_offers': offers, '0004_candidate_home': homeMigration };
    const { error } = await new Migrator({ db: before, provider: { getMigrations: async () => migrations } }).migrateToLatest();
    expect(error).toBeUndefined();
    await before
      .insertInto('forms')
      .values({ domain: 'acme.com', form_key: 'onboarding', title: 'Welcome aboard', tab_id: 'onboarding', definition: JSON.stringify({}) })
      .execute();
    await before.destroy();

    const database = await createDatabase({ dataDir: dir });
    try {
      const forms = await database.db.selectFrom('forms').select(['form_key', 'open_to_all', 'allow_resubmit']).execute();
      expect(forms).toEqual([{ form_key: 'onboarding', open_to_all: false, allow_resubmit: false }]);
      expect(await database.db.selectFrom('anonymous_applications').select('id').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
