import type { BasicInfo, EducationItem, ExperienceItem, LinkItem, ProfileEditRequest } from '../../../schemas/generated/api/profile';
import { MAX_SUMMARY_LENGTH, PROFILE_SECTION_LIMITS } from '../../../engine/home/profileLimits';
import { message } from '../../../engine/i18n/Message';
import type { ProfileSections } from '../../db/Database';
import { normalizeTags } from './normalizeTags';
import { invalidProfileEdit, validateSectionValue, type SectionValueDefinition } from './validateSectionValue';

/** The editable part of a candidate row. */
export interface EditableProfile {
  first_name: string;
  last_name: string;
  phone: string | null;
  location: string | null;
  headline: string | null;
  skills: string[];
  sections: ProfileSections;
}

// Spec search-forms-shared-layer.md §5: digits, spaces, parentheses, plus, minus and dot.
const PHONE_CHARACTERS = /^[0-9 ()+\-.]+$/;

type ListSection = 'experience' | 'education' | 'links';
const LIST_ITEM: Record<ListSection, SectionValueDefinition> = { experience: 'ExperienceItem', education: 'EducationItem', links: 'LinkItem' };

/** Trims every string of an entry, so '  ' counts as empty and fails minLength. */
function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimStrings(inner)]));
  return value;
}

const monthIndex = (monthYear: string) => {
  const [month, year] = monthYear.split('/').map(Number);
  return year! * 12 + month!;
};

function checkEntry(section: ListSection, raw: unknown): ExperienceItem | EducationItem | LinkItem {
  const entry = validateSectionValue<ExperienceItem | EducationItem | LinkItem>(LIST_ITEM[section], trimStrings(raw));
  if (section === 'experience') {
    const job = { ...(entry as ExperienceItem) };
    if (job.isCurrent) delete job.endDate;
    if (job.startDate && job.endDate && monthIndex(job.endDate) < monthIndex(job.startDate))
      throw invalidProfileEdit(message('home.refusal.profileEdit.endBeforeStart'));
    return job;
  }
  if (section === 'links') {
    const link = entry as LinkItem;
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      throw invalidProfileEdit(message('home.profile.urlFormat'));
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidProfileEdit(message('home.profile.urlFormat'));
    return { label: link.label, url: url.toString() };
  }
  return entry;
}

const tooMany = (limit: number) => invalidProfileEdit(message('home.refusal.profileEdit.tooMany', { limit }));

function checkIndex(index: number | undefined, length: number): number {
  if (index === undefined) throw invalidProfileEdit();
  if (index >= length) throw invalidProfileEdit();
  return index;
}

function checkTags(raw: unknown, limit: number): string[] {
  const values = Array.isArray(raw) ? raw : [raw];
  values.forEach((value) => validateSectionValue<string>('Tag', typeof value === 'string' ? value.trim() : value));
  const tags = normalizeTags(values as string[]);
  if (tags.length > limit) throw tooMany(limit);
  return tags;
}

function editList(section: ListSection, current: unknown[], request: ProfileEditRequest): unknown[] {
  const { operation, op_data: data } = request;
  const value = data.value as unknown;
  const next = [...current];
  switch (operation) {
    case 'add':
      next.push(checkEntry(section, value));
      break;
    case 'update':
      next[checkIndex(data.index, next.length)] = checkEntry(section, value);
      break;
    case 'delete':
      next.splice(checkIndex(data.index, next.length), 1);
      break;
    case 'set':
      if (!Array.isArray(value)) throw invalidProfileEdit();
      next.splice(0, next.length, ...value.map((entry) => checkEntry(section, entry)));
      break;
  }
  if (next.length > PROFILE_SECTION_LIMITS[section]) throw tooMany(PROFILE_SECTION_LIMITS[section]);
  return next;
}

