import type { FastifyInstance } from 'fastify';
import type {
  PublishThemeRequest,
  SaveThemeDraftRequest,
  SaveThemeDraftResponse,
  StudioThemeResponse,
  UploadThemeImageRequest,
  UploadThemeImageResponse,
} from '../../schemas/generated/api/studio';
import { themeContrastPairs, type ThemeContrastPair } from '../../engine/theme/themeContrast';
import type { Theme } from '../../schemas/generated/theme';
import { apiRef, responses } from '../http/apiSchemas';
import { HttpError, notFound } from '../http/HttpError';
import type { ServerContext } from '../http/requestContext';
import { checkEmployerConfig } from './checkEmployerConfig';
import type { RawConfig } from './configStore';
import { employerDocument, publishEmployerConfig } from './employerConfigStore';
import { noPortal, studioAccess } from './studioAccess';
import { boundedDraftText, DRAFT_BODY_LIMIT, DRAFT_TOO_LARGE, sendOutcome, studioResponses } from './studioReplies';
import { findThemeImage, storeThemeImage, THEME_ASSET_ROUTE, THEME_IMAGE_BODY_LIMIT, THEME_IMAGE_TOO_LARGE } from './themeAssets';
import { deleteThemeDraft, findThemeDraft, saveThemeDraft } from './themeDrafts';
import { relativeToTheme, themeErrors } from './themeErrors';
import { message } from '../../engine/i18n/Message';

const domainParams = apiRef('studio', 'StudioDomainParams');
const domainQuery = apiRef('common', 'DomainQuery');

type DomainParams = { Params: { domain: string } };

/** A theme as written, or {} for a config without one. */
const themeOf = (config: RawConfig): RawConfig => {
  const { theme } = config;
  return theme && typeof theme === 'object' && !Array.isArray(theme) ? (theme as RawConfig) : {};
};

/** Every pair the theme paints: a value that is not of its token's kind takes the token's default (resolveThemeTokens), and the draft's errors name it. */
const contrastOf = (theme: RawConfig): ThemeContrastPair[] => themeContrastPairs(theme as Theme);

/**
 * The theme builder's API (issue 19), beside the studio's (registerStudioRoutes.ts), with the same
 * roles (studioAccess.ts: an employer's admins, consultants for every employer). The theme is the
 * employer config's `theme`: each editor keeps a draft of it (themeDrafts.ts), saved even while
 * invalid and answered with the schema's errors and every contrast pair's ratio; publishing makes a
 * new employer config version equal to the draft's base with only `theme` replaced, checked like a
 * studio publish (which refuses a failing contrast pair) and served at once. Uploaded images are kept
 * in the database (themeAssets.ts) and served from /theme-assets/.
 */
