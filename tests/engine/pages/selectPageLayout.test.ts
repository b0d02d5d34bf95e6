import { describe, expect, it } from 'vitest';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { pageConfig } from '../../../engine/i18n/localizedText';
import { pageHidesFooter, pageTitle, selectPageLayout } from '../../../engine/pages/selectPageLayout';
import { readConfig, removeAt, setAt } from '../config/configFixtures';

function load(name: 'acme' | 'globex', edit: (config: Record<string, unknown>) => void = () => {}): EmployerConfig {
  const raw = readConfig(name);
  edit(raw);
  const result = validateEmployerConfig(raw);
  expect(result.errors).toEqual([]);
  return result.config!;
}

describe('selectPageLayout', () => {
  it('uses the v2 dashboard layout on /careers/dashboard when behaviourFlags.useDashboardV2 is on', () => {
    const globex = load('globex');
    expect(globex.behaviourFlags?.useDashboardV2).toBe(true);
    const selected = selectPageLayout(globex, 'dashboard');
    expect(selected.variant).toBe('v2');
    expect(selected.pointer).toBe('/pages/dashboard/layoutV2');
    expect(selected.layout).toBe(globex.pages.dashboard!.layoutV2);
  });

  it('uses the v1 dashboard layout when the flag is off', () => {
    const globex = load('globex', (config) => setAt(config, '/behaviourFlags/useDashboardV2', false));
    const selected = selectPageLayout(globex, 'dashboard');
    expect(selected.variant).toBe('v1');
    expect(selected.pointer).toBe('/pages/dashboard/layout');
    expect(selected.layout).toBe(globex.pages.dashboard!.layout);
  });

  it('uses the v2 layout on the v2 route (/careers/dashboardv2) even with the flag off', () => {
    const globex = load('globex', (config) => setAt(config, '/behaviourFlags/useDashboardV2', false));
    const selected = selectPageLayout(globex, 'dashboard', 'v2');
    expect(selected.variant).toBe('v2');
    expect(selected.layout).toBe(globex.pages.dashboard!.layoutV2);
  });

  it('falls back to the v1 layout when the page has no v2 layout', () => {
    const acme = load('acme', (config) => setAt(config, '/behaviourFlags/useDashboardV2', true));
    for (const variant of [undefined, 'v2'] as const) {
      const selected = selectPageLayout(acme, 'dashboard', variant);
      expect(selected.variant).toBe('v1');
      expect(selected.pointer).toBe('/pages/dashboard/layout');
      expect(selected.layout).toBe(acme.pages.dashboard!.layout);
    }
  });

  it('applies the dashboard flag to the dashboard only', () => {
    const v2Jobs = [{ widget: 'pageHeading', props: { title: 'Jobs v2' } }];
    const globex = load('globex', (config) => setAt(config, '/pages/jobs/layoutV2', v2Jobs));
    expect(selectPageLayout(globex, 'jobs').variant).toBe('v1');
    expect(selectPageLayout(globex, 'jobs', 'v2').pointer).toBe('/pages/jobs/layoutV2');
  });

  it('gives a page the config does not lay out an empty layout at its would-be pointer', () => {
    const acme = load('acme', (config) => removeAt(config, '/pages/jtn'));
    expect(selectPageLayout(acme, 'jtn')).toEqual({ layout: [], pointer: '/pages/jtn/layout', variant: 'v1' });
  });
});

describe('pageTitle', () => {
  it('uses branding.pageTitles with the employer name, in the page language', () => {
    expect(pageTitle(pageConfig(load('acme'), 'en'), 'jobs', 'Job search')).toBe('Careers at Acme | Acme Corporation');
    expect(pageTitle(pageConfig(load('acme'), 'de'), 'jobs', 'Stellensuche')).toBe('Karriere bei Acme | Acme Corporation');
  });

  it("prefers the page's own title to branding.pageTitles", () => {
    const acme = load('acme', (config) => setAt(config, '/pages/jobs/title', 'Jobs at Acme'));
    expect(pageTitle(pageConfig(acme, 'en'), 'jobs', 'Job search')).toBe('Jobs at Acme | Acme Corporation');
  });

  it("reads the page's own title by language (LocalizedText): the page language's, else the default language's, else English's", () => {
    const acme = load('acme', (config) => setAt(config, '/pages/jobs/title', { en: 'Jobs at Acme', de: 'Stellen bei Acme', ar: 'وظائف في Acme' }));
    expect(pageTitle(pageConfig(acme, 'de'), 'jobs', 'Stellensuche')).toBe('Stellen bei Acme | Acme Corporation');
    expect(pageTitle(pageConfig(acme, 'ar'), 'jobs', 'بحث')).toBe('وظائف في Acme | Acme Corporation');
    expect(pageTitle(pageConfig(acme, 'ja'), 'jobs', '求人検索')).toBe('Jobs at Acme | Acme Corporation');
    expect(pageConfig(acme, 'de').pages.jobs?.title).toBe('Stellen bei Acme');
  });

  it('refuses a page title keyed by an unknown language, at that key', () => {
    const raw = readConfig('acme');
    setAt(raw, '/pages/jobs/title', { en: 'Jobs', xx: 'Stellen' });
    const refused = validateEmployerConfig(raw);
    expect(refused.ok).toBe(false);
    expect(refused.errors).toEqual([expect.objectContaining({ pointer: '/pages/jobs/title/xx' })]);
  });

  it('uses the fallback name when the config titles nothing', () => {
    expect(pageTitle(pageConfig(load('acme'), 'en'), 'profile', 'My profile')).toBe('My profile | Acme Corporation');
    expect(pageTitle(pageConfig(load('globex'), 'en'), 'offers', 'Offers')).toBe('Offers | Globex');
  });
});

describe('pageHidesFooter', () => {
  it("follows the route's default when the page's config says nothing (apply and onboarding hide the footer)", () => {
    const acme = load('acme');
    expect(pageHidesFooter(acme, { pageId: 'applyPage', hideFooter: true })).toBe(true);
    expect(pageHidesFooter(acme, { pageId: 'jobs' })).toBe(false);
  });

  it("lets the page's hideFooter hide the footer, or show it where the route would hide it", () => {
    const hidden = load('acme', (config) => setAt(config, '/pages/jobs/hideFooter', true));
    expect(pageHidesFooter(hidden, { pageId: 'jobs' })).toBe(true);
    const shown = load('acme', (config) => setAt(config, '/pages/applyPage/hideFooter', false));
    expect(pageHidesFooter(shown, { pageId: 'applyPage', hideFooter: true })).toBe(false);
  });
});
