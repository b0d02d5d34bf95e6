import forms from './en/forms.json';
import home from './en/home.json';
import homeShell from './en/homeShell.json';
import offers from './en/offers.json';

/** The areas whose widgets all load lazily: their English comes with the first lazy widget chunk. */
export const enLaterAreas = { offers, forms, home: { ...homeShell, ...home } };
