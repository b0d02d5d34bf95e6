import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deriveDependencies } from '../../engine/forms/deriveDependencies';
import type {
  AssignFormRequest,
  AssignFormResponse,
  CreateFormRequest,
  FormDraftResponse,
  PublishFormRequest,
  SaveFormDraftRequest,
  StudioFormsResponse,
} from '../../schemas/generated/api/studio';
import { parseCalendarDay } from '../../engine/forms/calendarDay';
import { checkFormDefinition } from '../forms/formCatalog';
import { apiRef } from '../http/apiSchemas';
import { errorBody, HttpError, notFound } from '../http/HttpError';
import type { ServerContext } from '../http/requestContext';
import { saveDraft, type RawConfig } from './configStore';
import {
  assignForm,
  blankForm,
  builderForms,
  candidatesByApplicationStatus,
  candidatesByEmail,
  createForm,
  FORM_ID,
  formDocument,
  formTitle,
  formVersion,
} from './formBuilder';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { publishForm } from './publishForm';
import { noPortal, studioAccess } from './studioAccess';
import { boundedDraftText, DRAFT_BODY_LIMIT, DRAFT_TOO_LARGE, sendOutcome, studioResponses } from './studioReplies';
import { message } from '../../engine/i18n/Message';

type FormParams = { Params: { id: string } };

/** The employer's default language: the builder lists and names forms by their titles in it. */
const defaultLanguageOf = (request: FastifyRequest) => request.portal.config.defaultLanguage ?? DEFAULT_LANGUAGE;

const formParams = apiRef('studio', 'StudioFormParams');
const domainQuery = apiRef('common', 'DomainQuery');

/**
 * The form builder's API (/api/studio/forms…, issue 18): an employer's forms as versioned documents
 * (formDocuments.ts), created blank or from a template without a published version, each editor's
 * draft saved even while invalid, published like a start checks it and served here at once
 * (publishForm.ts), and assigned to candidates with a due date and a notification. The employer is
 * the request's (the domain query parameter; a new form's is its body's); who may edit it is checked
 * before the body (studioAccess.ts).
 */