function editTags(current: string[], request: ProfileEditRequest, limit: number): string[] {
  const { operation, op_data: data } = request;
  const value = data.value as unknown;
  switch (operation) {
    case 'add': {
      if (value === undefined) throw invalidProfileEdit();
      const next = normalizeTags([...current, ...checkTags(value, limit)]);
      if (next.length > limit) throw tooMany(limit);
      return next;
    }
    case 'update': {
      const index = checkIndex(data.index, current.length);
      if (typeof value !== 'string') throw invalidProfileEdit();
      const [tag] = checkTags(value, 1);
      const clash = current.findIndex((existing, i) => i !== index && existing.toLocaleLowerCase() === tag!.toLocaleLowerCase());
      if (clash >= 0) throw invalidProfileEdit(message('home.refusal.profileEdit.alreadyListed', { tag: tag! }));
      return current.map((existing, i) => (i === index ? tag! : existing));
    }
    case 'delete': {
      if (data.index !== undefined) {
        const index = checkIndex(data.index, current.length);
        return current.filter((_, i) => i !== index);
      }
      if (typeof value !== 'string') throw invalidProfileEdit();
      const target = value.trim().toLocaleLowerCase();
      const remaining = current.filter((existing) => existing.toLocaleLowerCase() !== target);
      if (remaining.length === current.length) throw invalidProfileEdit(message('home.refusal.profileEdit.notListed', { tag: value.trim() }));
      return remaining;
    }
    case 'set':
      if (!Array.isArray(value)) throw invalidProfileEdit();
      return checkTags(value, limit);
  }
}

function editBasicInfo(profile: EditableProfile, request: ProfileEditRequest): EditableProfile {
  if (request.operation !== 'set' && request.operation !== 'update') throw invalidProfileEdit();
  const info = validateSectionValue<BasicInfo>('BasicInfo', trimStrings(request.op_data.value));
  const next = { ...profile };
  if (info.first_name !== undefined) next.first_name = info.first_name;
  if (info.last_name !== undefined) next.last_name = info.last_name;
  if (info.location !== undefined) next.location = info.location || null;
  if (info.headline !== undefined) next.headline = info.headline || null;
  if (info.phone !== undefined) {
    const phone = info.phone || null;
    if (phone !== null) {
      const digits = phone.replace(/\D/g, '').length;
      if (!PHONE_CHARACTERS.test(phone) || digits < 6 || digits > 15) throw invalidProfileEdit(message('forms.validation.phone'));
    }
    next.phone = phone;
  }
  if (!next.first_name) throw invalidProfileEdit(message('home.refusal.profileEdit.firstNameRequired'));
  return next;
}

function editSummary(profile: EditableProfile, request: ProfileEditRequest): EditableProfile {
  const sections = { ...profile.sections };
  if (request.operation === 'delete') {
    delete sections.summary;
    return { ...profile, sections };
  }
  if (request.operation === 'add') throw invalidProfileEdit();
  const value = request.op_data.value as unknown;
  if (typeof value !== 'string') throw invalidProfileEdit();
  if (value.length > MAX_SUMMARY_LENGTH) throw invalidProfileEdit(message('home.refusal.profileEdit.summaryTooLong', { limit: MAX_SUMMARY_LENGTH }));
  const summary = value.trim();
  if (summary) sections.summary = summary;
  else delete sections.summary;
  return { ...profile, sections };
}

/**
 * One profile_edit (op_section, operation, op_data { value, index }) applied to a profile. Pure: it
 * returns the new profile or throws a 422 naming what is wrong, and the caller stores the result.
 */
export function applyProfileEdit(profile: EditableProfile, request: ProfileEditRequest): EditableProfile {
  switch (request.op_section) {
    case 'basic_info':
      return editBasicInfo(profile, request);
    case 'summary':
      return editSummary(profile, request);
    case 'skills':
      return { ...profile, skills: editTags(profile.skills, request, PROFILE_SECTION_LIMITS.skills) };
    case 'desired_roles':
      return {
        ...profile,
        sections: {
          ...profile.sections,
          desiredRoles: editTags(profile.sections.desiredRoles ?? [], request, PROFILE_SECTION_LIMITS.desired_roles),
        },
      };
    case 'experience':
    case 'education':
    case 'links': {
      const section = request.op_section;
      return { ...profile, sections: { ...profile.sections, [section]: editList(section, profile.sections[section] ?? [], request) } };
    }
  }
}
