/**
 * How much a profile holds: entries per section (a resume page, not a database) and the summary's
 * length. The server refuses more and the profile editor offers no more. The length of each entry's
 * fields is in schemas/api/profile.schema.json (maxLength), read by both the same way.
 */
export const PROFILE_SECTION_LIMITS = { experience: 30, education: 20, links: 20, skills: 100, desired_roles: 10 } as const;

export const MAX_SUMMARY_LENGTH = 4000;
