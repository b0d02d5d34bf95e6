import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeleteAccountRequest, Language, Settings, SettingsUpdateRequest } from '../../../schemas/generated/api/home';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { SESSION_COOKIE } from '../../auth/sessions';
import { startSession } from '../../auth/startSession';
import type { Candidate } from '../../db/Database';
import { apiRef, responses } from '../../http/apiSchemas';
import { HttpError } from '../../http/HttpError';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { rotateCsrfToken } from '../../security/csrf';
import { deleteAccount } from './deleteAccount';
import { notificationPreferences } from './notificationPreferences';
import { message } from '../../../engine/i18n/Message';

const WRONG_PASSWORD = message('home.settings.wrongPassword');
// Password checks are where guessing happens: deleting the account gets log-in's budget; settings,
// which also save the language and preferences, a looser one that still makes guessing slow.
const accountRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const settingsRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

function settingsOf(candidate: Candidate, locales: readonly string[] | undefined): Settings {
  return {
    language: (candidate.language as Language | null) ?? null,
    availableLanguages: (locales ?? ['en']) as Language[],
    notificationPreferences: notificationPreferences(candidate),
    account: { email: candidate.email, fullName: candidate.full_name },
  };
}

/** A fresh session after a password change: every other session (other devices, a thief) ends. */
async function replaceSessions(request: FastifyRequest, reply: FastifyReply, { db, now }: ServerContext, candidateId: string): Promise<void> {
  await db.deleteFrom('sessions').where('candidate_id', '=', candidateId).execute();
  await startSession(request, reply, db, candidateId, now());
}

/**
 * Settings: the account's e-mail (the assistant changes it, after the candidate confirms with their password), the
 * interface language (the page uses it when the address has no hl), notification preferences and
 * the password; and deleting the account.
 */
export function registerSettingsRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db } = context;

  app.get(
    '/api/pcsx/settings',
    { schema: { querystring: apiRef('common', 'DomainQuery'), response: responses(200, apiRef('home', 'SettingsResponse')) } },
    async (request) => ({
      data: settingsOf(requireViewer(request), request.portal.config.locales),
    }),
  );

  app.post<{ Body: SettingsUpdateRequest }>(
    '/api/pcsx/settings',
    {
      config: settingsRateLimit,
      schema: { body: apiRef('home', 'SettingsUpdateRequest'), response: responses(200, apiRef('home', 'SettingsResponse'), 422) },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { language, notificationPreferences: preferences, password } = request.body;
      const email = request.body.email?.trim().toLowerCase();
      // Unknown keys are dropped by validation: a body of nothing else has nothing to change.
      if (language === undefined && !preferences && !password && !email)
        throw new HttpError(400, 'Invalid request: give an e-mail, a language, notification preferences or a password to change', 'invalid_request');
      // A new log-in e-mail asks for the password (the schema requires it beside the e-mail), as a new password does.
      const emailChanges = email !== undefined && email !== viewer.email;
      if (emailChanges) {
        if (!(await verifyPassword(request.body.currentPassword ?? '', viewer.password_hash))) throw new HttpError(422, WRONG_PASSWORD, 'wrong_password');
        const taken = await db.selectFrom('candidates').select('id').where('domain', '=', viewer.domain).where('email', '=', email).executeTakeFirst();
        if (taken) throw new HttpError(409, message('auth.errors.emailTaken'), 'email_taken');
      }
      let passwordHash: string | undefined;
      if (password) {
        if (!(await verifyPassword(password.current, viewer.password_hash))) throw new HttpError(422, WRONG_PASSWORD, 'wrong_password');
        passwordHash = await hashPassword(password.new);
      }
      const updated = await db
        .updateTable('candidates')
        .set({
          ...(email ? { email } : {}),
          ...(language !== undefined ? { language } : {}),
          ...(preferences ? { notification_preferences: JSON.stringify({ ...notificationPreferences(viewer), ...preferences }) } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        })
        .where('id', '=', viewer.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (passwordHash) await replaceSessions(request, reply, context, viewer.id);
      return { data: settingsOf(updated, request.portal.config.locales) };
    },
  );

  app.delete<{ Body: DeleteAccountRequest }>(
    '/api/pcsx/account',
    {
      config: accountRateLimit,
      schema: { body: apiRef('home', 'DeleteAccountRequest'), response: responses(200, apiRef('common', 'OkResponse'), 422) },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (!(await verifyPassword(request.body.password, viewer.password_hash))) throw new HttpError(422, WRONG_PASSWORD, 'wrong_password');
      await deleteAccount(db, viewer);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      rotateCsrfToken(request, reply);
      return { data: { ok: true } };
    },
  );
}