export function registerThemeRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, liveConfigs, now, forms } = context;
  const editor = studioAccess(context);

  const requireDocument = async (domain: string) => {
    const document = await employerDocument(db, domain);
    if (!document) throw notFound(noPortal(domain));
    return document;
  };
  const versionConfig = async (documentId: number, version: number) =>
    (await db.selectFrom('config_versions').select('config').where('document_id', '=', documentId).where('version', '=', version).executeTakeFirst())?.config;

  app.get<DomainParams>(
    '/api/studio/employers/:domain/theme',
    {
      preValidation: editor,
      schema: { params: domainParams, querystring: domainQuery, response: studioResponses(200, apiRef('studio', 'StudioThemeResponse')) },
    },
    async (request): Promise<StudioThemeResponse> => {
      const { domain } = request.params;
      const document = await requireDocument(domain);
      const published = await versionConfig(document.id, document.published_version);
      if (!published) throw new Error(`version ${document.published_version} of ${domain} is missing`);
      return {
        published: { version: document.published_version, theme: themeOf(published) },
        draft: await findThemeDraft(db, domain, request.studioEditor.id),
      };
    },
  );

  // Saved whatever it holds (nothing picked is lost); the answer lists what the schema refuses and every pair's contrast.
  app.put<DomainParams & { Body: SaveThemeDraftRequest }>(
    '/api/studio/employers/:domain/theme/draft',
    {
      preValidation: editor,
      bodyLimit: DRAFT_BODY_LIMIT,
      config: { payloadTooLarge: DRAFT_TOO_LARGE },
      schema: {
        params: domainParams,
        querystring: domainQuery,
        body: apiRef('studio', 'SaveThemeDraftRequest'),
        response: studioResponses(200, apiRef('studio', 'SaveThemeDraftResponse')),
      },
    },
    async (request): Promise<SaveThemeDraftResponse> => {
      const { domain } = request.params;
      const { baseVersion, theme } = request.body;
      const document = await requireDocument(domain);
      const text = boundedDraftText({ theme });
      const base = baseVersion <= document.published_version ? await versionConfig(document.id, baseVersion) : undefined;
      if (!base) throw new HttpError(400, message('studio.refusal.versionNotPublished', { version: baseVersion, domain }), 'unknown_version');
      const { id, email } = request.studioEditor;
      await saveThemeDraft(db, { domain, editorId: id, author: email, baseVersion, text, at: now() });
      return { errors: themeErrors(base, theme), contrast: contrastOf(theme) };
    },
  );

  app.post<DomainParams & { Body: PublishThemeRequest }>(
    '/api/studio/employers/:domain/theme/publish',
    {
      preValidation: editor,
      schema: {
        params: domainParams,
        querystring: domainQuery,
        body: apiRef('studio', 'PublishThemeRequest'),
        response: studioResponses(200, apiRef('studio', 'PublishResponse')),
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const { baseVersion } = request.body;
      const document = await requireDocument(domain);
      const draft = await findThemeDraft(db, domain, request.studioEditor.id);
      if (!draft) return sendOutcome(reply, { ok: false, reason: 'no_draft' });
      // Versions are never rewritten: the base read here is the one the publish checks it is still on.
      const base = baseVersion <= document.published_version ? await versionConfig(document.id, baseVersion) : undefined;
      const outcome = await publishEmployerConfig(db, {
        domain,
        baseVersion,
        // A base never published cannot be current: the publish answers it stale.
        source: base ? { raw: { ...base, theme: draft.theme } } : { version: baseVersion },
        actor: request.studioEditor.email,
        action: 'publish',
        message: 'Theme published',
        check: (raw) => checkEmployerConfig(raw, domain, forms),
      });
      if (outcome.ok) {
        liveConfigs.serve(domain, outcome.version, outcome.config);
        // After the publish's transaction: a draft left by a failure here is only published again as stale.
        await deleteThemeDraft(db, domain, request.studioEditor.id);
        return sendOutcome(reply, outcome);
      }
      if (outcome.reason !== 'invalid_config') return sendOutcome(reply, outcome);
      const failing = contrastOf(draft.theme).filter((pair) => !pair.passes);
      return sendOutcome(
        reply,
        { ...outcome, errors: outcome.errors.map(relativeToTheme) },
        {
          message: failing.length > 0 ? message('studio.refusal.themeContrast', { count: failing.length }) : message('studio.refusal.themeInvalid'),
          details: { contrast: failing },
        },
      );
    },
  );

  app.post<DomainParams & { Body: UploadThemeImageRequest }>(
    '/api/studio/employers/:domain/theme/images',
    {
      preValidation: editor,
      bodyLimit: THEME_IMAGE_BODY_LIMIT,
      config: { payloadTooLarge: THEME_IMAGE_TOO_LARGE },
      schema: {
        params: domainParams,
        querystring: domainQuery,
        body: apiRef('studio', 'UploadThemeImageRequest'),
        response: responses(201, apiRef('studio', 'UploadThemeImageResponse'), 415),
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      await requireDocument(domain);
      const url = await storeThemeImage(db, domain, request.body.content);
      return reply.code(201).send({ url } satisfies UploadThemeImageResponse);
    },
  );

  // Public, like the pages that show them; an address names one image forever (its content's hash).
  app.get<{ Params: { domain: string; file: string } }>(THEME_ASSET_ROUTE, async (request, reply) => {
    const image = await findThemeImage(db, request.params.domain, request.params.file);
    if (!image) throw notFound(message('studio.refusal.imageNotFound'));
    return reply
      .type(image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
}
