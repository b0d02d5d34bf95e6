import { describe, expect, it } from 'vitest';
import { applyLink, jobLink, privateApplyLink } from '../../../engine/search/jobLinks';
import { PRESERVED_PARAMS, TRACKING_PARAMS, pickPreservedParams } from '../../../engine/search/preservedParams';
import { withPreservedParams } from '../../../engine/search/withPreservedParams';

const current =
  '?query=engineer&utm_source=linkedin&utm_campaign=spring&src=mail&source=board&microsite=students&ref_src=abc&referral_token=t0k&domain=acme.com&hl=fr&start=10';
const kept = 'utm_source=linkedin&utm_campaign=spring&src=mail&source=board&microsite=students&ref_src=abc&referral_token=t0k&domain=acme.com&hl=fr';

describe('preserved parameters', () => {
  it('are the spec tracking parameters, plus domain and hl', () => {
    expect(TRACKING_PARAMS).toEqual(['utm_source', 'utm_campaign', 'src', 'source', 'microsite', 'ref_src', 'referral_token']);
    expect(PRESERVED_PARAMS).toEqual([...TRACKING_PARAMS, 'domain', 'hl']);
  });

  it('are picked from the current address without empty ones or search state', () => {
    expect(pickPreservedParams('?utm_source=&domain=acme.com&query=x')).toEqual({ domain: 'acme.com' });
    expect(pickPreservedParams(undefined)).toEqual({});
  });

  it('are added to a same-site path that lacks them, its own parameters and hash kept first', () => {
    expect(withPreservedParams('/careers/job/963?domain=acme.com', current)).toBe(
      '/careers/job/963?domain=acme.com&utm_source=linkedin&utm_campaign=spring&src=mail&source=board&microsite=students&ref_src=abc&referral_token=t0k&hl=fr',
    );
    expect(withPreservedParams('/careers/job/963?hl=de#apply', '?hl=fr&domain=acme.com')).toBe('/careers/job/963?hl=de&domain=acme.com#apply');
    expect(withPreservedParams('/careers/dashboard', '?query=x')).toBe('/careers/dashboard');
  });
});

describe('job links', () => {
  it('links a job page as /careers/job/{pid}-{slug}', () => {
    expect(jobLink(123, 'Senior Software Engineer')).toBe('/careers/job/123-senior-software-engineer');
  });

  it('links /careers/job/{pid} when the title gives no slug', () => {
    expect(jobLink('123', undefined)).toBe('/careers/job/123');
    expect(jobLink('123', '!!!')).toBe('/careers/job/123');
  });

  it('keeps the preserved parameters and drops the search state', () => {
    expect(jobLink(123, 'Designer', current)).toBe(`/careers/job/123-designer?${kept}`);
  });
});

describe('apply links', () => {
  it('links /careers/apply?pid={pid} with the preserved parameters', () => {
    expect(applyLink(42)).toBe('/careers/apply?pid=42');
    expect(applyLink('42', current)).toBe(`/careers/apply?pid=42&${kept}`);
  });

  it('links /careers/apply/private?pid={pid} with the preserved parameters', () => {
    expect(privateApplyLink(42)).toBe('/careers/apply/private?pid=42');
    expect(privateApplyLink(42, { domain: 'acme.com', utm_source: 'x y' })).toBe('/careers/apply/private?pid=42&utm_source=x+y&domain=acme.com');
  });
});
