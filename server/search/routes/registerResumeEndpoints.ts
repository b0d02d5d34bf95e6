import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResumeFile, ResumeIdParams } from '../../../schemas/generated/api/search';
import { normalizeTags } from '../../home/profile/normalizeTags';
import { PROFILE_SECTION_LIMITS } from '../../../engine/home/profileLimits';
import type { Database } from '../../db/Database';
import { apiRef, responses } from '../../http/apiSchemas';
import { conflict, HttpError, notFound } from '../../http/HttpError';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { checkResumeType, RESUME_MIME_TYPES, RESUME_TYPES, type ResumeType } from '../resumes/detectResumeType';
import { extractResumeText } from '../resumes/extractResumeText';
import { MAX_DATA_URL_LENGTH, MAX_RESUME_BYTES, readResumeUpload, tooLarge } from '../resumes/readResumeUpload';
import { recognizeResume } from '../resumes/recognizeResume';
import type { SearchIndex } from '../SearchIndex';
import { message } from '../../../engine/i18n/Message';

/** Resumes one candidate keeps; past that they delete one first (nothing is thrown away for them). */
export const MAX_RESUMES = 20;
const RESUME_NOT_FOUND = message('home.refusal.resumeNotFound');

type ResumeMeta = { id: number; file_name: string; mime_type: string; size: number; is_primary: boolean; uploaded_at: Date | string };

const toResumeFile = (resume: ResumeMeta): ResumeFile => ({
  id: resume.id,
  file_name: resume.file_name,
  mime_type: resume.mime_type,
  size: resume.size,
  is_primary: resume.is_primary,
  uploaded_at: new Date(resume.uploaded_at).toISOString(),
  download_url: `/api/pcsx/resumes/${resume.id}/download`,
});