export function registerFormBuilderRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, now, configs } = context;
  const editor = studioAccess(context, { employerOf: (request) => request.portal.domain });
  // A new form's employer is named in the body; the role check reads it before the body is validated.
  const creator = studioAccess(context, {
    employerOf: (request) => {
      const domain = (request.body as { domain?: unknown } | undefined)?.domain;
      return typeof domain === 'string' ? domain : request.portal.domain;
    },
  });

  const requireForm = async (request: FastifyRequest<FormParams>) => {
    const { domain } = request.portal;
    const document = FORM_ID.test(request.params.id) ? await formDocument(db, domain, request.params.id) : undefined;
    if (!document) throw notFound(message('studio.refusal.formNotFound', { form: request.params.id, domain }));
    return document;
  };
  /** What keeps a definition from being published: the engine's check, the id, the frames the employer allows. */
  const problems = (request: FastifyRequest, id: string, definition: unknown) =>
    checkFormDefinition(definition, id, request.portal.config).errors.map(({ pointer, message }) => ({ pointer, message }));

  app.get(
    '/api/studio/forms',
    { preValidation: editor, schema: { querystring: domainQuery, response: studioResponses(200, apiRef('studio', 'StudioFormsResponse')) } },
    async (request): Promise<StudioFormsResponse> => builderForms(db, request.portal.domain, request.studioEditor.id, defaultLanguageOf(request)),
  );

  app.post<{ Body: CreateFormRequest }>(
    '/api/studio/forms',
    {
      preValidation: creator,
      schema: { querystring: domainQuery, body: apiRef('studio', 'CreateFormRequest'), response: studioResponses(201, apiRef('studio', 'CreateFormResponse')) },
    },
    async (request, reply) => {
      const { domain, templateId } = request.body;
      const title = request.body.title.trim();
      if (!title) throw new HttpError(400, message('studio.refusal.formTitleRequired'), 'invalid_title');
      if (!configs.get(domain)) throw notFound(noPortal(domain));
      let start = (id: string) => blankForm(id, title);
      if (templateId !== undefined) {
        const template = FORM_ID.test(templateId) ? await formDocument(db, domain, templateId) : undefined;
        const source =
          template && (template.published_version === null ? template.initial_config : await formVersion(db, template.id, template.published_version));
        if (!source) throw notFound(message('studio.refusal.formNotFound', { form: templateId, domain }));
        start = (id) => ({ ...source, id, title });
      }
      const id = await createForm(db, domain, title, start, request.studioEditor.email);
      return reply.code(201).send({ id });
    },
  );

  app.get<FormParams>(
    '/api/studio/forms/:id/draft',
    { preValidation: editor, schema: { params: formParams, querystring: domainQuery, response: studioResponses(200, apiRef('studio', 'FormDraftResponse')) } },
    async (request): Promise<FormDraftResponse> => {
      const document = await requireForm(request);
      const draft = await db
        .selectFrom('config_drafts')
        .select(['base_version', 'config'])
        .where('document_id', '=', document.id)
        .where('editor_id', '=', request.studioEditor.id)
        .executeTakeFirst();
      let baseVersion = document.published_version;
      let definition: RawConfig | null | undefined = document.initial_config;
      if (draft) ({ base_version: baseVersion, config: definition } = draft);
      else if (document.published_version !== null) definition = await formVersion(db, document.id, document.published_version);
      if (!definition) throw new Error(`form "${document.key}" of ${document.domain} has neither a published version nor a start`);
      const defaultLanguage = defaultLanguageOf(request);
      const languages = [defaultLanguage, ...(request.portal.config.locales ?? []).filter((language) => language !== defaultLanguage)];
      return { baseVersion, definition, errors: problems(request, document.key, definition), defaultLanguage, languages };
    },
  );

  // Saved whatever it holds (nothing typed is lost), its dependencies derived from the visibility
  // rules; the answer lists what would block publishing, at pointers into the definition.
  app.put<FormParams & { Body: SaveFormDraftRequest }>(
    '/api/studio/forms/:id/draft',
    {
      preValidation: editor,
      bodyLimit: DRAFT_BODY_LIMIT,
      config: { payloadTooLarge: DRAFT_TOO_LARGE },
      schema: {
        params: formParams,
        querystring: domainQuery,
        body: apiRef('studio', 'SaveFormDraftRequest'),
        response: studioResponses(200, apiRef('studio', 'SaveDraftResponse')),
      },
    },
    async (request) => {
      const document = await requireForm(request);
      const { baseVersion } = request.body;
      const definition = deriveDependencies(request.body.definition);
      const text = boundedDraftText(definition);
      if (baseVersion !== null && (document.published_version === null || baseVersion > document.published_version))
        throw new HttpError(400, message('studio.refusal.formVersionNotPublished', { version: baseVersion, form: document.key }), 'unknown_version');
      await saveDraft(db, { documentId: document.id, editorId: request.studioEditor.id, baseVersion, text, at: now() });
      return { errors: problems(request, document.key, definition) };
    },
  );

  app.post<FormParams & { Body: PublishFormRequest }>(
    '/api/studio/forms/:id/publish',
    {
      preValidation: editor,
      schema: {
        params: formParams,
        querystring: domainQuery,
        body: apiRef('studio', 'PublishFormRequest'),
        response: studioResponses(200, apiRef('studio', 'PublishResponse')),
      },
    },
    async (request, reply) => {
      const document = await requireForm(request);
      const { domain } = request.portal;
      const outcome = await publishForm(context, {
        domain,
        key: document.key,
        baseVersion: request.body.baseVersion,
        source: { draftOf: request.studioEditor.id },
        actor: request.studioEditor.email,
        action: 'publish',
        message: request.body.message?.trim() || 'Published in the form builder',
      });
      // The forms center names a form by its row's title: it follows the published one.
      if (outcome.ok)
        await db
          .updateTable('forms')
          .set({ title: formTitle(outcome.config.definition, defaultLanguageOf(request)) ?? document.key })
          .where('domain', '=', domain)
          .where('form_key', '=', document.key)
          .execute();
      return sendOutcome(reply, outcome);
    },
  );

  app.post<FormParams & { Body: AssignFormRequest }>(
    '/api/studio/forms/:id/assignments',
    {
      preValidation: editor,
      schema: {
        params: formParams,
        querystring: domainQuery,
        body: apiRef('studio', 'AssignFormRequest'),
        response: studioResponses(200, apiRef('studio', 'AssignFormResponse')),
      },
    },
    async (request, reply): Promise<AssignFormResponse> => {
      const document = await requireForm(request);
      const { domain } = request.portal;
      const { candidateEmails, applicationStatus, dueDate } = request.body;
      if ((candidateEmails === undefined) === (applicationStatus === undefined))
        throw new HttpError(400, message('studio.refusal.assignTarget'), 'invalid_request');
      if (parseCalendarDay(dueDate) !== dueDate) throw new HttpError(400, message('studio.refusal.invalidDueDate', { date: dueDate }), 'invalid_due_date');
      // Passed: before today where the day begins last (UTC-12), so no candidate anywhere is still on it.
      if (dueDate < new Date(now().getTime() - 12 * 3_600_000).toISOString().slice(0, 10))
        throw new HttpError(400, message('studio.refusal.pastDueDate', { date: dueDate }), 'past_due_date');
      if (document.published_version === null) throw new HttpError(409, message('studio.refusal.formNotPublished', { form: document.key }), 'not_published');
      const version = request.body.version ?? document.published_version;
      const definition = version <= document.published_version ? await formVersion(db, document.id, version) : undefined;
      if (!definition) throw new HttpError(400, message('studio.refusal.formVersionNotPublished', { version, form: document.key }), 'unknown_version');
      let candidateIds: string[];
      if (candidateEmails) {
        const found = await candidatesByEmail(db, domain, candidateEmails);
        if (found.unknown.length > 0) {
          return reply.code(422).send({
            ...errorBody(message('studio.refusal.unknownCandidates', { domain, emails: found.unknown.join(', ') }), 'unknown_candidates'),
            unknownEmails: found.unknown,
          });
        }
        candidateIds = found.ids;
      } else {
        // Checked above: without e-mails there is a status.
        candidateIds = await candidatesByApplicationStatus(db, domain, applicationStatus as string);
      }
      const title = formTitle(definition, defaultLanguageOf(request)) ?? document.key;
      const assigned = await assignForm(db, {
        domain,
        formId: document.key,
        title,
        version: request.body.version ?? null,
        definition,
        candidateIds,
        dueDate,
        now: now(),
      });
      return { assigned };
    },
  );
}
