import { describe, expect, it } from 'vitest';
import { PROFILE_COMPLETENESS_RULES, profileCompleteness, type ProfileCompletenessInput } from '../../../engine/home/profileCompleteness';
import { englishText } from '../../../engine/i18n/englishText';

const empty: ProfileCompletenessInput = {
  full_name: '',
  phone: null,
  location: null,
  headline: null,
  summary: '',
  skills: [],
  experience: [],
  education: [],
  links: [],
  resumes: [],
};
const full: ProfileCompletenessInput = {
  full_name: 'Ada Lovelace',
  phone: '+1 512 555 0142',
  location: 'Austin, TX, US',
  headline: 'Engineer',
  summary: 'Calm, well-tested software.',
  skills: ['TypeScript', 'React', 'PostgreSQL'],
  experience: [{ title: 'Engineer', company: 'Analytical Engines' }],
  education: [{ school: 'University of London' }],
  links: [{ label: 'Portfolio', url: 'https://ada.example.com' }],
  resumes: [{ id: 1, file_name: 'ada.pdf', uploaded_at: '2025-01-01T00:00:00.000Z', is_primary: true }],
};

describe('profileCompleteness', () => {
  it('labels each missing item with the English of its i18n key (home.completion.items.<key>), which the page translates', () => {
    const { missing } = profileCompleteness(empty);
    expect(missing).toHaveLength(PROFILE_COMPLETENESS_RULES.length);
    for (const item of missing) {
      expect(item.labelKey).toBe(`home.completion.items.${item.key}`);
      expect(englishText({ key: item.labelKey })).toBe(item.label);
    }
  });

  it('has weights that add up to exactly 100', () => {
    expect(PROFILE_COMPLETENESS_RULES.reduce((sum, rule) => sum + rule.weight, 0)).toBe(100);
  });

  it('scores a complete profile 100 with nothing missing', () => {
    expect(profileCompleteness(full)).toEqual({ completion: 100, missing: [] });
  });

  it('scores an empty profile 0 and lists every item, heaviest first', () => {
    const { completion, missing } = profileCompleteness(empty);
    expect(completion).toBe(0);
    expect(missing.map((item) => [item.key, item.weight])).toEqual([
      ['skills', 20],
      ['experience', 20],
      ['resume', 10],
      ['education', 10],
      ['headline', 10],
      ['summary', 10],
      ['full_name', 5],
      ['phone', 5],
      ['location', 5],
      ['links', 5],
    ]);
    expect(missing[0]).toEqual({ section: 'skills', key: 'skills', label: 'Add your skills', labelKey: 'home.completion.items.skills', weight: 20 });
  });

  it('needs at least three skills before the skills item counts', () => {
    expect(profileCompleteness({ ...full, skills: ['TypeScript', 'React'] })).toMatchObject({ completion: 80, missing: [{ key: 'skills' }] });
  });

  it('treats blank text as missing', () => {
    const { completion, missing } = profileCompleteness({ ...full, headline: '   ', summary: '\n', phone: '' });
    expect(completion).toBe(75);
    expect(missing.map((item) => item.key)).toEqual(['headline', 'summary', 'phone']);
  });

  it('names the profile_edit section that completes each contact detail', () => {
    const { missing } = profileCompleteness({ ...full, phone: null, location: null });
    expect(missing.map((item) => [item.section, item.label])).toEqual([
      ['basic_info', 'Add your phone number'],
      ['basic_info', 'Add your location'],
    ]);
  });
});
