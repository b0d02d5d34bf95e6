import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { Mailer, OutgoingMail } from './Mailer';

/** A claim this old is taken over: the process that made it died before it could say the mail went. */
const CLAIM_MS = 10 * 60 * 1000;

/**
 * Sends a mail once per idempotency key (sent_mails): a retried job, or a second process, finds it
 * sent and sends nothing; 'sent' or 'sending' (another process is at it now, so this run fails and is
 * retried later). Between the SMTP server's acceptance and the row's update a crash can still send a
 * mail twice: SMTP has no idempotent submission, so at most the very rare crash in that gap repeats one.
 */
export async function sendMailOnce(
  db: Kysely<Database>,
  mailer: Mailer,
  mail: OutgoingMail & { candidateId: string | null },
  now: Date,
): Promise<'sent' | 'already sent'> {
  const claimed = await db
    .insertInto('sent_mails')
    .values({
      idempotency_key: mail.idempotencyKey,
      candidate_id: mail.candidateId,
      to_address: mail.to,
      subject: mail.subject.slice(0, 500),
      status: 'sending',
      claimed_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .column('idempotency_key')
        .doUpdateSet({ claimed_at: now })
        .where('sent_mails.status', '=', 'sending')
        .where('sent_mails.claimed_at', '<', new Date(now.getTime() - CLAIM_MS)),
    )
    .returning('idempotency_key')
    .executeTakeFirst();
  if (!claimed) {
    const row = await db.selectFrom('sent_mails').select('status').where('idempotency_key', '=', mail.idempotencyKey).executeTakeFirst();
    if (row?.status === 'sent') return 'already sent';
    throw new Error(`The mail ${mail.idempotencyKey} is being sent by another process`);
  }
  let messageId: string;
  try {
    ({ messageId } = await mailer.send(mail));
  } catch (error) {
    // Released, so the retry may send it.
    await db.deleteFrom('sent_mails').where('idempotency_key', '=', mail.idempotencyKey).where('status', '=', 'sending').execute();
    throw error;
  }
  await db.updateTable('sent_mails').set({ status: 'sent', sent_at: now, message_id: messageId }).where('idempotency_key', '=', mail.idempotencyKey).execute();
  return 'sent';
}
