import type { BasicInfo, EducationItem, ExperienceItem, LinkItem, ProfileEditRequest } from '../../../schemas/generated/api/profile';
import { MAX_SUMMARY_LENGTH, PROFILE_SECTION_LIMITS } from '../../../engine/home/profileLimits';
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

function checkEntry(section: ListSection, raw: unknown, where: string): ExperienceItem | EducationItem | LinkItem {
  const entry = validateSectionValue<ExperienceItem | EducationItem | LinkItem>(LIST_ITEM[section], trimStrings(raw), where);
  if (section === 'experience') {
    const job = { ...(entry as ExperienceItem) };
    if (job.isCurrent) delete job.endDate;
    if (job.startDate && job.endDate && monthIndex(job.endDate) < monthIndex(job.startDate))
      throw invalidProfileEdit(`${where}.endDate cannot be before the start date`);
    return job;
  }
  if (section === 'links') {
    const link = entry as LinkItem;
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      throw invalidProfileEdit(`${where}.url is not a valid web address`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidProfileEdit(`${where}.url must start with http:// or https://`);
    return { label: link.label, url: url.toString() };
  }
  return entry;
}

function checkIndex(index: number | undefined, length: number): number {
  if (index === undefined) throw invalidProfileEdit('op_data.index is required for this operation');
  if (index >= length) throw invalidProfileEdit(`op_data.index ${index} is out of range (the section has ${length} entries)`);
  return index;
}

function checkTags(raw: unknown, limit: number, label: string): string[] {
  const values = Array.isArray(raw) ? raw : [raw];
  values.forEach((value, i) =>
    validateSectionValue<string>('Tag', typeof value === 'string' ? value.trim() : value, Array.isArray(raw) ? `op_data.value.${i}` : 'op_data.value'),
  );
  const tags = normalizeTags(values as string[]);
  if (tags.length > limit) throw invalidProfileEdit(`A profile lists at most ${limit} ${label}`);
  return tags;
}

function editList(section: ListSection, current: unknown[], request: ProfileEditRequest): unknown[] {
  const { operation, op_data: data } = request;
  const value = data.value as unknown;
  const next = [...current];
  switch (operation) {
    case 'add':
      next.push(checkEntry(section, value, 'op_data.value'));
      break;
    case 'update':
      next[checkIndex(data.index, next.length)] = checkEntry(section, value, 'op_data.value');
      break;
    case 'delete':
      next.splice(checkIndex(data.index, next.length), 1);
      break;
    case 'set':
      if (!Array.isArray(value)) throw invalidProfileEdit('op_data.value must be a list for set');
      next.splice(0, next.length, ...value.map((entry, i) => checkEntry(section, entry, `op_data.value.${i}`)));
      break;
  }
  if (next.length > PROFILE_SECTION_LIMITS[section]) throw invalidProfileEdit(`A profile lists at most ${PROFILE_SECTION_LIMITS[section]} ${section} entries`);
  return next;
}

function editTags(current: string[], request: ProfileEditRequest, limit: number, label: string): string[] {
  const { operation, op_data: data } = request;
  const value = data.value as unknown;
  switch (operation) {
    case 'add': {
      if (value === undefined) throw invalidProfileEdit('op_data.value is required for add');
      const next = normalizeTags([...current, ...checkTags(value, limit, label)]);
      if (next.length > limit) throw invalidProfileEdit(`A profile lists at most ${limit} ${label}`);
      return next;
    }
    case 'update': {
      const index = checkIndex(data.index, current.length);
      if (typeof value !== 'string') throw invalidProfileEdit('op_data.value must be one text for update');
      const [tag] = checkTags(value, 1, label);
      const clash = current.findIndex((existing, i) => i !== index && existing.toLocaleLowerCase() === tag!.toLocaleLowerCase());
      if (clash >= 0) throw invalidProfileEdit(`"${tag}" is already listed`);
      return current.map((existing, i) => (i === index ? tag! : existing));
    }
    case 'delete': {
      if (data.index !== undefined) {
        const index = checkIndex(data.index, current.length);
        return current.filter((_, i) => i !== index);
      }
      if (typeof value !== 'string') throw invalidProfileEdit('op_data.index or op_data.value is required for delete');
      const target = value.trim().toLocaleLowerCase();
      const remaining = current.filter((existing) => existing.toLocaleLowerCase() !== target);
      if (remaining.length === current.length) throw invalidProfileEdit(`"${value}" is not listed`);
      return remaining;
    }
    case 'set':
      if (!Array.isArray(value)) throw invalidProfileEdit('op_data.value must be a list for set');
      return checkTags(value, limit, label);
  }
}

function editBasicInfo(profile: EditableProfile, request: ProfileEditRequest): EditableProfile {
  if (request.operation !== 'set' && request.operation !== 'update')
    throw invalidProfileEdit(`${request.operation} is not an operation of basic_info (use set or update)`);
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
      if (!PHONE_CHARACTERS.test(phone) || digits < 6 || digits > 15) throw invalidProfileEdit('Enter a valid phone number');
    }
    next.phone = phone;
  }
  if (!next.first_name) throw invalidProfileEdit('op_data.value.first_name cannot be empty');
  return next;
}

function editSummary(profile: EditableProfile, request: ProfileEditRequest): EditableProfile {
  const sections = { ...profile.sections };
  if (request.operation === 'delete') {
    delete sections.summary;
    return { ...profile, sections };
  }
  if (request.operation === 'add') throw invalidProfileEdit('add is not an operation of summary (use set)');
  const value = request.op_data.value as unknown;
  if (typeof value !== 'string') throw invalidProfileEdit('op_data.value must be a text');
  if (value.length > MAX_SUMMARY_LENGTH) throw invalidProfileEdit(`op_data.value must NOT have more than ${MAX_SUMMARY_LENGTH} characters`);
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
      return { ...profile, skills: editTags(profile.skills, request, PROFILE_SECTION_LIMITS.skills, 'skills') };
    case 'desired_roles':
      return {
        ...profile,
        sections: {
          ...profile.sections,
          desiredRoles: editTags(profile.sections.desiredRoles ?? [], request, PROFILE_SECTION_LIMITS.desired_roles, 'desired roles'),
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
