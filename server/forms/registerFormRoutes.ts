import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FormDefinitionRequest, FormDraftRequest, FormOptionsQuery, FormsListQuery, FormSubmitRequest } from '../../schemas/generated/api/forms';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import type { ConfigError } from '../../engine/config/ConfigError';
import { checkFormFrames } from '../../engine/config/checkFrameOrigins';
import { frameOriginsOf } from '../../engine/portal/formSettings';
import { validateFormDefinition } from '../../engine/forms/validateFormDefinition';
import type { FormErrors } from '../../engine/forms/validateForm';
import { apiRef, responses } from '../http/apiSchemas';
import { errorBody, HttpError, notFound, unauthorized } from '../http/HttpError';
import { requireViewer, type ServerContext } from '../http/requestContext';
import { formLanguageOf, type FormLanguage } from './formLanguage';
import { formOwnerOf, type FormOwner } from './formOwner';
import { formValidationText } from '../i18n/formValidationText';
import { CandidateForms, FORM_ALREADY_SUBMITTED, FORM_NOT_FOUND, FORM_TABS } from './candidateForms';
import { checkSubmission } from './checkSubmission';
import type { FormCatalog } from './formCatalog';
import { formOptions } from './formOptions';
import { DRAFT_RATE_LIMIT, SUBMIT_RATE_LIMIT } from './formRateLimits';
import { checkDraft, DRAFT_BODY_LIMIT, DRAFT_PAYLOAD_TOO_LARGE, INVALID_DRAFT_MESSAGE } from './draftLimits';
import { message } from '../../engine/i18n/Message';
import { isServerRender } from '../html/inProcessFetch';

export const INVALID_SUBMISSION_MESSAGE = message('forms.refusal.invalidSubmission');
export const INVALID_DEFINITION_MESSAGE = message('forms.refusal.invalidDefinition');
export const NOT_AN_ADMIN_MESSAGE = message('errors.request.permissionDenied');
export const NOT_EDITABLE_MESSAGE = message('forms.refusal.notEditable');

/** The 422 of a submission the forms engine refused, with each field's message exactly as the browser shows it. */
export function sendInvalidSubmission(reply: FastifyReply, errors: FormErrors) {
  return reply.code(422).send({ ...errorBody(INVALID_SUBMISSION_MESSAGE, 'invalid_submission'), field_errors: errors });
}

/** The 422 of a draft whose answers do not fit the form (validateDraft), each field's message as the browser shows it. */
export function sendInvalidDraft(reply: FastifyReply, errors: FormErrors) {
  return reply.code(422).send({ ...errorBody(INVALID_DRAFT_MESSAGE, 'invalid_draft'), field_errors: errors });
}

/** Success, the usual failures, and the 422 of a refused submission. */
export const submitResponses = (success: { $ref: string }) => ({ ...responses(200, success), 422: apiRef('forms', 'SubmissionErrorResponse') });

const FORM_KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * The forms center: the candidate's forms (assigned, or open to everyone like the field gallery), one
 * form with its saved answers, drafts saved as the candidate types, and submissions checked again here
 * with the forms engine. Everything is the logged-in candidate's own: another candidate's or an
 * unassigned form answers 404. The forms list needs a login; a visitor may open, save and send only the
 * forms open to everyone (the field gallery, on the open /careers/forms route), anything else is a 401.
 * The option lists of dependent dropdowns are public (apply works logged out).
 */
