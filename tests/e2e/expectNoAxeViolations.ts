import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 level A and AA: the portal's conformance target (issue 15). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe with the WCAG 2.2 AA rules on the page as it is now (a dialog open, errors shown, a tab
 * chosen) and fails with each violation's rule, impact and the elements it found, so a failure
 * says what to fix. `exclude` leaves out parts the portal does not draw (a map provider's tiles).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[]; state?: string } = {}): Promise<void> {
  // Away from any control: a hovered solid button is drawn at 90% opacity.
  await page.mouse.move(1, 300);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  }));
  expect.soft(found, `axe (WCAG 2.2 AA) on ${options.state ?? page.url()}`).toEqual([]);
}
