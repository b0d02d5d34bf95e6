import type { BootstrappingConfig } from '../../schemas/generated/api/home';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import type { Candidate, ProfileSections } from '../db/Database';

export const MAX_BOOTSTRAP_SKILLS = 50;
export const MAX_DESIRED_ROLES = 10;

/**
 * The profile bootstrapping screen (first login): the few answers that make search, match details and
 * nudges useful at once. It is a form of the forms toolkit, so the page renders and validates it like
 * any other form; POST /api/pcsx/profile_bootstrap takes the answers under these field names and the
 * server checks them again (ProfileBootstrapRequest).
 */
export const BOOTSTRAPPING_FORM: FormDefinition = {
  id: 'profile-bootstrapping',
  title: 'Tell us about yourself',
  description: 'A few details help us show you the jobs that fit you best. You can change them later in your profile.',
  layout: 'simple',
  sections: [
    {
      id: 'about',
      title: 'About you',
      items: [
        { name: 'headline', label: 'Headline', type: 'text', placeholder: 'For example: Senior software engineer', rules: [{ type: 'maxLength', value: 200 }] },
        {
          name: 'location',
          label: 'Location',
          type: 'text',
          required: true,
          help: 'City and country where you live or want to work',
          rules: [{ type: 'maxLength', value: 200 }],
        },
        {
          name: 'skills',
          label: 'Skills',
          type: 'skillSelector',
          required: true,
          rules: [
            { type: 'minLength', value: 1, message: 'Add at least one skill' },
            { type: 'maxLength', value: MAX_BOOTSTRAP_SKILLS },
          ],
        },
        { name: 'desired_roles', label: 'Roles you are looking for', type: 'skillSelector', rules: [{ type: 'maxLength', value: MAX_DESIRED_ROLES }] },
      ],
    },
  ],
};

/** The bootstrapping form with what the profile already holds, to prefill it. */
export function bootstrappingConfig(candidate: Candidate): BootstrappingConfig {
  const profile = (candidate.profile ?? {}) as ProfileSections;
  return {
    form: BOOTSTRAPPING_FORM as unknown as BootstrappingConfig['form'],
    values: {
      headline: candidate.headline ?? '',
      location: candidate.location ?? '',
      skills: Array.isArray(candidate.skills) ? candidate.skills : [],
      desired_roles: Array.isArray(profile.desiredRoles) ? profile.desiredRoles : [],
    },
  };
}
