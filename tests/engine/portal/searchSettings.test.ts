import type { PageConfig } from '../../../engine/i18n/localizedText';
import { describe, expect, it } from 'vitest';
import { resolveSearchSettings } from '../../../engine/portal/searchSettings';

const base: PageConfig = { domain: 'acme.com', name: 'Acme', pages: {} };

describe('search settings slice', () => {
  it('offers saved search only when the notification is enabled and login is allowed', () => {
    const enabled = { ...base, notificationsConfig: { savedSearchNotification: { enabled: true } } };
    expect(resolveSearchSettings(enabled).savedSearchAvailable).toBe(true);
    expect(resolveSearchSettings({ ...enabled, loginSignupConfig: { candidateLoginEnabled: false } }).savedSearchAvailable).toBe(false);
    expect(resolveSearchSettings(base).savedSearchAvailable).toBe(false);
  });

  it('turns the map on by mapConfig.enabled and keeps the API key apart', () => {
    const withMap = { ...base, pcsxConfig: { searchConfig: { mapConfig: { enabled: true, apiKey: ' key ' } } } };
    expect(resolveSearchSettings(withMap)).toMatchObject({ mapEnabled: true, mapApiKey: 'key' });
    expect(resolveSearchSettings(base)).toMatchObject({ mapEnabled: false, mapApiKey: '' });
  });

  it('defaults the sort options, the upload types and the autocomplete minimum', () => {
    const settings = resolveSearchSettings(base);
    expect(settings.sortOptions).toEqual(['relevance', 'date']);
    expect(settings.allowedResumeFileTypes).toEqual(['doc', 'docx', 'pdf', 'txt', 'png', 'jpg', 'jpeg']);
    expect(settings.autocompleteMinLength).toBe(1);
  });

  it('gives the engine only the search part of the config', () => {
    const config = {
      ...base,
      behaviourFlags: { enableCommaInFilterValues: true },
      pcsxConfig: { searchConfig: { allFilters: [{ name: 'department' }] }, branding: { logoUrl: '/x.png' } },
    } as PageConfig;
    const { engineConfig } = resolveSearchSettings(config);
    expect(engineConfig.pcsxConfig).toEqual({ searchConfig: { allFilters: [{ name: 'department' }] }, searchOptionsMap: {} });
    expect(engineConfig.behaviourFlags).toEqual({ enableCommaInFilterValues: true });
  });
});
