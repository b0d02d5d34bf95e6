import type { Locator, Page } from '@playwright/test';
import { THEME_SECTIONS, type ThemeSectionName } from '../../engine/theme/themeSections';
import { themeVarName } from '../../engine/theme/themeVar';
import { expect, test } from './fixtures';
import { loginAs } from './loginAs';

/**
 * Every theme builder section changes something visible (issue 19): for each section one token gets
 * a distinctive value the way the server writes theme tokens (a style on :root), and the element
 * it paints shows it. A section left out of this table fails the last test.
 */
interface SectionCheck {
  section: ThemeSectionName;
  token: string;
  value: string;
  /** The CSS property the token drives, and its computed value. */
  property: string;
  computed: string;
  element: (page: Page) => Locator;
}

interface PageVisit {
  name: string;
  open: (page: Page) => Promise<void>;
  checks: SectionCheck[];
}

const COLOR = { value: '#123456', computed: 'rgb(18, 52, 86)' };
const color = (section: ThemeSectionName, token: string, property: string, element: SectionCheck['element']): SectionCheck => ({
  section,
  token,
  ...COLOR,
  property,
  element,
});

async function firstJobId(page: Page): Promise<number> {
  const search = await page.request.get('/api/pcsx/search?domain=acme.com&query=engineer');
  const positions = ((await search.json()) as { data: { positions: { id: number; is_open?: boolean }[] } }).data.positions;
  return positions[0]!.id;
}

const VISITS: PageVisit[] = [
  {
    name: 'the search page',
    open: async (page) => {
      await page.goto('/careers/search?query=engineer&domain=acme.com');
      await expect(page.getByTestId('search-result').first()).toBeVisible();
    },
    checks: [
      color('core_properties', 'pageBackground', 'background-color', (page) => page.locator('body')),
      color('navbar', 'border', 'border-bottom-color', (page) => page.locator('header.portico-navbar')),
      color('banner_header', 'background', 'background-color', (page) => page.locator('aside', { has: page.getByTestId('custom-banner') })),
      {
        section: 'border_radius',
        token: 'medium',
        value: '13px',
        computed: '13px',
        property: 'border-top-left-radius',
        element: (page) => page.getByRole('search').getByRole('combobox').first(),
      },
      color('primary_buttons', 'background', 'background-color', (page) => page.getByRole('button', { name: 'Search', exact: true })),
      color('secondary_buttons', 'text', 'color', (page) => page.getByRole('button', { name: 'Show map' })),
      color('default_buttons', 'background', 'background-color', (page) => page.getByRole('button', { name: 'Upload resume' })),
      color('system_ui_buttons', 'background', 'background-color', (page) =>
        page
          .getByRole('banner')
          .getByRole('button', { name: /^Notifications/ })
          .first(),
      ),
      color('pcsx_core', 'resultText', 'color', (page) => page.getByTestId('search-result').first()),
    ],
  },
  {
    name: 'a job page',
    open: async (page) => {
      await page.goto(`/careers/job/${await firstJobId(page)}?domain=acme.com`);
    },
    checks: [
      color('apply_button', 'background', 'background-color', (page) => page.locator('[data-portico-button=apply]')),
      color('two_state_buttons', 'border', 'border-top-color', (page) => page.getByRole('main').locator('button[aria-pressed]').first()),
    ],
  },
  {
    name: 'the careers page with its hero image',
    open: async (page) => {
      await page.goto('/careers?domain=acme.com');
    },
    checks: [color('pcsx_hero_image', 'text', 'color', (page) => page.getByTestId('hero-image'))],
  },
  {
    name: 'the candidate home',
    open: async (page) => {
      await page.goto('/careers/dashboard?domain=acme.com');
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    },
    checks: [
      color('tabs', 'selectedText', 'color', (page) => page.getByRole('tab', { selected: true })),
      color('talent_experience_core', 'background', 'background-color', (page) => page.locator('[data-portico-home]')),
      color('talent_experience_nav_button', 'background', 'background-color', (page) => page.locator('[data-portico-button=nav]').first()),
      color('talent_experience_go_button', 'background', 'background-color', (page) => page.locator('[data-portico-button=go]').first()),
    ],
  },
  {
    name: 'the profile page',
    open: async (page) => {
      await page.goto('/careers/profile?domain=acme.com');
      await expect(page.getByTestId('profile-header')).toBeVisible();
    },
    checks: [
      color('pcsx_profile_page', 'headerBackground', 'background-color', (page) => page.getByTestId('profile-header')),
      color('cards', 'background', 'background-color', (page) => page.locator('.chakra-card__root').first()),
    ],
  },
  {
    name: 'the settings page’s delete confirmation',
    open: async (page) => {
      await page.goto('/careers/settings?domain=acme.com');
      await page.getByRole('button', { name: 'Delete account' }).click();
      // Disabled buttons take the theme's disabled colours, not a fade over their rest colours.
      await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Delete account' })).toHaveCSS('opacity', '1');
    },
    checks: [
      // The confirm button is disabled until the password is typed: its disabled colours are the theme's own.
      color('disruptive_buttons', 'disabled.background', 'background-color', (page) =>
        page.getByRole('alertdialog').getByRole('button', { name: 'Delete account' }),
      ),
    ],
  },
  {
    name: 'an expired offer',
    open: async (page) => {
      const offers = await page.request.get('/api/offer/offers?domain=acme.com');
      const expired = ((await offers.json()) as { data: { id: number; status: string }[] }).data.find((offer) => offer.status === 'Expired');
      await page.goto(`/careers/offer/${expired!.id}?domain=acme.com`);
    },
    checks: [
      color('info_bar', 'background', 'background-color', (page) => page.locator('.chakra-alert__root', { has: page.getByTestId('offer-status-message') })),
    ],
  },
];

