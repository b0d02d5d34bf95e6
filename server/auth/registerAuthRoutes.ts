import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest, SessionUser, SignupRequest } from '../../schemas/generated/api/auth';
import { LOGIN_DEVICE_COOKIE, LOGIN_DEVICE_LIFETIME_MS, LoginThrottle, tooManyLogins } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwords';
import { deleteSession, SESSION_COOKIE } from './sessions';
import { startSession } from './startSession';
import type { Candidate } from '../db/Database';
import { apiRef, responses } from '../http/apiSchemas';
import { errorBody, HttpError } from '../http/HttpError';
import type { ServerContext } from '../http/requestContext';
import { rotateCsrfToken } from '../security/csrf';
import { newCandidateId, splitName } from './candidates';
import { message } from '../../engine/i18n/Message';

export const LOGOUT_NEEDS_POST = message('auth.errors.logoutNeedsPost');

/** What the app knows about the visitor (boot data and /api/auth/me). */
export function sessionUser(candidate: Candidate | null): SessionUser {
  if (!candidate) return { isLoggedIn: false, isAdmin: false, isThemeBuilderUser: false };
  return {
    isLoggedIn: true,
    isAdmin: candidate.is_admin,
    isThemeBuilderUser: candidate.is_theme_builder,
    ...(candidate.is_consultant ? { isConsultant: true } : {}),
    userId: candidate.id,
    email: candidate.email,
    fullName: candidate.full_name,
  };
}

const LOGIN_FAILED = message('auth.errors.loginFailed');

let standIn: Promise<string> | undefined;
/** A hash of a password nobody has, made once, to check unknown e-mails against. */
const standInPasswordHash = () => (standIn ??= hashPassword(randomBytes(16).toString('hex')));
const authRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export function registerAuthRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  const throttle = new LoginThrottle(db, now);
  const logIn = async (request: FastifyRequest, reply: FastifyReply, candidate: Candidate) => {
    await startSession(request, reply, db, candidate.id, now());
    return { data: sessionUser(candidate) };
  };

  app.post<{ Body: LoginRequest }>(
    '/api/auth/login',
    { config: authRateLimit, schema: { body: apiRef('auth', 'LoginRequest'), response: responses(200, apiRef('auth', 'SessionResponse')) } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const { domain } = request.portal;
      const device = request.cookies[LOGIN_DEVICE_COOKIE];
      const counter = await throttle.counterFor(domain, email, device);
      await throttle.assertMayTry(counter);
      // The employer's own account, else a consultant's (who logs in on every portal).
      const candidate = await db
        .selectFrom('candidates')
        .selectAll()
        .where('email', '=', email)
        .where((eb) => eb.or([eb('domain', '=', domain), eb('is_consultant', '=', true)]))
        .orderBy('is_consultant')
        .executeTakeFirst();
      // An unknown e-mail is checked against a stand-in hash, so both answers take as long (no account enumeration by timing).
      const passwordHash = candidate?.password_hash ?? (await standInPasswordHash());
      if (!(await verifyPassword(request.body.password, passwordHash)) || !candidate) {
        const wait = await throttle.recordFailure(counter);
        if (wait) throw tooManyLogins(wait);
        throw new HttpError(400, LOGIN_FAILED, 'login_failed');
      }
      await throttle.clear(counter);
      reply.setCookie(LOGIN_DEVICE_COOKIE, await throttle.rememberDevice(domain, email, counter), {
        path: '/api/auth/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: Math.floor(LOGIN_DEVICE_LIFETIME_MS / 1000),
      });
      return logIn(request, reply, candidate);
    },
  );

  app.post<{ Body: SignupRequest }>(
    '/api/auth/signup',
    { config: authRateLimit, schema: { body: apiRef('auth', 'SignupRequest'), response: responses(200, apiRef('auth', 'SessionResponse')) } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const fullName = request.body.fullName.trim();
      if (!fullName) throw new HttpError(400, message('auth.errors.nameRequired'), 'invalid_name');
      const exists = await db.selectFrom('candidates').select('id').where('domain', '=', request.portal.domain).where('email', '=', email).executeTakeFirst();
      if (exists) throw new HttpError(409, message('auth.errors.emailTaken'), 'email_taken');
      const { first, last } = splitName(fullName);
      const candidate = await db
        .insertInto('candidates')
        .values({
          id: newCandidateId(),
          domain: request.portal.domain,
          email,
          password_hash: await hashPassword(request.body.password),
          full_name: fullName,
          first_name: first,
          last_name: last,
          phone: null,
          location: null,
          avatar_url: null,
          headline: null,
          skills: JSON.stringify([]),
          profile: JSON.stringify({}),
          language: null,
          notification_preferences: JSON.stringify({}),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return logIn(request, reply, candidate);
    },
  );

  app.get('/api/auth/me', { schema: { response: responses(200, apiRef('auth', 'SessionResponse')) } }, async (request) => ({
    data: sessionUser(request.viewer),
  }));

  // Log-out (spec /logout): a POST with the CSRF token, which the hook checks on every mutating route
  // request, so another site cannot log a candidate out with a link, an image or a form. The old GET
  // address changes nothing: 405, naming the method that works.
  app.post('/api/auth/logout', { schema: { response: responses(200, apiRef('common', 'OkResponse')) } }, async (request, reply) => {
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    rotateCsrfToken(request, reply);
    return { data: { ok: true } };
  });
  app.get('/api/auth/logout', async (_request, reply) => reply.code(405).header('allow', 'POST').send(errorBody(LOGOUT_NEEDS_POST, 'method_not_allowed')));
}
