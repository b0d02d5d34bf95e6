import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  AuditResponse,
  CreateEmployerRequest,
  PublishRequest,
  RollbackRequest,
  SaveDraftRequest,
  StudioConfigResponse,
  StudioEmployer,
  StudioEmployersResponse,
  VersionResponse,
  VersionsResponse,
} from '../../schemas/generated/api/studio';
import { embeddedFormOrigins, formsAs } from '../forms/formCatalog';
import { apiRef } from '../http/apiSchemas';
import { HttpError, notFound } from '../http/HttpError';
import type { ServerContext } from '../http/requestContext';
import { checkEmployerConfig } from './checkEmployerConfig';
import { saveDraft } from './configStore';
import {
  createEmployerDocument,
  employerDocument,
  publishedEmployerConfigs,
  publishEmployerConfig,
  type PublishSource,
  type RawConfig,
} from './employerConfigStore';
import { copyEmployerForms } from './formDocuments';
import { noPortal, studioAccess } from './studioAccess';
import { themeMovedSince } from './themeMovedSince';
import { boundedDraftText, DRAFT_BODY_LIMIT, DRAFT_TOO_LARGE, sendOutcome, studioResponses } from './studioReplies';
import { message } from '../../engine/i18n/Message';

const SCHEMA_REF = '../schemas/employer-config.schema.json';

const domainParams = apiRef('studio', 'StudioDomainParams');
const versionParams = apiRef('studio', 'StudioVersionParams');
const domainQuery = apiRef('common', 'DomainQuery');

type DomainParams = { Params: { domain: string } };

/**
 * The studio's API (/api/studio/…): employer configs as versioned data. A publish is checked like a
 * server start, appended to the history with an audit row, and served by this process at once (the
 * others follow within a second, server/studio/LiveConfigs.ts).
 */
