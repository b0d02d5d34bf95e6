import type { FastifyInstance } from 'fastify';
import type { ProfileEditRequest } from '../../../schemas/generated/api/profile';
import { profileCompleteness } from '../../../engine/home/profileCompleteness';
import type { Candidate, ProfileSections } from '../../db/Database';
import { apiRef, responses } from '../../http/apiSchemas';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { applyProfileEdit, type EditableProfile } from './applyProfileEdit';
import { loadProfile } from './loadProfile';
import { containsNulCharacter } from '../../http/requestValidation';
import { invalidProfileEdit } from './validateSectionValue';

const editable = (candidate: Candidate): EditableProfile => ({
  first_name: candidate.first_name,
  last_name: candidate.last_name,
  phone: candidate.phone,
  location: candidate.location,
  headline: candidate.headline,
  skills: Array.isArray(candidate.skills) ? candidate.skills : [],
  sections: (candidate.profile ?? {}) as ProfileSections,
});

/** profile_details, profile_edit and profile_analysis: the candidate's own profile only. */
export function registerProfileRoutes(app: FastifyInstance, { db }: ServerContext): void {
  const domainQuery = apiRef('common', 'DomainQuery');

  app.get(
    '/api/pcsx/profile_details',
    { schema: { querystring: domainQuery, response: responses(200, apiRef('profile', 'ProfileResponse')) } },
    async (request) => ({
      data: await loadProfile(db, requireViewer(request)),
    }),
  );

  app.post<{ Body: ProfileEditRequest }>(
    '/api/pcsx/profile_edit',
    {
      // The request layer shows 'Invalid request received. Please try again' for a 422, so every
      // refused edit (shape or content) is a 422, not Fastify's 400.
      attachValidation: true,
      schema: { body: apiRef('profile', 'ProfileEditRequest'), response: responses(200, apiRef('profile', 'ProfileResponse'), 422) },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (request.validationError || containsNulCharacter(request.body.op_data)) throw invalidProfileEdit();
      // Row lock: two edits at once (two tabs) both land instead of the second overwriting the first.
      const updated = await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('candidates').selectAll().where('id', '=', viewer.id).forUpdate().executeTakeFirstOrThrow();
        const next = applyProfileEdit(editable(current), request.body);
        return trx
          .updateTable('candidates')
          .set({
            first_name: next.first_name,
            last_name: next.last_name,
            ...(request.body.op_section === 'basic_info' ? { full_name: [next.first_name, next.last_name].filter(Boolean).join(' ') } : {}),
            phone: next.phone,
            location: next.location,
            headline: next.headline,
            skills: JSON.stringify(next.skills),
            profile: JSON.stringify(next.sections),
          })
          .where('id', '=', viewer.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { data: await loadProfile(db, updated) };
    },
  );

  // hl is accepted for the request layer's sake; labels come in English with their i18n keys (labelKey).
  app.get(
    '/api/pcsx/profile_analysis',
    { schema: { querystring: apiRef('profile', 'ProfileAnalysisQuery'), response: responses(200, apiRef('profile', 'ProfileAnalysisResponse')) } },
    async (request) => ({ data: profileCompleteness(await loadProfile(db, requireViewer(request))) }),
  );
}
