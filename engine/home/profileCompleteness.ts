import type { MissingProfileItem, Profile, ProfileAnalysis } from '../../schemas/generated/api/profile';
import type { MessageKey } from '../i18n/Message';

/** What the completeness score reads: the profile as profile_details answers it. */
export type ProfileCompletenessInput = Pick<
  Profile,
  'full_name' | 'phone' | 'location' | 'headline' | 'summary' | 'skills' | 'experience' | 'education' | 'links' | 'resumes'
>;

interface CompletenessRule {
  key: string;
  /** The profile_edit op_section that fixes it (resume: the resume upload). */
  section: string;
  /** Percentage points; all weights add up to 100. */
  weight: number;
  /** The API's English label (profile_analysis `label`): the same text as its key's English value (home.completion.items.<key>). */
  label: string;
  isComplete: (profile: ProfileCompletenessInput) => boolean;
}

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim().length > 0;

/** Skills below this count still leave the skills item missing: match details need a few to be useful. */
export const MIN_SKILLS = 3;

/**
 * The weights of profile completeness (they add up to 100). Skills and experience weigh most because
 * match details and recruiters' searches read them; the resume and education come next; contact
 * details are split so that each missing one is named; links weigh least.
 *
 * | item | section | weight |
 * |---|---|---|
 * | skills (at least 3) | skills | 20 |
 * | work experience (at least 1) | experience | 20 |
 * | resume | resume | 10 |
 * | education (at least 1) | education | 10 |
 * | headline | basic_info | 10 |
 * | summary | summary | 10 |
 * | full name | basic_info | 5 |
 * | phone | basic_info | 5 |
 * | location | basic_info | 5 |
 * | links (at least 1) | links | 5 |
 */
export const PROFILE_COMPLETENESS_RULES: readonly CompletenessRule[] = [
  { key: 'skills', section: 'skills', weight: 20, label: 'Add your skills', isComplete: (p) => p.skills.filter(filled).length >= MIN_SKILLS },
  { key: 'experience', section: 'experience', weight: 20, label: 'Add your work experience', isComplete: (p) => p.experience.length > 0 },
  { key: 'resume', section: 'resume', weight: 10, label: 'Upload your resume', isComplete: (p) => p.resumes.length > 0 },
  { key: 'education', section: 'education', weight: 10, label: 'Add your education', isComplete: (p) => p.education.length > 0 },
  { key: 'headline', section: 'basic_info', weight: 10, label: 'Add a headline', isComplete: (p) => filled(p.headline) },
  { key: 'summary', section: 'summary', weight: 10, label: 'Write a short summary', isComplete: (p) => filled(p.summary) },
  { key: 'full_name', section: 'basic_info', weight: 5, label: 'Add your full name', isComplete: (p) => filled(p.full_name) },
  { key: 'phone', section: 'basic_info', weight: 5, label: 'Add your phone number', isComplete: (p) => filled(p.phone) },
  { key: 'location', section: 'basic_info', weight: 5, label: 'Add your location', isComplete: (p) => filled(p.location) },
  { key: 'links', section: 'links', weight: 5, label: 'Add a link to your work', isComplete: (p) => p.links.length > 0 },
];

/** The i18n key of a missing item's label (English in locales/en/home.json, the same text as the rule's label). */
export const profileCompletenessLabelKey = (key: string): MessageKey => `home.completion.items.${key}` as MessageKey;

/**
 * Profile completion (0 to 100) and what is missing, heaviest first. The same function runs on the
 * server (profile_analysis, dashboard nudges) and in the browser (instant feedback while editing).
 */
export function profileCompleteness(profile: ProfileCompletenessInput): ProfileAnalysis {
  let completion = 0;
  const missing: MissingProfileItem[] = [];
  for (const rule of PROFILE_COMPLETENESS_RULES) {
    if (rule.isComplete(profile)) completion += rule.weight;
    else missing.push({ section: rule.section, key: rule.key, label: rule.label, labelKey: profileCompletenessLabelKey(rule.key), weight: rule.weight });
  }
  // The rules are listed heaviest first; a stable sort keeps that order for equal weights.
  missing.sort((a, b) => b.weight - a.weight);
  return { completion: Math.max(0, Math.min(100, completion)), missing };
}