export function registerStudioRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, liveConfigs, now, forms } = context;
  app.decorateRequest('studioEditor', null as never);
  const editor = studioAccess(context);
  const check = (raw: unknown, domain: string) => checkEmployerConfig(raw, domain, forms);

  const requireDocument = async (domain: string) => {
    const document = await employerDocument(db, domain);
    if (!document) throw notFound(noPortal(domain));
    return document;
  };

  /** Publishes and serves the new version here, or answers why not. */
  const publish = async (
    reply: FastifyReply,
    domain: string,
    body: { baseVersion: number; message: string },
    source: PublishSource,
    action: 'publish' | 'rollback',
  ) => {
    const outcome = await publishEmployerConfig(db, {
      domain,
      baseVersion: body.baseVersion,
      source,
      actor: reply.request.studioEditor.email,
      action,
      message: body.message.trim(),
      check: (raw) => check(raw, domain),
    });
    if (outcome.ok) liveConfigs.serve(domain, outcome.version, outcome.config);
    return sendOutcome(reply, outcome);
  };

  app.get(
    '/api/studio/employers',
    { preValidation: editor, schema: { querystring: domainQuery, response: studioResponses(200, apiRef('studio', 'StudioEmployersResponse')) } },
    async (request): Promise<StudioEmployersResponse> => {
      const own = request.studioEditor.ownDomain;
      const rows = await publishedEmployerConfigs(db, own === null ? undefined : [own]);
      return rows.map((row): StudioEmployer => ({
        domain: row.domain,
        name: typeof row.raw.name === 'string' ? row.raw.name : row.domain,
        publishedVersion: row.version,
      }));
    },
  );

  app.post<{ Body: CreateEmployerRequest }>(
    '/api/studio/employers',
    {
      preValidation: studioAccess(context, { consultantsOnly: true }),
      schema: { querystring: domainQuery, body: apiRef('studio', 'CreateEmployerRequest'), response: studioResponses(201, apiRef('studio', 'StudioEmployer')) },
    },
    async (request, reply) => {
      const { domain, copyFrom } = request.body;
      const name = request.body.name.trim();
      if (!name) throw new HttpError(400, message('studio.refusal.nameRequired'), 'invalid_name');
      if (await employerDocument(db, domain)) throw new HttpError(409, message('studio.refusal.domainTaken', { domain }), 'domain_taken');
      // The skeleton frames what the employers' forms frame (security.frameOrigins), so a form copied
      // from another employer can be published for it as it stands.
      const frameOrigins = [...embeddedFormOrigins(forms.all())].sort();
      let raw: RawConfig = { $schema: SCHEMA_REF, domain, name, security: { frameOrigins }, pages: {} };
      if (copyFrom !== undefined) {
        const [source] = await publishedEmployerConfigs(db, [copyFrom]);
        if (!source) throw notFound(noPortal(copyFrom));
        // The copy is another portal: its own domain and name, and no public address of the original's.
        const { publicUrl: _publicUrl, ...copied } = source.raw;
        raw = { ...copied, domain, name };
      }
      // A copy is checked with the forms it gets (the application form it names is among them).
      const checked = checkEmployerConfig(raw, domain, copyFrom === undefined ? forms : formsAs(forms, domain, copyFrom));
      if (!checked.ok) return sendOutcome(reply, { ok: false, reason: 'invalid_config', errors: checked.errors });
      const historyMessage = copyFrom === undefined ? 'Created' : `Created as a copy of ${copyFrom}`;
      const created = await createEmployerDocument(db, {
        domain,
        fileName: `${domain}.json`,
        raw,
        author: request.studioEditor.email,
        action: 'create',
        message: historyMessage,
      });
      if (!created) throw new HttpError(409, message('studio.refusal.domainTaken', { domain }), 'domain_taken');
      liveConfigs.serve(domain, 1, checked.config);
      if (copyFrom !== undefined) await copyEmployerForms(db, forms, { from: copyFrom, to: domain, author: request.studioEditor.email });
      return reply.code(201).send({ domain, name, publishedVersion: 1 } satisfies StudioEmployer);
    },
  );

  app.get<DomainParams>(
    '/api/studio/employers/:domain/config',
    {
      preValidation: editor,
      schema: { params: domainParams, querystring: domainQuery, response: studioResponses(200, apiRef('studio', 'StudioConfigResponse')) },
    },
    async (request): Promise<StudioConfigResponse> => {
      const document = await requireDocument(request.params.domain);
      const published = await db
        .selectFrom('config_versions')
        .select('config')
        .where('document_id', '=', document.id)
        .where('version', '=', document.published_version)
        .executeTakeFirstOrThrow();
      const draft = await db
        .selectFrom('config_drafts')
        .selectAll()
        .where('document_id', '=', document.id)
        .where('editor_id', '=', request.studioEditor.id)
        .executeTakeFirst();
      if (!draft) return { published: { version: document.published_version, config: published.config }, draft: null };
      // An employer is never unpublished, so neither is a draft's base.
      const baseVersion = draft.base_version ?? document.published_version;
      return {
        published: { version: document.published_version, config: published.config },
        draft: {
          baseVersion,
          config: draft.config,
          updatedAt: draft.updated_at.toISOString(),
          themeMovedSince: await themeMovedSince(db, { documentId: document.id, baseVersion, theme: draft.config.theme }),
        },
      };
    },
  );

  // Saved whatever it holds (nothing typed is lost); the answer lists what would block publishing.
  app.put<DomainParams & { Body: SaveDraftRequest }>(
    '/api/studio/employers/:domain/draft',
    {
      preValidation: editor,
      bodyLimit: DRAFT_BODY_LIMIT,
      config: { payloadTooLarge: DRAFT_TOO_LARGE },
      schema: {
        params: domainParams,
        querystring: domainQuery,
        body: apiRef('studio', 'SaveDraftRequest'),
        response: studioResponses(200, apiRef('studio', 'SaveDraftResponse')),
      },
    },
    async (request) => {
      const { domain } = request.params;
      const document = await requireDocument(domain);
      const text = boundedDraftText(request.body.config);
      if (request.body.baseVersion > document.published_version)
        throw new HttpError(400, message('studio.refusal.versionNotPublished', { version: request.body.baseVersion, domain }), 'unknown_version');
      await saveDraft(db, { documentId: document.id, editorId: request.studioEditor.id, baseVersion: request.body.baseVersion, text, at: now() });
      return { errors: check(request.body.config, domain).errors };
    },
  );

  app.post<DomainParams & { Body: PublishRequest }>(
    '/api/studio/employers/:domain/publish',
    {
      preValidation: editor,
      schema: {
        params: domainParams,
        querystring: domainQuery,
        body: apiRef('studio', 'PublishRequest'),
        response: studioResponses(200, apiRef('studio', 'PublishResponse')),
      },
    },
    async (request, reply) => publish(reply, request.params.domain, request.body, { draftOf: request.studioEditor.id }, 'publish'),
  );

  // Publishes an earlier version's config again, as a new version: history is never rewritten.
  app.post<DomainParams & { Body: RollbackRequest }>(
    '/api/studio/employers/:domain/rollback',
    {
      preValidation: editor,
      schema: {
        params: domainParams,
        querystring: domainQuery,
        body: apiRef('studio', 'RollbackRequest'),
        response: studioResponses(200, apiRef('studio', 'PublishResponse')),
      },
    },
    async (request, reply) => publish(reply, request.params.domain, request.body, { version: request.body.version }, 'rollback'),
  );

  app.get<DomainParams>(
    '/api/studio/employers/:domain/versions',
    { preValidation: editor, schema: { params: domainParams, querystring: domainQuery, response: studioResponses(200, apiRef('studio', 'VersionsResponse')) } },
    async (request): Promise<VersionsResponse> => {
      const document = await requireDocument(request.params.domain);
      const rows = await db
        .selectFrom('config_versions')
        .select(['version', 'author', 'published_at', 'message'])
        .where('document_id', '=', document.id)
        .orderBy('version', 'desc')
        .execute();
      return rows.map((row) => ({ version: row.version, author: row.author, publishedAt: row.published_at.toISOString(), message: row.message }));
    },
  );

  app.get<{ Params: { domain: string; version: number } }>(
    '/api/studio/employers/:domain/versions/:version',
    { preValidation: editor, schema: { params: versionParams, querystring: domainQuery, response: studioResponses(200, apiRef('studio', 'VersionResponse')) } },
    async (request): Promise<VersionResponse> => {
      const document = await requireDocument(request.params.domain);
      const row = await db
        .selectFrom('config_versions')
        .selectAll()
        .where('document_id', '=', document.id)
        .where('version', '=', request.params.version)
        .executeTakeFirst();
      if (!row) throw notFound(message('studio.refusal.versionNotPublished', { version: request.params.version, domain: request.params.domain }));
      return { version: row.version, author: row.author, publishedAt: row.published_at.toISOString(), message: row.message, config: row.config };
    },
  );

  app.get<DomainParams>(
    '/api/studio/employers/:domain/audit',
    { preValidation: editor, schema: { params: domainParams, querystring: domainQuery, response: studioResponses(200, apiRef('studio', 'AuditResponse')) } },
    async (request): Promise<AuditResponse> => {
      const document = await requireDocument(request.params.domain);
      const rows = await db.selectFrom('config_audit').selectAll().where('document_id', '=', document.id).orderBy('id', 'desc').limit(1000).execute();
      return rows.map((row) => ({
        at: row.at.toISOString(),
        actor: row.actor,
        action: row.action as AuditResponse[number]['action'],
        fromVersion: row.from_version,
        toVersion: row.to_version,
        message: row.message,
      }));
    },
  );
}
