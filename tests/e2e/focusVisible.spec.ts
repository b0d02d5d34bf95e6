import type { Page } from '@playwright/test';
import { contrastRatio } from '../../engine/theme/contrastRatio';
import { expect, test } from './fixtures';
import { loginAs } from './loginAs';
import { routeUrls } from './routeUrls';

/** Tab stops checked per page: the navbar, the page's first controls and more. */
const STOPS = 30;

interface Indicator {
  element: string;
  kind: 'outline' | 'box-shadow' | 'none';
  width: number;
  color: string;
  background: string;
}

/**
 * What the focused element shows as its focus indicator: its outline (or, for a control whose
 * native input is visually hidden, the outline Ark draws on the part marked data-focus-visible),
 * else a box-shadow ring, and the colour behind it: the first opaque background from the element's
 * parent up (from the element itself for an outline drawn inside it), translucent layers blended.
 */
async function focusedIndicator(page: Page): Promise<Indicator | null> {
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    // An iframe's own document (a signing provider's page) draws its own focus, out of the portal's reach.
    if (!element || element === document.body || element === document.documentElement || element.tagName === 'IFRAME') return null;
    // The browser's own part of a native control (a date input's calendar button): it is not the
    // element that matches :focus, and Chromium draws its ring itself.
    if (!element.matches(':focus')) return null;
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#000';
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) {
      // A visually hidden native input (Ark's radio, checkbox, switch): the indicator is on its visible part.
      const shown = [...document.querySelectorAll<HTMLElement>('[data-focus-visible]')].find((part) => getComputedStyle(part).outlineStyle !== 'none');
      if (shown) element = shown;
    }
    const style = getComputedStyle(element);
    const describe = (el: HTMLElement) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const backgroundFrom = (start: Element | null): string => {
      const layers: [number, number, number, number][] = [];
      for (let node = start; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      let [r, g, b] = [255, 255, 255];
      for (const [lr, lg, lb, la] of layers.reverse()) [r, g, b] = [lr * la + r * (1 - la), lg * la + g * (1 - la), lb * la + b * (1 - la)];
      return `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
    };
    const blend = (color: [number, number, number, number], over: string) => {
      const [br, bg, bb] = rgba(over);
      const [r, g, b, a] = color;
      return `rgb(${Math.round(r * a + br! * (1 - a))}, ${Math.round(g * a + bg! * (1 - a))}, ${Math.round(b * a + bb! * (1 - a))})`;
    };
    const outlineWidth = parseFloat(style.outlineWidth) || 0;
    if (style.outlineStyle !== 'none' && outlineWidth > 0) {
      const background = backgroundFrom(parseFloat(style.outlineOffset) < 0 ? element : element.parentElement);
      return { element: describe(element), kind: 'outline', width: outlineWidth, color: blend(rgba(style.outlineColor), background), background };
    }
    // A ring drawn as a box-shadow: its spread is its width.
    const ring = /(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(style.boxShadow);
    if (ring) {
      const background = backgroundFrom(element.parentElement);
      return { element: describe(element), kind: 'box-shadow', width: parseFloat(ring[2]!), color: blend(rgba(ring[1]!), background), background };
    }
    return { element: describe(element), kind: 'none', width: 0, color: '', background: backgroundFrom(element.parentElement) };
  }) as Promise<Indicator | null>;
}

/** Tabs through the page's first stops; lists each stop whose indicator is missing, thinner than 2 px or below 3:1. */
async function weakIndicators(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let stop = 1; stop <= STOPS; stop++) {
    await page.keyboard.press('Tab');
    const indicator = await focusedIndicator(page);
    if (!indicator) continue;
    const ratio = indicator.kind === 'none' ? 0 : contrastRatio(indicator.color, indicator.background);
    if (indicator.width < 2 || ratio < 3) {
      problems.push(
        `stop ${stop} ${indicator.element}: ${indicator.kind} ${indicator.width}px ${indicator.color} on ${indicator.background} = ${ratio.toFixed(2)}:1`,
      );
    }
  }
  return problems;
}

for (const domain of ['acme.com', 'globex.com']) {
  test(`on every route each of the first ${STOPS} tab stops shows a 2 px focus indicator with 3:1 contrast (${domain})`, async ({ page }) => {
    test.setTimeout(240_000);
    await loginAs(page, 'ada@example.com', domain);
    for (const { name, url } of await routeUrls(page, domain)) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect.soft(await weakIndicators(page), `focus indicators on ${name} (${url})`).toEqual([]);
    }
  });
}

test(`a visitor's search page, job page and log-in page show the focus indicator on each of the first ${STOPS} tab stops`, async ({ page }) => {
  test.setTimeout(120_000);
  for (const { name, url } of await routeUrls(page, 'globex.com')) {
    if (!['careers', 'job', 'login'].includes(name)) continue;
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect.soft(await weakIndicators(page), `focus indicators on ${name} (${url})`).toEqual([]);
  }
});
