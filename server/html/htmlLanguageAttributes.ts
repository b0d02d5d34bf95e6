import { textDirection } from '../../engine/i18n/languages';
import { escapeHtml } from './renderIndexHtml';

/** A server-written page's <html> attributes in a language: lang and, for a right-to-left one, dir (the e-sign widget, the assistant). */
export const htmlLanguageAttributes = (language: string) => `lang="${escapeHtml(language)}"${textDirection(language) === 'rtl' ? ' dir="rtl"' : ''}`;
