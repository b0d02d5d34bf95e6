import { enFirstPage } from './enFirstPage';
import { enLaterAreas } from './enLaterAreas';
import { enToolAreas } from './enToolAreas';

/**
 * The whole English bundle: the shell's strings (en/core.json) plus one file per feature area, each under
 * its own top-level key (search.*, offers.*, home.*, forms.*, studio.*), so areas never edit the same file.
 * For Node (tests, tools); the browser gets it in parts (createI18n.ts, and the tools' own chunks).
 */
export const en = { ...enFirstPage, ...enLaterAreas, ...enToolAreas };
