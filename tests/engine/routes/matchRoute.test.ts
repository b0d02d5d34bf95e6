import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../engine/routes/matchRoute';

describe('matchRoute', () => {
  it.each([
    ['/careers', 'careers', 'jobs'],
    ['/careers/', 'careers', 'jobs'],
    ['/careers/search', 'search', 'jobs'],
    ['/careers/software-engineer', 'searchQuery', 'jobs'],
    ['/careers/software-engineer/new_york', 'searchQuery', 'jobs'],
    ['/careers/job', 'job', 'singlePosition'],
    ['/careers/job/42-staff-engineer', 'job', 'singlePosition'],
    ['/careers/job/private', 'jobPrivate', 'singlePosition'],
    ['/careers/login', 'login', 'login'],
    ['/careers/offers', 'offers', 'offers'],
    ['/careers/offer/7', 'offer', 'offer'],
    ['/careers/offer/7/offer-document/3', 'offerDocument', 'offerLetter'],
    ['/careers/dashboard', 'dashboard', 'dashboard'],
    ['/careers/forms/center', 'formsCenter', 'documentCenter'],
  ])('%s is the %s route (page %s), ranked as the router ranks routes', (path, name, pageId) => {
    expect(matchRoute(path)).toMatchObject({ name, pageId });
  });

  it('ignores the query and the hash', () => {
    expect(matchRoute('/careers/search?query=x&sort_by=date#top')?.name).toBe('search');
    expect(matchRoute('/careers/offers?domain=acme.com')?.name).toBe('offers');
  });

  it('matches nothing outside the table', () => {
    expect(matchRoute('/')).toBeUndefined();
    expect(matchRoute('/candidate/login')).toBeUndefined();
    expect(matchRoute('/careers/a/b/c')).toBeUndefined();
    expect(matchRoute('https://example.com/careers')).toBeUndefined();
  });
});