for (const visit of VISITS) {
  test(`the theme’s ${visit.checks.map((check) => check.section).join(', ')} sections paint ${visit.name}`, async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    await visit.open(page);
    for (const check of visit.checks) {
      await expect(check.element(page), `${check.section}.${check.token} before`).toBeVisible();
      await expect(check.element(page), `${check.section}.${check.token} before`).not.toHaveCSS(check.property, check.computed);
    }
    const declarations = visit.checks.map((check) => `${themeVarName(`${check.section}.${check.token}`)}: ${check.value};`).join(' ');
    await page.addStyleTag({ content: `:root { ${declarations} }` });
    for (const check of visit.checks) {
      await expect.soft(check.element(page), `${check.section}.${check.token}`).toHaveCSS(check.property, check.computed);
    }
  });
}

test('a button takes its section’s colours in each state, and a pressed toggle its selected colours', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/search?query=engineer&domain=acme.com');
  const tokens = {
    'primary_buttons.hover.background': '#123456',
    'primary_buttons.focus.border': '#234567',
    'two_state_buttons.background': '#345678',
    'two_state_buttons.selected.background': '#456789',
  };
  await page.addStyleTag({
    content: `:root { ${Object.entries(tokens)
      .map(([address, value]) => `${themeVarName(address)}: ${value};`)
      .join(' ')} }`,
  });
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await search.hover();
  await expect(search).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await page.mouse.move(0, 0);
  await search.focus();
  await expect(search).toHaveCSS('border-top-color', 'rgb(35, 69, 103)');
  const chip = page.getByRole('list', { name: 'Quick filters' }).getByRole('button').first();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(chip).toHaveCSS('background-color', 'rgb(52, 86, 120)');
  await chip.click();
  await expect(page.getByRole('list', { name: 'Quick filters' }).locator('button[aria-pressed=true]').first()).toHaveCSS(
    'background-color',
    'rgb(69, 103, 137)',
  );
});

test('every theme builder section is checked on a page', () => {
  const checked = new Set(VISITS.flatMap((visit) => visit.checks.map((check) => check.section)));
  expect(THEME_SECTIONS.map((section) => section.name).filter((section) => !checked.has(section))).toEqual([]);
});