function listResumeFiles(db: Kysely<Database>, candidateId: string): Promise<ResumeMeta[]> {
  return db
    .selectFrom('resumes')
    .select(['id', 'file_name', 'mime_type', 'size', 'is_primary', 'uploaded_at'])
    .where('candidate_id', '=', candidateId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A resume id of the viewer, or 404 (another candidate's id answers like an unknown one). */
function resumeId(params: ResumeIdParams): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(RESUME_NOT_FOUND);
  return id;
}

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Upload (multipart, in its own plugin scope), list, download and delete resumes. */
export function registerResumeEndpoints(app: FastifyInstance, { db, now }: ServerContext, index: SearchIndex): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_RESUME_BYTES, fieldSize: MAX_DATA_URL_LENGTH, files: 1, fields: 10, parts: 12 },
    });

    scope.post(
      '/api/pcsx/upload_resume',
      {
        config: { rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: (request: FastifyRequest) => request.viewer?.id ?? request.ip } },
        schema: { response: responses(200, apiRef('search', 'ResumeUploadResponse'), 415) },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const upload = await readResumeUpload(request);
        if (upload.bytes.length > MAX_RESUME_BYTES) throw tooLarge();
        if (upload.bytes.length === 0) throw new HttpError(400, message('home.refusal.resumeEmpty'), 'empty_file');
        const allowed = (request.portal.config.pcsxConfig?.searchConfig?.allowedResumeFileTypes ?? [...RESUME_TYPES]) as ResumeType[];
        const checked = checkResumeType(upload.fileName, upload.bytes, allowed);
        if (!checked.ok) {
          const types = allowed.join(', ');
          throw new HttpError(
            415,
            checked.reason === 'extension'
              ? message('home.refusal.resumeTypeNotAllowed', { types })
              : message('home.refusal.resumeContentMismatch', { type: upload.fileName.split('.').pop() ?? '', types }),
            'unsupported_file_type',
          );
        }

        const vocabulary = await index.vocabulary(request.portal.domain);
        const recognized = recognizeResume(extractResumeText(upload.bytes, checked.type), vocabulary);
        const uploadedAt = now();
        const { resume, candidate, locationUpdated } = await db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('candidates').selectAll().where('id', '=', viewer.id).forUpdate().executeTakeFirstOrThrow();
          const count = await trx
            .selectFrom('resumes')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('candidate_id', '=', viewer.id)
            .executeTakeFirst();
          if (Number(count?.n ?? 0) >= MAX_RESUMES) throw conflict(message('home.refusal.resumeLimit', { count: MAX_RESUMES }));
          await trx.updateTable('resumes').set({ is_primary: false }).where('candidate_id', '=', viewer.id).where('is_primary', '=', true).execute();
          const inserted = await trx
            .insertInto('resumes')
            .values({
              candidate_id: viewer.id,
              file_name: upload.fileName,
              mime_type: RESUME_MIME_TYPES[checked.type],
              size: upload.bytes.length,
              content: upload.bytes,
              is_primary: true,
              uploaded_at: uploadedAt,
            })
            .returning(['id', 'file_name', 'mime_type', 'size', 'is_primary', 'uploaded_at'])
            .executeTakeFirstOrThrow();
          const ownSkills = Array.isArray(current.skills) ? current.skills : [];
          const skills = normalizeTags([...ownSkills, ...recognized.skills]).slice(0, PROFILE_SECTION_LIMITS.skills);
          const setLocation = !current.location?.trim() && recognized.location !== null;
          const updated = await trx
            .updateTable('candidates')
            .set({ skills: JSON.stringify(skills), ...(setLocation ? { location: recognized.location } : {}) })
            .where('id', '=', viewer.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { resume: inserted, candidate: updated, locationUpdated: setLocation };
        });
        const profile = {
          id: candidate.id,
          full_name: candidate.full_name,
          email: candidate.email,
          location: candidate.location,
          skills: Array.isArray(candidate.skills) ? candidate.skills : [],
          headline: candidate.headline,
        };
        return { data: { candidate: profile, resume: toResumeFile(resume), extractedSkills: recognized.skills, locationUpdated } };
      },
    );
  });

  app.get(
    '/api/pcsx/resumes',
    { schema: { querystring: apiRef('common', 'DomainQuery'), response: responses(200, apiRef('search', 'ResumesResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      return { data: { resumes: (await listResumeFiles(db, viewer.id)).map(toResumeFile) } };
    },
  );

  app.get<{ Params: ResumeIdParams }>('/api/pcsx/resumes/:id/download', { schema: { params: apiRef('search', 'ResumeIdParams') } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const resume = await db
      .selectFrom('resumes')
      .select(['file_name', 'mime_type', 'content'])
      .where('id', '=', resumeId(request.params))
      .where('candidate_id', '=', viewer.id)
      .executeTakeFirst();
    if (!resume) throw notFound(RESUME_NOT_FOUND);
    return reply
      .type(resume.mime_type)
      .header('Content-Disposition', contentDisposition(resume.file_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(resume.content));
  });

  app.delete<{ Params: ResumeIdParams }>(
    '/api/pcsx/resumes/:id',
    { schema: { params: apiRef('search', 'ResumeIdParams'), response: responses(200, apiRef('search', 'ResumesResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      const id = resumeId(request.params);
      await db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom('resumes').where('id', '=', id).where('candidate_id', '=', viewer.id).returning('is_primary').executeTakeFirst();
        if (!deleted) throw notFound(RESUME_NOT_FOUND);
        if (!deleted.is_primary) return;
        // The newest remaining resume becomes the primary one.
        const next = await trx
          .selectFrom('resumes')
          .select('id')
          .where('candidate_id', '=', viewer.id)
          .orderBy('uploaded_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (next) await trx.updateTable('resumes').set({ is_primary: true }).where('id', '=', next.id).execute();
      });
      return { data: { resumes: (await listResumeFiles(db, viewer.id)).map(toResumeFile) } };
    },
  );
}
