import core from './en.json';
import homeShell from './en/homeShell.json';
import search from './en/search.json';

/**
 * The English the first page carries: the shell's strings (en.json), the search area (the
 * server-rendered pages) and the home area's few strings the shell shows on every page (homeShell.json:
 * the notification bell, loading and error states). The rest (enLaterAreas.ts) loads with the first
 * lazy widget chunk (createI18n's loadAllStrings).
 */
export const enFirstPage = { ...core, search, home: homeShell };
