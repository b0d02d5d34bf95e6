import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demoPeople';
import { describeEachTarget, type TestServer } from './harness';

/**
 * Every table of the database, sorted in two lists. A table added later lands in neither and fails the
 * first test until its author says where it belongs: with the candidate's rows (then deleteAccount must
 * remove them, and the walk below proves it), or holding nothing of a candidate.
 */
const CANDIDATE_TABLES = [
  'applications',
  'candidates',
  'config_drafts',
  'draft_applications',
  'event_registrations',
  'form_assignments',
  'form_drafts',
  'form_submissions',
  'interviews',
  'job_cart_items',
  'notifications',
  'offer_documents',
  'offers',
  'referrals',
  'resumes',
  'saved_positions',
  'saved_searches',
  // The e-mails sent to the candidate (address and subject).
  'sent_mails',
  'sessions',
];
/**
 * Employer data, the migrations' own, what is not linked to an account (page logs; applications sent
 * logged out, by an unverified email), abuse counters (keyed by hashes of an address, route and
 * candidate id or e-mail; they expire within the hour), the browsers an account logged in from
 * (hashed; deleted with the account) and the employers' config history, whose versions and audit rows
 * name the consultant or admin who published them (the trail outlives their account; candidates
 * never publish).
 */
const NO_CANDIDATE_TABLES = [
  'anonymous_applications',
  // An employer's integration keys (made by its admins, named by their e-mail in created_by, like the config audit).
  'api_keys',
  'config_audit',
  'config_documents',
  'config_versions',
  'events',
  'forms',
  'kysely_migration',
  'kysely_migration_lock',
  'login_devices',
  'login_failures',
  'page_logs',
  'positions',
  // The positions that opened, waiting for the saved-search alerts to match them.
  'position_openings',
  // Ids only (a saved search and a position): they go with the saved search.
  'saved_search_matches',
  'rate_limit_counters',
  // Per employer, when a position last left it (search versions).
  'search_domains',
  'search_index_state',
  // Secrets the server generated (the alert links' signing key).
  'server_secrets',
  // The theme's images (an employer's, uploaded by its admins).
  'theme_assets',
];

async function tables(server: TestServer): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name
  `.execute(server.database.db);
  return rows.map((row) => row.table_name);
}

/**
 * The rows of a table that mention the text anywhere (any column, JSON answers and keys such as
 * `candidate:<id>` included): the row as text, matched without case. Offer documents' rows hold the
 * document id and offer id, not the candidate's: they are counted through their offer.
 */
async function rowsMentioning(server: TestServer, table: string, text: string, unlessMentioning: readonly string[] = []): Promise<number> {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const others = unlessMentioning.map(like);
  const { rows } =
    table === 'offer_documents'
      ? await sql<{ n: number }>`select count(*)::int as n from offer_documents d join offers t on t.id = d.offer_id
          where t::text ilike ${like(text)} and not t::text ilike any(${others})`.execute(server.database.db)
      : await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} as t
          where t::text ilike ${like(text)} and not t::text ilike any(${others})`.execute(server.database.db);
  return rows[0]?.n ?? 0;
}

describeEachTarget('account deletion removes everything of the candidate', (server) => {
  it('knows every table: each one either holds candidates’ rows or holds nothing of a candidate', async () => {
    expect(await tables(server())).toEqual([...CANDIDATE_TABLES, ...NO_CANDIDATE_TABLES].sort());
  });

  it(
    'leaves no row of a deleted candidate in any table, drafts with an SSN and form answers included, and keeps everyone else’s',
    { timeout: 60_000 },
    async () => {
      const db = server().database.db;
      const headers = await server().login('ada@example.com');
      const ada = await db
        .selectFrom('candidates')
        .select(['id', 'email'])
        .where('email', '=', 'ada@example.com')
        .where('domain', '=', 'acme.com')
        .executeTakeFirstOrThrow();
      const grace = await db
        .selectFrom('candidates')
        .select('id')
        .where('email', '=', 'grace@example.com')
        .where('domain', '=', 'acme.com')
        .executeTakeFirstOrThrow();

      // A draft of the onboarding form with an SSN, through the API, as the candidate types it.
      const draft = await server().app.inject({
        method: 'PUT',
        url: '/api/pcsx/forms/onboarding/draft?domain=acme.com',
        headers,
        payload: { values: { ssn: '123-45-6789' } },
      });
      expect(draft.statusCode).toBe(200);
      // A submission of the field gallery, and a row in every candidate table the demo data leaves empty for ada.
      const gallery = await db
        .selectFrom('forms')
        .select('id')
        .where('domain', '=', 'acme.com')
        .where('form_key', '=', 'field-gallery')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('form_submissions')
        .values({ form_id: gallery.id, candidate_id: ada.id, data: JSON.stringify({ ssn: '123-45-6789' }) })
        .execute();
      // Only editors have config drafts; one of ada's proves the account takes it along.
      const document = await db.selectFrom('config_documents').select('id').where('domain', '=', 'acme.com').executeTakeFirstOrThrow();
      await db
        .insertInto('config_drafts')
        .values({ document_id: document.id, editor_id: ada.id, base_version: 1, config: JSON.stringify({}) })
        .execute();
      // An alert e-mail sent to her.
      await db
        .insertInto('sent_mails')
        .values({
          idempotency_key: 'saved-search:1:position:1',
          candidate_id: ada.id,
          to_address: ada.email,
          subject: 'New jobs',
          status: 'sent',
          claimed_at: new Date(),
        })
        .execute();
      for (const table of CANDIDATE_TABLES) {
        expect(await rowsMentioning(server(), table, ada.id), `ada has a row in ${table} before`).toBeGreaterThan(0);
      }
      const graceBefore = await Promise.all(CANDIDATE_TABLES.map((table) => rowsMentioning(server(), table, grace.id)));

      const deleted = await server().app.inject({ method: 'DELETE', url: '/api/pcsx/account?domain=acme.com', headers, payload: { password: DEMO_PASSWORD } });
      expect(deleted.statusCode).toBe(200);

      for (const table of await tables(server())) {
        expect(await rowsMentioning(server(), table, ada.id), `rows of ada's id left in ${table}`).toBe(0);
        expect(await rowsMentioning(server(), table, `candidate:${ada.id}`), `ada's owner key left in ${table}`).toBe(0);
      }
      // The same person may have an account with another employer (globex's ada): that one and its rows stay.
      const remaining = (await db.selectFrom('candidates').select('id').execute()).map((row) => row.id);
      for (const table of CANDIDATE_TABLES) {
        expect(await rowsMentioning(server(), table, ada.email, remaining), `ada's email left in ${table}`).toBe(0);
        expect(await rowsMentioning(server(), table, '123-45-6789'), `ada's SSN left in ${table}`).toBe(0);
      }
      expect(await Promise.all(CANDIDATE_TABLES.map((table) => rowsMentioning(server(), table, grace.id)))).toEqual(graceBefore);
    },
  );
});
