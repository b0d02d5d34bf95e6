import { expect, type Page } from '@playwright/test';
import { routeTable } from '../../engine/routes/routeTable';

interface ApiOffer {
  id: number;
  offer_documents: { id: number }[];
}

/**
 * An address for every page route of the route table, filled in with ada's demo data (a job, an
 * offer and its document, a form), so page-wide checks visit every route. A route added to the
 * table without an address here fails the check: it must be visited too.
 */
export async function routeUrls(page: Page, domain = 'acme.com'): Promise<{ name: string; url: string }[]> {
  const search = await page.request.get(`/api/pcsx/search?domain=${domain}&query=engineer`);
  expect(search.ok()).toBe(true);
  const jobId = ((await search.json()) as { data: { positions: { id: number }[] } }).data.positions[0]?.id;
  const offersResponse = await page.request.get(`/api/offer/offers?domain=${domain}`);
  const offers = offersResponse.ok() ? ((await offersResponse.json()) as { data: ApiOffer[] }).data : [];
  const formsResponse = await page.request.get(`/api/pcsx/forms_list?domain=${domain}`);
  const forms = formsResponse.ok() ? (((await formsResponse.json()) as { data: { forms?: { id: string }[] } }).data.forms ?? []) : [];
  const offer = offers.find((candidate) => candidate.offer_documents.length > 0);
  expect(jobId, 'a demo job').toBeDefined();
  const urls: Record<string, string> = {
    profile: '/careers/profile',
    dashboard: '/careers/dashboard',
    dashboardV2: '/careers/dashboardv2',
    settings: '/careers/settings',
    exportResume: '/careers/export-resume',
    apply: `/careers/apply?pid=${jobId}`,
    applyPrivate: `/careers/apply/private?pid=${jobId}`,
    jobPrivate: `/careers/job/private?pid=${jobId}`,
    job: `/careers/job/${jobId}`,
    login: '/careers/login',
    formsCenter: '/careers/forms/center',
    forms: `/careers/forms?id=${forms[0]?.id ?? 'benefits-overview'}`,
    applications: '/careers/applications',
    savedJobs: '/careers/saved-jobs',
    savedSearches: '/careers/saved-searches',
    interviews: '/careers/interviews',
    events: '/careers/events',
    onboarding: '/careers/onboarding',
    offers: '/careers/offers',
    offer: `/careers/offer/${offer?.id ?? 1}`,
    offerDocument: `/careers/offer/${offer?.id ?? 1}/offer-document/${offer?.offer_documents[0]?.id ?? 1}`,
    offerLetter: `/careers/offer-letter/${offer?.id ?? 1}`,
    careers: '/careers',
    search: '/careers/search?query=engineer',
    searchQuery: '/careers/engineer/London',
  };
  const pages = routeTable.filter((route) => !route.external);
  expect(
    pages.filter((route) => !urls[route.name]).map((route) => route.name),
    'routes without an address in tests/e2e/routeUrls.ts',
  ).toEqual([]);
  return pages.map((route) => ({ name: route.name, url: `${urls[route.name]}${urls[route.name]!.includes('?') ? '&' : '?'}domain=${domain}` }));
}
