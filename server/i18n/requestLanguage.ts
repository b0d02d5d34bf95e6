import type { FastifyRequest } from 'fastify';
import { LANGUAGE_HEADER } from '../../engine/api/createApiClient';
import { LANGUAGE_QUERY_PARAM, type SupportedLanguage } from '../../engine/i18n/languages';
import { pageConfig, type PageConfig } from '../../engine/i18n/localizedText';
import { resolveLanguage } from '../../engine/i18n/resolveLanguage';
import { acceptedLanguages } from '../../engine/ssr/serverRender';
import { singleQueryValue } from '../http/requestContext';

/**
 * The language a request is answered in (issue 20): a page's `hl`, or the page language the portal's
 * API calls carry (X-Portico-Language), else the logged-in candidate's saved language, else the
 * browser's Accept-Language, else the employer's default, else English.
 */
export function requestLanguage(request: FastifyRequest, employerDefault: string | undefined): SupportedLanguage {
  const header = request.headers[LANGUAGE_HEADER.toLowerCase()];
  return resolveLanguage({
    pageSetting: (typeof header === 'string' && header) || singleQueryValue(request, LANGUAGE_QUERY_PARAM),
    saved: request.viewer?.language,
    browserLanguages: acceptedLanguages(request.headers['accept-language']),
    fallback: employerDefault,
  });
}

/** The request's employer config with its texts in the request's language (pageConfig). */
export const requestPageConfig = (request: FastifyRequest): PageConfig => requestPage(request).config;

/** The request's language and its employer config in it: what answers shown to a candidate are built from. */
export function requestPage(request: FastifyRequest): { language: SupportedLanguage; config: PageConfig } {
  const language = requestLanguage(request, request.portal.config.defaultLanguage);
  return { language, config: pageConfig(request.portal.config, language) };
}
