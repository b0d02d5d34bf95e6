import assistant from './en/assistant.json';
import auth from './en/auth.json';
import forms from './en/forms.json';
import home from './en/home.json';
import homeFirstPage from './en/homeFirstPage.json';
import offers from './en/offers.json';
import search from './en/search.json';
import searchLater from './en/searchLater.json';

/**
 * The areas whose widgets all load lazily: their English comes with the first lazy widget chunk. The
 * log-in and sign-up form (auth.*) opens in a lazy dialog or widget; of home, the first page keeps only
 * the bell button's name (homeFirstPage.json), which a server-rendered page may show before any chunk loads.
 * The assistant's sidebar (assistant.*) loads on its own, after the page, with these strings. Of search, the
 * first page leaves out what only lazy parts show (searchLater.json: the map view, the résumé upload's confirmation).
 */
export const enLaterAreas = {
  assistant,
  auth,
  offers,
  forms,
  // search.json is the first page's module: only searchLater's strings are new here.
  search: { ...search, ...searchLater },
  // The bell's two names join the panel's strings under home.notifications.
  home: { ...home, notifications: { ...homeFirstPage.notifications, ...home.notifications } },
};
