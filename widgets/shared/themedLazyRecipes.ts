import { alertSlotRecipe } from '@chakra-ui-theme/recipes/alert.js';
import { tabsSlotRecipe } from '@chakra-ui-theme/recipes/tabs.js';
import { themeVar } from '../../engine/theme/themeVar';

// Chakra types a recipe's parts as optional; the tabs recipe has them.
const tabs = tabsSlotRecipe as Required<typeof tabsSlotRecipe>;
const line = tabs.variants.variant.line;

/**
 * Chakra's tabs painted by the theme's `tabs` section: the list's background, the triggers' text,
 * the selected one's text and its indicator line (the line variant the portal uses).
 */
export const themedTabsRecipe = {
  ...tabsSlotRecipe,
  variants: {
    ...tabs.variants,
    variant: {
      ...tabs.variants.variant,
      line: {
        list: { ...line.list, bg: themeVar('tabs.background') },
        trigger: {
          ...line.trigger,
          color: themeVar('tabs.text'),
          _selected: {
            ...line.trigger._selected,
            color: themeVar('tabs.selectedText'),
            _horizontal: { ...line.trigger._selected._horizontal, '--indicator-color': themeVar('tabs.indicator') },
            _vertical: { ...line.trigger._selected._vertical, '--indicator-color': themeVar('tabs.indicator') },
          },
        },
      },
    },
  },
};

/** Chakra's alert with status info is Portico's info bar, painted by the theme's `info_bar` section in every variant. */
export const themedAlertRecipe = {
  ...alertSlotRecipe,
  compoundVariants: [
    {
      status: 'info',
      css: {
        root: { bg: themeVar('info_bar.background'), color: themeVar('info_bar.text'), borderWidth: '1px', borderColor: themeVar('info_bar.border') },
        indicator: { color: themeVar('info_bar.icon') },
      },
    },
  ],
};
