import type { Kysely, Selectable } from 'kysely';
import type { Profile } from '../../../schemas/generated/api/profile';
import type { Candidate, Database, ProfileSections, ResumesTable } from '../../db/Database';

/** A resume as the profile lists it: the table's columns without the bytes. */
type ResumeRow = Pick<Selectable<ResumesTable>, 'id' | 'file_name' | 'uploaded_at' | 'is_primary'>;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The profile_details shape of a candidate row and their resumes. */
export function toProfile(candidate: Candidate, resumes: readonly ResumeRow[]): Profile {
  const sections = (candidate.profile ?? {}) as ProfileSections;
  return {
    id: candidate.id,
    email: candidate.email,
    first_name: candidate.first_name,
    last_name: candidate.last_name,
    full_name: candidate.full_name,
    phone: candidate.phone,
    location: candidate.location,
    headline: candidate.headline,
    avatar: candidate.avatar_url,
    skills: list<string>(candidate.skills),
    summary: typeof sections.summary === 'string' ? sections.summary : '',
    experience: list(sections.experience),
    education: list(sections.education),
    links: list(sections.links),
    desired_roles: list<string>(sections.desiredRoles),
    resumes: resumes.map((resume) => ({
      id: resume.id,
      file_name: resume.file_name,
      uploaded_at: new Date(resume.uploaded_at).toISOString(),
      is_primary: resume.is_primary,
    })),
  };
}

/** The candidate's resumes, newest first (never their bytes). */
export function listResumes(db: Kysely<Database>, candidateId: string): Promise<ResumeRow[]> {
  return db
    .selectFrom('resumes')
    .select(['id', 'file_name', 'uploaded_at', 'is_primary'])
    .where('candidate_id', '=', candidateId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function loadProfile(db: Kysely<Database>, candidate: Candidate): Promise<Profile> {
  return toProfile(candidate, await listResumes(db, candidate.id));
}
