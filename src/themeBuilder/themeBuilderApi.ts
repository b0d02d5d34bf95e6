import type { ApiClient } from '../../engine/api/createApiClient';
import type { Theme } from '../../schemas/generated/theme';
import type {
  ConfigProblem,
  PublishResponse,
  SaveThemeDraftResponse,
  StudioThemeResponse,
  UploadThemeImageRequest,
  UploadThemeImageResponse,
} from '../../schemas/generated/api/studio';

/** A schema problem of the theme, at its JSON Pointer into the theme. */
export type ThemeProblem = ConfigProblem;

/** The theme document as the builder reads it (the API types the theme as any JSON: it is the employer config's `theme`). */
export interface ThemeDocument {
  published: { version: number; theme: Theme };
  draft: { baseVersion: number; theme: Theme } | null;
}

const themePath = (domain: string, rest = '') => `/api/studio/employers/${encodeURIComponent(domain)}/theme${rest}`;

/** The theme builder's calls (server/studio/registerThemeRoutes.ts), typed from schemas/api/studio.schema.json; the API client sends the CSRF header on changes. */
export function themeBuilderApi(api: ApiClient, domain: string) {
  return {
    load: () => api.get<StudioThemeResponse>(themePath(domain)) as Promise<ThemeDocument>,
    saveDraft: (body: { baseVersion: number; theme: Theme }) => api.put<SaveThemeDraftResponse>(themePath(domain, '/draft'), body),
    publish: (baseVersion: number) => api.post<PublishResponse>(themePath(domain, '/publish'), { baseVersion }),
    uploadImage: (body: UploadThemeImageRequest) => api.post<UploadThemeImageResponse>(themePath(domain, '/images'), body),
  };
}

export type ThemeBuilderApi = ReturnType<typeof themeBuilderApi>;
