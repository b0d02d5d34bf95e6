import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../../db/Database';
import { candidateOwnerKey } from '../../forms/formOwner';
import { loginAccountKey } from '../../auth/loginThrottle';

/**
 * Deletes a candidate's account and everything that is theirs, in one transaction. Most of it goes with
 * the candidates row (on delete cascade: sessions, applications and draft applications, saved jobs, the
 * job cart, interviews, events, referrals, notifications, offers with their documents and signed copies,
 * resumes with their files, form assignments, saved searches with their alert matches, the record of
 * e-mails sent to them, an editor's config drafts). What the cascade cannot reach is deleted
 * here: form drafts, kept under the owner key `candidate:<id>` (they hold answers as typed, an SSN
 * among them), and form submissions, which the schema would only unlink (on delete set null) while
 * their answers still name the person. Nothing of the candidate is kept on disk: files live in the
 * database rows above. tests/server/accountDeletion.test.ts walks every table to prove it.
 */
export async function deleteAccount(db: Kysely<Database>, candidate: Pick<Candidate, 'id' | 'domain' | 'email'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The browsers it was logged in from (login_devices is keyed by a hash of employer and e-mail).
    await trx.deleteFrom('login_devices').where('account_key', '=', loginAccountKey(candidate.domain, candidate.email)).execute();
    await trx.deleteFrom('form_drafts').where('owner_key', '=', candidateOwnerKey(candidate.id)).execute();
    await trx.deleteFrom('form_submissions').where('candidate_id', '=', candidate.id).execute();
    await trx.deleteFrom('candidates').where('id', '=', candidate.id).execute();
  });
}