export function registerFormRoutes(app: FastifyInstance, { db, now }: ServerContext, catalog: FormCatalog): void {
  const forms = new CandidateForms(db, catalog, now);
  const formParams = apiRef('forms', 'FormParams');
  const domainQuery = apiRef('common', 'DomainQuery');

  app.get<{ Querystring: FormsListQuery }>(
    '/api/pcsx/forms_list',
    { schema: { querystring: apiRef('forms', 'FormsListQuery'), response: responses(200, apiRef('forms', 'FormsListResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      const owner = formOwnerOf(request);
      const list = await forms.list(viewer.id, owner.ownerKey ?? '', request.portal.domain, request.query.tab_id || undefined, formLanguageOf(request));
      return { data: { ...(request.query.include_tab_list === 'true' || request.query.include_tab_list === '1' ? { tabs: FORM_TABS } : {}), forms: list } };
    },
  );

  const findForm = async (owner: FormOwner, domain: string, formId: string, texts: FormLanguage, asAdmin = false) => {
    if (!FORM_KEY.test(formId)) throw notFound(FORM_NOT_FOUND);
    return forms.find(owner, domain, formId, texts, asAdmin);
  };

  app.get<{ Params: { formId: string } }>(
    '/api/pcsx/forms/:formId',
    { schema: { params: formParams, querystring: domainQuery, response: responses(200, apiRef('forms', 'FormResponse')) } },
    async (request) => {
      const texts = formLanguageOf(request);
      const asAdmin = request.viewer?.is_admin === true;
      const form = await findForm(formOwnerOf(request), request.portal.domain, request.params.formId, texts, asAdmin);
      return { data: forms.view(form, asAdmin ? texts.defaultLanguage : undefined, { withholdConfidential: isServerRender(request) }) };
    },
  );

  // An admin's edit of a preboarding form: checked with the forms engine like the files of
  // configs/forms, its id and layout unchanged, then stored as the form's definition.
  app.put<{ Params: { formId: string }; Body: FormDefinitionRequest }>(
    '/api/pcsx/forms/:formId/definition',
    {
      config: DRAFT_RATE_LIMIT,
      schema: {
        params: formParams,
        body: apiRef('forms', 'FormDefinitionRequest'),
        response: { ...responses(200, apiRef('forms', 'FormResponse')), 422: apiRef('forms', 'DefinitionErrorResponse') },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (!viewer.is_admin) throw new HttpError(403, NOT_AN_ADMIN_MESSAGE, 'forbidden');
      const owner = formOwnerOf(request);
      const texts = formLanguageOf(request);
      const form = await findForm(owner, request.portal.domain, request.params.formId, texts, true);
      if (form.definition.layout !== 'adminPreboarding') throw new HttpError(409, NOT_EDITABLE_MESSAGE, 'not_editable');
      const checked = validateFormDefinition(request.body.definition);
      const definition = request.body.definition as unknown as FormDefinition;
      const errors: ConfigError[] = [...checked.errors];
      if (definition.id !== form.key) errors.push({ pointer: '/id', message: `must stay "${form.key}"` });
      if (definition.layout !== 'adminPreboarding') errors.push({ pointer: '/layout', message: 'must stay "adminPreboarding"' });
      if (checked.ok) errors.push(...checkFormFrames(checked.form, frameOriginsOf(request.portal.config)));
      if (errors.length > 0) return reply.code(422).send({ ...errorBody(INVALID_DEFINITION_MESSAGE, 'invalid_definition'), errors });
      await forms.saveDefinition(request.portal.domain, form, definition, texts.defaultLanguage);
      return { data: forms.view(await findForm(owner, request.portal.domain, request.params.formId, texts, true), texts.defaultLanguage) };
    },
  );

  app.put<{ Params: { formId: string }; Body: FormDraftRequest }>(
    '/api/pcsx/forms/:formId/draft',
    {
      config: { ...DRAFT_RATE_LIMIT, payloadTooLarge: DRAFT_PAYLOAD_TOO_LARGE },
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: { params: formParams, body: apiRef('forms', 'FormDraftRequest'), response: submitResponses(apiRef('forms', 'FormDraftResponse')) },
    },
    async (request, reply) => {
      const owner = formOwnerOf(request);
      const texts = formLanguageOf(request);
      const form = await findForm(owner, request.portal.domain, request.params.formId, texts);
      const checked = checkDraft(form.compiled, request.body.values, {
        now: now(),
        timeZone: request.headers['x-portico-timezone'],
        translate: formValidationText(texts.language),
      });
      if (!checked.ok) return sendInvalidDraft(reply, checked.errors);
      const savedAt = await forms.saveDraft(owner, request.portal.domain, form, checked.data, now());
      return { data: { saved_at: savedAt.toISOString() } };
    },
  );

  app.post<{ Params: { formId: string }; Body: FormSubmitRequest }>(
    '/api/pcsx/forms/:formId/submit',
    {
      config: SUBMIT_RATE_LIMIT,
      schema: { params: formParams, body: apiRef('forms', 'FormSubmitRequest'), response: submitResponses(apiRef('forms', 'FormSubmitResponse')) },
    },
    async (request, reply) => {
      const owner = formOwnerOf(request);
      const texts = formLanguageOf(request);
      const form = await findForm(owner, request.portal.domain, request.params.formId, texts);
      if (owner.kind === 'visitor' && !form.allowResubmit) throw unauthorized();
      if (form.submission && !form.allowResubmit) throw new HttpError(409, FORM_ALREADY_SUBMITTED, 'already_submitted');
      const checked = checkSubmission(form.compiled, request.body.values, {
        now: now(),
        timeZone: request.headers['x-portico-timezone'],
        translate: formValidationText(texts.language),
      });
      if (!checked.ok) return sendInvalidSubmission(reply, checked.errors);
      const submittedAt = await forms.submit(owner, request.portal.domain, form, checked.data, now());
      return { data: { status: 'submitted', submitted_at: submittedAt.toISOString(), values: checked.data } };
    },
  );

  app.get<{ Params: { source: string }; Querystring: FormOptionsQuery }>(
    '/api/pcsx/form_options/:source',
    {
      schema: {
        params: apiRef('forms', 'FormOptionsParams'),
        querystring: apiRef('forms', 'FormOptionsQuery'),
        response: responses(200, apiRef('forms', 'FormOptionsResponse')),
      },
    },
    async (request, reply) => {
      const options = formOptions(request.params.source, request.query.parent ?? request.query.country, request.query.hl);
      if (!options) throw notFound(`No option list named ${request.params.source}.`);
      // The lists change only with a release: the page caches them indefinitely anyway.
      void reply.header('Cache-Control', 'public, max-age=3600');
      return { data: { options } };
    },
  );
}
