import type { ApiClient } from '../../engine/api/createApiClient';
import type { Theme } from '../../schemas/generated/theme';
import type { ThemeContrastPair } from '../../engine/theme/themeContrast';

/** A schema problem of the theme, at its JSON Pointer. */
export interface ThemeProblem {
  pointer: string;
  message: string;
}

export interface ThemeDocumentResponse {
  published: { version: number; theme: Theme };
  draft: { baseVersion: number; theme: Theme } | null;
}

export interface SaveThemeDraftResponse {
  errors: ThemeProblem[];
  contrast: Pick<ThemeContrastPair, 'pair' | 'ratio' | 'required'>[];
}

const themePath = (domain: string, rest = '') => `/api/studio/employers/${encodeURIComponent(domain)}/theme${rest}`;

/** The theme builder's calls (the server's theme routes, issue 19); the API client sends the CSRF header on changes. */
export function themeBuilderApi(api: ApiClient, domain: string) {
  return {
    load: () => api.get<ThemeDocumentResponse>(themePath(domain)),
    saveDraft: (body: { baseVersion: number; theme: Theme }) => api.put<SaveThemeDraftResponse>(themePath(domain, '/draft'), body),
    publish: (baseVersion: number) => api.post<{ version: number }>(themePath(domain, '/publish'), { baseVersion }),
    uploadImage: (body: { name: string; type: string; content: string }) => api.post<{ url: string }>(themePath(domain, '/images'), body),
  };
}

export type ThemeBuilderApi = ReturnType<typeof themeBuilderApi>;
