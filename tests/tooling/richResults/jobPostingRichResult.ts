/**
 * A structured-data validator for Google's job posting rich result, written from Google Search
 * Central's rules (developers.google.com/search/docs/appearance/structured-data/job-posting): the
 * required properties and their formats are errors (the page is not eligible), the recommended ones
 * missing are warnings, as the Rich Results Test reports them.
 */

export interface RichResultReport {
  /** "path: problem" — any one makes the posting ineligible. */
  errors: string[];
  /** "path: missing recommended field" and the like: eligible, but less complete. */
  warnings: string[];
}

const EMPLOYMENT_TYPES = new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']);
const SALARY_UNITS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const typeIs = (value: Json, ...types: string[]) => {
  const type = value['@type'];
  return (Array.isArray(type) ? type : [type]).some((one) => types.includes(one as string));
};
const validDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** Every JSON-LD object of a page's HTML (a graph's members included). */
export function jsonLdObjects(html: string): Json[] {
  const found: Json[] = [];
  for (const match of html.matchAll(/<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    const parsed: unknown = JSON.parse(match[1]!);
    for (const item of asList(parsed)) {
      if (!isObject(item)) continue;
      found.push(item);
      for (const member of asList(item['@graph'])) if (isObject(member)) found.push(member);
    }
  }
  return found;
}

function checkAddress(address: unknown, path: string, report: RichResultReport): void {
  if (!isObject(address) || !typeIs(address, 'PostalAddress')) {
    report.errors.push(`${path}: a PostalAddress is required`);
    return;
  }
  const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'];
  if (!parts.some((part) => nonEmptyText(address[part]))) report.errors.push(`${path}: an address needs at least a locality, region or country`);
  for (const part of parts) if (!nonEmptyText(address[part])) report.warnings.push(`${path}.${part}: missing recommended field`);
  if (nonEmptyText(address.addressCountry) && !COUNTRY.test(address.addressCountry)) {
    report.errors.push(`${path}.addressCountry: must be an ISO 3166-1 alpha-2 code, not ${JSON.stringify(address.addressCountry)}`);
  }
}

function checkSalary(salary: unknown, report: RichResultReport): void {
  if (!isObject(salary) || !typeIs(salary, 'MonetaryAmount')) {
    report.errors.push('baseSalary: must be a MonetaryAmount');
    return;
  }
  if (!nonEmptyText(salary.currency) || !CURRENCY.test(salary.currency)) report.errors.push('baseSalary.currency: an ISO 4217 code is required');
  const value = salary.value;
  if (!isObject(value) || !typeIs(value, 'QuantitativeValue')) {
    report.errors.push('baseSalary.value: must be a QuantitativeValue');
    return;
  }
  const numbers = ['value', 'minValue', 'maxValue'].filter((name) => value[name] !== undefined);
  if (numbers.length === 0) report.errors.push('baseSalary.value: a value or a minValue is required');
  for (const name of numbers)
    if (typeof value[name] !== 'number' || !Number.isFinite(value[name])) report.errors.push(`baseSalary.value.${name}: must be a number`);
  if (value.maxValue !== undefined && value.minValue === undefined) report.errors.push('baseSalary.value: a maxValue needs a minValue');
  if (typeof value.minValue === 'number' && typeof value.maxValue === 'number' && value.minValue > value.maxValue) {
    report.errors.push('baseSalary.value: minValue is above maxValue');
  }
  if (!SALARY_UNITS.has(value.unitText as string)) report.errors.push(`baseSalary.value.unitText: one of ${[...SALARY_UNITS].join(', ')} is required`);
}

/** Google's rules for one JobPosting object. */
export function checkJobPosting(posting: Json): RichResultReport {
  const report: RichResultReport = { errors: [], warnings: [] };
  const context = String(posting['@context'] ?? '');
  if (!/^https?:\/\/schema\.org\/?$/.test(context)) report.errors.push(`@context: must be https://schema.org, not ${JSON.stringify(context)}`);
  if (!typeIs(posting, 'JobPosting')) report.errors.push('@type: must be JobPosting');

  // Required.
  if (!nonEmptyText(posting.title)) report.errors.push('title: missing required field');
  else if (/<[a-z/!]/i.test(posting.title)) report.errors.push('title: must be the plain job title, without markup');
  if (!nonEmptyText(posting.description)) report.errors.push('description: missing required field');
  else if (posting.description.trim() === String(posting.title).trim()) report.errors.push('description: must not be the same as the title');
  if (posting.datePosted === undefined) report.errors.push('datePosted: missing required field');
  else if (!validDate(posting.datePosted)) report.errors.push(`datePosted: must be an ISO 8601 date, not ${JSON.stringify(posting.datePosted)}`);
  const organization = posting.hiringOrganization;
  if (organization === undefined) report.errors.push('hiringOrganization: missing required field');
  else if (!isObject(organization) || !typeIs(organization, 'Organization') || !nonEmptyText(organization.name)) {
    report.errors.push('hiringOrganization: an Organization with a name is required');
  } else {
    if (organization.sameAs === undefined) report.warnings.push('hiringOrganization.sameAs: missing recommended field');
    else if (!asList(organization.sameAs).every((url) => typeof url === 'string' && URL_PATTERN.test(url)))
      report.errors.push('hiringOrganization.sameAs: must be a URL');
    if (organization.logo === undefined) report.warnings.push('hiringOrganization.logo: missing recommended field');
    else if (typeof organization.logo !== 'string' || !URL_PATTERN.test(organization.logo))
      report.errors.push('hiringOrganization.logo: must be an absolute URL');
  }

  // Where the job is: a place, or fully remote with the countries applicants may live in.
  const remote = posting.jobLocationType !== undefined;
  if (remote && posting.jobLocationType !== 'TELECOMMUTE') report.errors.push('jobLocationType: the only value is TELECOMMUTE');
  const places = asList(posting.jobLocation);
  if (places.length === 0 && !remote) report.errors.push('jobLocation: missing required field (or jobLocationType TELECOMMUTE for a fully remote job)');
  places.forEach((place, index) => {
    const path = places.length > 1 ? `jobLocation[${index}]` : 'jobLocation';
    if (!isObject(place) || !typeIs(place, 'Place')) report.errors.push(`${path}: must be a Place`);
    else checkAddress(place.address, `${path}.address`, report);
  });
  const requirements = asList(posting.applicantLocationRequirements);
  if (remote && places.length === 0 && requirements.length === 0) {
    report.errors.push('applicantLocationRequirements: a remote job without a jobLocation must name where applicants may live');
  }
  for (const requirement of requirements) {
    if (!isObject(requirement) || !typeIs(requirement, 'Country', 'State', 'AdministrativeArea') || !nonEmptyText(requirement.name)) {
      report.errors.push('applicantLocationRequirements: each must be a Country or State with a name');
    }
  }

  // Recommended.
  if (posting.baseSalary === undefined) report.warnings.push('baseSalary: missing recommended field');
  else checkSalary(posting.baseSalary, report);
  if (posting.directApply === undefined) report.warnings.push('directApply: missing recommended field');
  else if (typeof posting.directApply !== 'boolean') report.errors.push('directApply: must be true or false');
  if (posting.employmentType === undefined) report.warnings.push('employmentType: missing recommended field');
  else if (!asList(posting.employmentType).every((type) => EMPLOYMENT_TYPES.has(type as string))) {
    report.errors.push(`employmentType: each must be one of ${[...EMPLOYMENT_TYPES].join(', ')}`);
  }
  const identifier = posting.identifier;
  if (identifier === undefined) report.warnings.push('identifier: missing recommended field');
  else if (!isObject(identifier) || !typeIs(identifier, 'PropertyValue') || !nonEmptyText(identifier.name) || !nonEmptyText(String(identifier.value ?? ''))) {
    report.errors.push('identifier: a PropertyValue with a name and a value is required');
  }
  if (posting.validThrough === undefined) report.warnings.push('validThrough: missing recommended field');
  else if (!validDate(posting.validThrough)) report.errors.push(`validThrough: must be an ISO 8601 date, not ${JSON.stringify(posting.validThrough)}`);
  else if (validDate(posting.datePosted) && Date.parse(posting.validThrough) < Date.parse(posting.datePosted)) {
    report.errors.push('validThrough: is before datePosted');
  }
  if (remote && places.length === 0 && requirements.length === 0) report.warnings.push('applicantLocationRequirements: missing recommended field');
  return report;
}

/** The job postings of a page and what Google would say of each; a job page without one is an error. */
export function checkJobPostingPage(html: string): RichResultReport {
  const postings = jsonLdObjects(html).filter((item) => typeIs(item, 'JobPosting'));
  if (postings.length === 0) return { errors: ['no JobPosting structured data on the page'], warnings: [] };
  const reports = postings.map(checkJobPosting);
  return { errors: reports.flatMap((report) => report.errors), warnings: reports.flatMap((report) => report.warnings) };
}
