import type { FastifyInstance } from 'fastify';
import type { ApplyDraftRequest, ApplyFormQuery, ApplyRequest } from '../../schemas/generated/api/forms';
import { apiRef, responses } from '../http/apiSchemas';
import type { ServerContext } from '../http/requestContext';
import { applicantOf, PositionApplications } from './applyToPosition';
import { checkSubmission } from './checkSubmission';
import { formLanguageOf } from './formLanguage';
import { formValidationText } from '../i18n/formValidationText';
import type { FormCatalog } from './formCatalog';
import { DRAFT_RATE_LIMIT, SUBMIT_RATE_LIMIT } from './formRateLimits';
import { sendInvalidDraft, sendInvalidSubmission, submitResponses } from './registerFormRoutes';
import { checkDraft, DRAFT_BODY_LIMIT, DRAFT_PAYLOAD_TOO_LARGE } from './draftLimits';

/**
 * Applying to a position with the employer's application form (the form its config names: formsConfig.applicationFormId):
 * the form with the applicant's saved answers, drafts saved as they type, and the application, checked
 * again here with the forms engine. Logged out works unless loginSignupConfig.loggedOutApplyEnabled is
 * false (then 401); an unknown, another employer's or a closed position answers 404; applying twice 409.
 */
export function registerApplyRoutes(app: FastifyInstance, { db, now, configs }: ServerContext, catalog: FormCatalog): void {
  const applications = new PositionApplications(db, catalog, configs, now);

  app.get<{ Querystring: ApplyFormQuery }>(
    '/api/pcsx/apply_form',
    { schema: { querystring: apiRef('forms', 'ApplyFormQuery'), response: responses(200, apiRef('forms', 'ApplyFormResponse')) } },
    async (request) => {
      const applicant = applicantOf(request);
      const position = await applications.openPosition(request.portal.domain, request.query.pid);
      const form = await applications.view(request.portal.domain, position, applicant, formLanguageOf(request));
      return { data: { position, form, is_logged_in: applicant.kind === 'candidate' } };
    },
  );

  app.put<{ Body: ApplyDraftRequest }>(
    '/api/pcsx/apply_draft',
    {
      config: { ...DRAFT_RATE_LIMIT, payloadTooLarge: DRAFT_PAYLOAD_TOO_LARGE },
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: { body: apiRef('forms', 'ApplyDraftRequest'), response: submitResponses(apiRef('forms', 'FormDraftResponse')) },
    },
    async (request, reply) => {
      const applicant = applicantOf(request);
      const domain = request.portal.domain;
      const position = await applications.openPosition(domain, request.body.pid);
      const texts = formLanguageOf(request);
      const checked = checkDraft(applications.formIn(domain, texts).compiled, request.body.values, {
        now: now(),
        timeZone: request.headers['x-portico-timezone'],
        translate: formValidationText(texts.language),
      });
      if (!checked.ok) return sendInvalidDraft(reply, checked.errors);
      const savedAt = await applications.saveDraft(domain, position, applicant, checked.data, now());
      return { data: { saved_at: savedAt.toISOString() } };
    },
  );

  app.post<{ Body: ApplyRequest }>(
    '/api/pcsx/apply',
    {
      config: SUBMIT_RATE_LIMIT,
      schema: { body: apiRef('forms', 'ApplyRequest'), response: submitResponses(apiRef('forms', 'ApplyResponse')) },
    },
    async (request, reply) => {
      const applicant = applicantOf(request);
      const domain = request.portal.domain;
      const position = await applications.openPosition(domain, request.body.pid);
      const texts = formLanguageOf(request);
      const checked = checkSubmission(applications.formIn(domain, texts).compiled, request.body.values, {
        now: now(),
        timeZone: request.headers['x-portico-timezone'],
        translate: formValidationText(texts.language),
      });
      if (!checked.ok) return sendInvalidSubmission(reply, checked.errors);
      const result = await applications.apply(domain, position, applicant, checked.data, request.body.email, now());
      return {
        data: {
          application: {
            id: result.id,
            position_id: position.id,
            status: 'submitted',
            applied_at: result.appliedAt.toISOString(),
            is_anonymous: result.anonymous,
          },
        },
      };
    },
  );
}
