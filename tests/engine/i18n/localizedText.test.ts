import { describe, expect, it } from 'vitest';
import acme from '../../../configs/acme.json';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { localizedText, pageConfig } from '../../../engine/i18n/localizedText';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';

describe('localizedText', () => {
  const text = { en: 'Careers', de: 'Karriere', fr: 'Carrières' };

  it('is the page language’s text, else the default language’s, else English’s, else the first given', () => {
    expect(localizedText(text, 'de')).toBe('Karriere');
    expect(localizedText(text, 'ja', 'fr')).toBe('Carrières');
    expect(localizedText(text, 'ja', 'es')).toBe('Careers');
    expect(localizedText({ ar: 'وظائف', ja: '求人' }, 'de')).toBe('وظائف');
  });

  it('leaves one string as it is, whatever the language', () => {
    expect(localizedText('Careers', 'de')).toBe('Careers');
    expect(localizedText(undefined, 'de')).toBeUndefined();
  });
});

describe('pageConfig', () => {
  const config = {
    domain: 'acme.com',
    name: { en: 'Acme', ja: 'アクメ' },
    defaultLanguage: 'fr',
    pages: {},
    pcsxConfig: {
      branding: {
        heroImages: { jobs: { url: '/hero.jpg', heading: { en: 'Build', fr: 'Construire', de: 'Bauen' } } },
        customNavbarConfig: { loggedOut: { links: [{ label: { en: 'Jobs', de: 'Stellen' }, href: '/careers' }] } },
      },
      searchOptionsMap: {
        // Option values that happen to be language codes: labelMap's keys are values, its entries texts.
        language: { displayName: { en: 'Language', de: 'Sprache' }, options: { labelMap: { de: 'German', fr: { en: 'French', de: 'Französisch' } } } },
      },
    },
  } as EmployerConfig;

  it('resolves every text the schema marks as LocalizedText, deep in objects, maps and arrays', () => {
    const page = pageConfig(config, 'de');
    expect(page.name).toBe('Acme');
    expect(page.pcsxConfig?.branding?.heroImages?.jobs?.heading).toBe('Bauen');
    expect(page.pcsxConfig?.branding?.customNavbarConfig?.loggedOut?.links?.[0]?.label).toBe('Stellen');
    expect(page.pcsxConfig?.searchOptionsMap?.language?.displayName).toBe('Sprache');
    expect(page.pcsxConfig?.searchOptionsMap?.language?.options?.labelMap).toEqual({ de: 'German', fr: 'Französisch' });
  });

  it('falls back to the employer’s default language, then English', () => {
    const page = pageConfig(config, 'es');
    expect(page.pcsxConfig?.branding?.heroImages?.jobs?.heading).toBe('Construire');
    expect(page.name).toBe('Acme');
    expect(pageConfig(config, 'ja').name).toBe('アクメ');
  });

  it('resolves a config once per language and leaves the published config as it was', () => {
    expect(pageConfig(config, 'de')).toBe(pageConfig(config, 'de'));
    expect(pageConfig(config, 'fr')).not.toBe(pageConfig(config, 'de'));
    expect(config.pcsxConfig?.branding?.heroImages?.jobs?.heading).toEqual({ en: 'Build', fr: 'Construire', de: 'Bauen' });
  });

  it('gives the demo employer’s visitor texts in German, French, Arabic and Japanese, English where a page asks for another', () => {
    const checked = validateEmployerConfig(acme);
    if (!checked.ok) throw new Error('configs/acme.json is not valid');
    const heading = (language: string) => pageConfig(checked.config, language).pcsxConfig?.branding?.heroImages?.jobs?.heading;
    expect(heading('en')).toBe("Build what's next at Acme");
    expect(heading('de')).toBe('Gestalten Sie bei Acme, was als Nächstes kommt');
    expect(heading('fr')).toBe('Construisez l’avenir chez Acme');
    expect(heading('ar')).toBe('اصنع المستقبل مع Acme');
    expect(heading('ja')).toBe('Acmeで、次の時代をともにつくりませんか');
    expect(heading('ko')).toBe(heading('en'));
  });

  it('resolves the texts in widget props by each widget’s props schema, in layouts and their children', () => {
    const checked = validateEmployerConfig(acme);
    if (!checked.ok) throw new Error('configs/acme.json is not valid');
    const texts = (language: string) => JSON.stringify(pageConfig(checked.config, language).pages.jobs?.layout);
    expect(texts('de')).toContain('"title":"Warum Acme"');
    expect(texts('de')).toContain('"title":"Teams entdecken"');
    expect(texts('de')).toContain('"description":"Plattform, Mobile und Daten"');
    expect(texts('ja')).toContain('<strong>柔軟な働き方</strong>');
    expect(texts('en')).toContain('"title":"Why Acme"');
    expect(texts('de')).not.toContain('"en":');
  });

  it('is checked by the schema: a map by language is accepted in a widget’s text, another key is refused', () => {
    const withTitle = (title: unknown) => {
      const config = structuredClone(acme) as { pages: { jobs: { layout: { props?: Record<string, unknown> }[] } } };
      config.pages.jobs.layout.unshift({ widget: 'pageHeading', props: { title } } as never);
      return validateEmployerConfig(config);
    };
    expect(withTitle({ en: 'Jobs', de: 'Stellen' }).ok).toBe(true);
    const refused = withTitle({ en: 'Jobs', xx: 'Stellen' });
    expect(refused.ok).toBe(false);
    // One error, at the wrong key: not the string branch's "should be a string" beside it.
    expect(refused.errors).toEqual([expect.objectContaining({ pointer: '/pages/jobs/layout/0/props/title/xx' })]);
    expect(refused.errors[0]!.message).toMatch(/^is not a known property here/);
  });
});
