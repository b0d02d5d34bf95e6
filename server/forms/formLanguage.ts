import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { requestLanguage } from '../i18n/requestLanguage';

/** The language a form is shown and checked in, and the employer's default language its texts fall back to. */
export interface FormLanguage {
  readonly language: string;
  readonly defaultLanguage: string;
}

/** The request's language (requestLanguage: X-Portico-Language, hl, the candidate's, the browser's, the employer's) for the employer's forms. */
export function formLanguageOf(request: FastifyRequest): FormLanguage {
  const defaultLanguage = request.portal.config.defaultLanguage ?? DEFAULT_LANGUAGE;
  return { language: requestLanguage(request, defaultLanguage), defaultLanguage };
}
