import core from './en/core.json';
import homeFirstPage from './en/homeFirstPage.json';
import search from './en/search.json';

/**
 * The English the first page carries: the shell's strings (en/core.json), the search area (the
 * server-rendered pages) and the notification bell's name (homeFirstPage.json: a server-rendered page of a
 * logged-in candidate shows the bell before its chunk's strings arrive). The rest (enLaterAreas.ts)
 * loads with the first lazy widget chunk (createI18n's loadAllStrings), before that chunk renders.
 */
export const enFirstPage = { ...core, search, home: homeFirstPage };
