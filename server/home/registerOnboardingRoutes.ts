import type { FastifyInstance } from 'fastify';
import { requestPageConfig } from '../i18n/requestLanguage';
import type { OnboardingState, ProfileBootstrapRequest } from '../../schemas/generated/api/home';
import type { Candidate, ProfileSections } from '../db/Database';
import { apiRef, responses } from '../http/apiSchemas';
import { HttpError } from '../http/HttpError';
import { requireViewer, type ServerContext } from '../http/requestContext';
import { bootstrappingConfig } from './bootstrappingForm';
import { normalizeTags } from './profile/normalizeTags';
import { termsOfService } from './termsOfService';
import { message } from '../../engine/i18n/Message';

const onboardingState = (candidate: Candidate): OnboardingState => ({
  isOnboarded: candidate.is_onboarded,
  isBootstrapped: candidate.is_bootstrapped,
  bootstrappingConfig: bootstrappingConfig(candidate),
});

/**
 * The app-start gates (spec offers-shell-notifications.md §4 "App start"): terms of service, then
 * onboarding, then profile bootstrapping. The server keeps the order honest: onboarding waits for the
 * terms when the employer has them.
 */
export function registerOnboardingRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  const termsResponse = { response: responses(200, apiRef('home', 'TermsOfServiceResponse')) };

  // Logged-out visitors get the terms too (tosAttested false): the page decides whether to gate.
  app.get('/api/pcsx/terms_of_service', { schema: { querystring: apiRef('common', 'DomainQuery'), ...termsResponse } }, async (request) => ({
    data: termsOfService(requestPageConfig(request), request.viewer),
  }));

  app.post('/api/pcsx/terms_of_service', { schema: termsResponse }, async (request) => {
    const viewer = requireViewer(request);
    // Attesting twice keeps the first time: that is when the candidate agreed.
    const updated = await db
      .updateTable('candidates')
      .set((eb) => ({ tos_attested: true, tos_attested_at: eb.fn.coalesce('tos_attested_at', eb.val(now())) }))
      .where('id', '=', viewer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { data: termsOfService(requestPageConfig(request), updated) };
  });

  const onboardingResponse = { response: responses(200, apiRef('home', 'OnboardingResponse'), 422) };

  app.get('/api/pcsx/onboarding', { schema: { querystring: apiRef('common', 'DomainQuery'), ...onboardingResponse } }, async (request) => ({
    data: onboardingState(requireViewer(request)),
  }));

  app.post('/api/pcsx/onboarding', { schema: onboardingResponse }, async (request) => {
    const viewer = requireViewer(request);
    if (termsOfService(requestPageConfig(request), viewer).enabled && !viewer.tos_attested) {
      throw new HttpError(409, message('appStart.termsFirst'), 'terms_not_attested');
    }
    const updated = await db.updateTable('candidates').set({ is_onboarded: true }).where('id', '=', viewer.id).returningAll().executeTakeFirstOrThrow();
    return { data: onboardingState(updated) };
  });

  app.post<{ Body: ProfileBootstrapRequest }>(
    '/api/pcsx/profile_bootstrap',
    {
      schema: { body: apiRef('home', 'ProfileBootstrapRequest'), ...onboardingResponse },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const location = request.body.location.trim();
      const skills = normalizeTags(request.body.skills);
      if (!location) throw new HttpError(422, message('home.bootstrap.locationRequired'), 'invalid_profile');
      if (skills.length === 0) throw new HttpError(422, message('home.bootstrap.skillsRequired'), 'invalid_profile');
      // The form is prefilled with the profile, so its answers replace what was there; a field not sent stays.
      const updated = await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('candidates').select('profile').where('id', '=', viewer.id).forUpdate().executeTakeFirstOrThrow();
        const profile = { ...(current.profile as ProfileSections) };
        if (request.body.desired_roles) profile.desiredRoles = normalizeTags(request.body.desired_roles);
        return trx
          .updateTable('candidates')
          .set({
            location,
            ...(request.body.headline !== undefined ? { headline: request.body.headline.trim() || null } : {}),
            skills: JSON.stringify(skills),
            profile: JSON.stringify(profile),
            is_bootstrapped: true,
          })
          .where('id', '=', viewer.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { data: onboardingState(updated) };
    },
  );
}
