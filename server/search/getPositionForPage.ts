import type { Kysely } from 'kysely';
import { slugify } from '../../engine/routes/parsePid';
import type { Database } from '../db/Database';
import { countryName } from './foldText';
import { parsePositionId } from './findPosition';
import { archivedAt, loadPositionRows } from './positionRows';

/** schema.org employmentType for the stored employment_type values. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  intern: 'INTERN',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  per_diem: 'PER_DIEM',
};

export interface PositionPage {
  id: number;
  title: string;
  /** Plain text; the page owner escapes it for HTML and JSON-LD. */
  description: string;
  /** A meta description: the first sentences, at most 155 characters. */
  metaDescription: string;
  /** /careers/job/{id}-{slug} (add ?domain=… for a non-default employer). */
  canonicalPath: string;
  isOpen: boolean;
  archivedAt: number;
  /** schema.org JobPosting (https://schema.org/JobPosting, Google's required and recommended fields). */
  jobPosting: Record<string, unknown>;
}

function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 155) return flat;
  const cut = flat.slice(0, 154);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100))}…`;
}

/**
 * What a server-rendered job page needs for search engines: the JobPosting JSON-LD (title,
 * description, datePosted, validThrough, hiringOrganization, jobLocation or jobLocationType
 * TELECOMMUTE with applicantLocationRequirements, employmentType), a canonical path and a meta
 * description; baseSalary when the position has a salary and its currency (an ATS sends both; a
 * guessed currency would mislead), directApply (the portal's own apply form), the ATS's id as the
 * identifier where there is one.
 * Null for an unknown pid or another employer's position. A closed position still answers (isOpen
 * false, validThrough its closing time) so the page can say it is closed.
 */
export async function getPositionForPage(
  db: Kysely<Database>,
  domain: string,
  pid: string | number,
  options: { employerName?: string; origin?: string; logoUrl?: string } = {},
): Promise<PositionPage | null> {
  const id = parsePositionId(pid);
  if (id === null) return null;
  const row = (await loadPositionRows(db, [id], { domain, viewerId: null })).byId.get(id);
  if (!row) return null;
  const canonicalPath = `/careers/job/${row.id}-${slugify(row.title)}`;
  const closedAt = row.closed_at ? new Date(row.closed_at) : null;
  const validThrough = closedAt ?? (row.valid_through ? new Date(row.valid_through) : null);
  const address = {
    '@type': 'PostalAddress',
    ...(row.city ? { addressLocality: row.city } : {}),
    ...(row.region ? { addressRegion: row.region } : {}),
    ...(row.country ? { addressCountry: row.country } : {}),
  };
  const jobPosting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: row.title,
    description: row.description,
    identifier: { '@type': 'PropertyValue', name: options.employerName ?? domain, value: row.external_id ?? String(row.id) },
    datePosted: new Date(row.posted_at).toISOString(),
    ...(validThrough ? { validThrough: validThrough.toISOString() } : {}),
    employmentType: EMPLOYMENT_TYPES[row.employment_type] ?? 'OTHER',
    directApply: true,
    ...baseSalary(row),
    hiringOrganization: {
      '@type': 'Organization',
      name: options.employerName ?? domain,
      sameAs: `https://${domain}`,
      ...(absoluteLogo(options.logoUrl, options.origin) ? { logo: absoluteLogo(options.logoUrl, options.origin) } : {}),
    },
    ...(row.is_remote
      ? { jobLocationType: 'TELECOMMUTE', ...(row.country ? { applicantLocationRequirements: { '@type': 'Country', name: countryName(row.country) } } : {}) }
      : { jobLocation: { '@type': 'Place', address } }),
    ...(Array.isArray(row.skills) && row.skills.length ? { skills: row.skills.join(', ') } : {}),
    industry: row.department,
    ...(options.origin ? { url: `${options.origin}${canonicalPath}?domain=${encodeURIComponent(domain)}` } : {}),
  };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    metaDescription: metaDescription(row.description),
    canonicalPath,
    isOpen: !closedAt,
    archivedAt: archivedAt(row.closed_at),
    jobPosting,
  };
}

/** The employer's logo as an absolute address (search engines need one); none without a logo or, for a site path, an origin. */
function absoluteLogo(logoUrl: string | undefined, origin: string | undefined): string | null {
  if (!logoUrl) return null;
  if (/^https?:\/\//i.test(logoUrl)) return logoUrl;
  return origin && logoUrl.startsWith('/') && !logoUrl.startsWith('//') ? `${origin}${logoUrl}` : null;
}

/** schema.org's baseSalary: a yearly range in the position's currency; none without a currency or an amount. */
function baseSalary(row: { salary_min: number | null; salary_max: number | null; currency: string | null }): Record<string, unknown> {
  if (!row.currency || (row.salary_min === null && row.salary_max === null)) return {};
  const value = {
    '@type': 'QuantitativeValue',
    ...(row.salary_min !== null ? { minValue: Number(row.salary_min) } : {}),
    ...(row.salary_max !== null ? { maxValue: Number(row.salary_max) } : {}),
    unitText: 'YEAR',
  };
  return { baseSalary: { '@type': 'MonetaryAmount', currency: row.currency, value } };
}
