import core from './en.json';
import forms from './en/forms.json';
import home from './en/home.json';
import offers from './en/offers.json';
import search from './en/search.json';

/**
 * The English bundle: the shell's strings (en.json) plus one file per feature area, each under its
 * own top-level key (search.*, offers.*, home.*, forms.*), so areas never edit the same file.
 */
export const en = { ...core, search, offers, home, forms };
