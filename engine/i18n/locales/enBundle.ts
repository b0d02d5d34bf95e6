import { enFirstPage } from './enFirstPage';
import { enLaterAreas } from './enLaterAreas';

/**
 * The whole English bundle: the shell's strings (en.json) plus one file per feature area, each under
 * its own top-level key (search.*, offers.*, home.*, forms.*), so areas never edit the same file.
 * For Node (tests, tools); the browser gets it in two parts (createI18n.ts).
 */
export const en = { ...enFirstPage, ...enLaterAreas };
