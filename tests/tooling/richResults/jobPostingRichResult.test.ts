import { describe, expect, it } from 'vitest';
import { checkJobPosting, checkJobPostingPage } from './jobPostingRichResult';

const complete = {
  '@context': 'https://schema.org/',
  '@type': 'JobPosting',
  title: 'Data Analyst',
  description: '<p>Turn data into decisions.</p>',
  identifier: { '@type': 'PropertyValue', name: 'Acme', value: 'WD-1' },
  datePosted: '2026-11-01T09:00:00.000Z',
  validThrough: '2027-01-01T00:00:00.000Z',
  employmentType: 'FULL_TIME',
  directApply: true,
  baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 70000, unitText: 'YEAR' } },
  hiringOrganization: { '@type': 'Organization', name: 'Acme', sameAs: 'https://acme.com', logo: 'https://acme.com/logo.svg' },
  jobLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '1 Main St',
      addressLocality: 'Lisbon',
      addressRegion: 'Lisboa',
      postalCode: '1000-001',
      addressCountry: 'PT',
    },
  },
};
const without = (name: string) => Object.fromEntries(Object.entries(complete).filter(([key]) => key !== name));
const page = (posting: unknown) => `<html><head><script type="application/ld+json">${JSON.stringify(posting)}</script></head></html>`;

describe("Google's job posting rules", () => {
  it('passes a complete posting with nothing to say', () => {
    expect(checkJobPostingPage(page(complete))).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a posting without each required field', () => {
    for (const field of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) {
      expect(checkJobPosting(without(field)).errors, field).toEqual([expect.stringMatching(new RegExp(`^${field}: missing required field`))]);
    }
  });

  it('warns of each missing recommended field', () => {
    for (const field of ['baseSalary', 'directApply', 'employmentType', 'identifier', 'validThrough']) {
      expect(checkJobPosting(without(field)), field).toEqual({ errors: [], warnings: [`${field}: missing recommended field`] });
    }
    const bareAddress = { ...complete, jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'PT' } } };
    expect(checkJobPosting(bareAddress).warnings).toEqual([
      'jobLocation.address.streetAddress: missing recommended field',
      'jobLocation.address.addressLocality: missing recommended field',
      'jobLocation.address.addressRegion: missing recommended field',
      'jobLocation.address.postalCode: missing recommended field',
    ]);
  });

  it('refuses wrong formats: dates, employment type, salary, country, markup in the title', () => {
    const errors = (change: Record<string, unknown>) => checkJobPosting({ ...complete, ...change }).errors;
    expect(errors({ datePosted: '1 Nov 2026' })).toEqual(['datePosted: must be an ISO 8601 date, not "1 Nov 2026"']);
    expect(errors({ validThrough: '2026-10-01' })).toEqual(['validThrough: is before datePosted']);
    expect(errors({ employmentType: 'Full time' })).toEqual([expect.stringMatching(/^employmentType: each must be one of/)]);
    expect(errors({ baseSalary: { ...complete.baseSalary, currency: 'euro' } })).toEqual(['baseSalary.currency: an ISO 4217 code is required']);
    expect(errors({ baseSalary: { ...complete.baseSalary, value: { '@type': 'QuantitativeValue', minValue: 9, maxValue: 1, unitText: 'ANNUAL' } } })).toEqual([
      'baseSalary.value: minValue is above maxValue',
      'baseSalary.value.unitText: one of HOUR, DAY, WEEK, MONTH, YEAR is required',
    ]);
    expect(errors({ jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'Portugal' } } })).toEqual([
      'jobLocation.address.addressCountry: must be an ISO 3166-1 alpha-2 code, not "Portugal"',
    ]);
    expect(errors({ title: '<b>Data Analyst</b>' })).toEqual(['title: must be the plain job title, without markup']);
    expect(errors({ directApply: 'yes' })).toEqual(['directApply: must be true or false']);
    expect(errors({ hiringOrganization: { '@type': 'Organization', name: 'Acme', sameAs: 'https://acme.com', logo: '/logo.svg' } })).toEqual([
      'hiringOrganization.logo: must be an absolute URL',
    ]);
  });

  it('takes a fully remote job with the countries applicants may live in, and refuses one that names none', () => {
    const remote = { ...without('jobLocation'), jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Portugal' } };
    expect(checkJobPosting(remote)).toEqual({ errors: [], warnings: [] });
    const nowhere = Object.fromEntries(Object.entries(remote).filter(([key]) => key !== 'applicantLocationRequirements'));
    expect(checkJobPosting(nowhere).errors).toEqual(['applicantLocationRequirements: a remote job without a jobLocation must name where applicants may live']);
    expect(checkJobPosting({ ...remote, jobLocationType: 'REMOTE' }).errors).toContain('jobLocationType: the only value is TELECOMMUTE');
  });

  it('says so of a page without a job posting', () => {
    expect(checkJobPostingPage('<html></html>').errors).toEqual(['no JobPosting structured data on the page']);
  });
});
