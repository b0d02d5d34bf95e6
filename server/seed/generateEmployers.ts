import { validateEmployerConfig } from '../../engine/config/validateEmployerConfig';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { RawConfig } from '../studio/configStore';
import { createRandom } from './random';

/**
 * Position counts for `employers` employers that add up to `total`, largest first, by a Zipf law
 * (the k-th largest has about 1/k^s of the largest's) whose exponent s makes the largest hold
 * `largestShare` of the total (0.1: 100,000 of 1,000,000; with 1,000 employers most then have a few
 * hundred). Every employer has at least one position when there are enough to go round.
 */
export function zipfSizes(employers: number, total: number, largestShare = 0.1): number[] {
  if (employers <= 0) return [];
  const share = Math.min(1, Math.max(largestShare, 1 / employers));
  const weights = (s: number) => Array.from({ length: employers }, (_, k) => 1 / (k + 1) ** s);
  const firstShare = (s: number) => 1 / weights(s).reduce((sum, w) => sum + w, 0);
  // The first share grows with s (from 1/n at s = 0): bisection finds the exponent.
  let low = 0;
  let high = 8;
  for (let step = 0; step < 60; step += 1) {
    const mid = (low + high) / 2;
    if (firstShare(mid) < share) low = mid;
    else high = mid;
  }
  const w = weights((low + high) / 2);
  // The largest gets its share exactly; the others share the rest by their weights.
  const largest = employers === 1 ? total : Math.min(total, Math.round(share * total));
  return [largest, ...spreadByWeights(w.slice(1), total - largest)];
}

/** `total` split in proportion to the weights, at least one each when there are enough, adding up exactly (largest remainders). */
function spreadByWeights(w: readonly number[], total: number): number[] {
  const sum = w.reduce((a, b) => a + b, 0);
  const floor = total >= w.length ? 1 : 0;
  const spare = total - floor * w.length;
  const exact = w.map((weight) => (weight / sum) * spare);
  const sizes = exact.map((x) => floor + Math.floor(x));
  let left = total - sizes.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, k) => [x - Math.floor(x), k] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, k] of byRemainder) {
    if (left <= 0) break;
    sizes[k]! += 1;
    left -= 1;
  }
  return sizes;
}

const FIRST = ['North', 'Blue', 'Silver', 'Bright', 'Iron', 'Cedar', 'Harbor', 'Summit', 'Maple', 'Coral', 'Granite', 'Amber', 'Falcon', 'Willow', 'Orbit'];
const SECOND = ['wind', 'stone', 'field', 'bridge', 'works', 'light', 'point', 'river', 'forge', 'gate', 'labs', 'line', 'peak', 'wave', 'crest'];
const KIND = ['Industries', 'Systems', 'Group', 'Health', 'Logistics', 'Foods', 'Energy', 'Bank', 'Retail', 'Software', 'Motors', 'Media'];

/** A generated employer: its domain, name and the config document stored for it. */
export interface GeneratedEmployer {
  domain: string;
  name: string;
  raw: RawConfig;
  config: EmployerConfig;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** A dark colour (white text stays readable on it: the theme's contrast check) of the given hue. */
function darkColour(hue: number, random: ReturnType<typeof createRandom>): string {
  const lightness = 0.15 + random.next() * 0.08;
  const saturation = 0.5 + random.next() * 0.4;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** Replaces the template employer's names in every text (not in addresses: the logo and links stay the template's). */
function renamed(value: unknown, names: [RegExp, string][]): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('/') || /^https?:/.test(value)) return value;
    return names.reduce((text, [from, to]) => text.replace(from, to), value);
  }
  if (Array.isArray(value)) return value.map((item) => renamed(item, names));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, names)]));
  return value;
}

/** The parts of a template a generated employer changes (the rest is copied as it is). */
type TemplateShape = RawConfig & {
  theme?: { colors?: Record<string, string> };
  pcsxConfig?: { searchConfig?: { smartFilters?: string[]; allFilters?: { name: string; multiple?: boolean }[] } };
};

/**
 * `count` employers made from the demo's configs (acme's and globex's, alternately), each its own:
 * a domain and name of its own (in every text), its own primary and navigation colours, and its own
 * search page (which filters it offers, in which order, and which of them are smart filters). The
 * templates' forms are not copied: a generated employer has no application form of its own. Each
 * config passes the engine's checks (validateEmployerConfig), as configs/*.json must; one that
 * would not stops the seed.
 */
export function generateEmployers(templates: readonly RawConfig[], count: number, seed = 24): GeneratedEmployer[] {
  const random = createRandom(seed);
  const employers: GeneratedEmployer[] = [];
  for (let n = 0; n < count; n += 1) {
    const template = templates[n % templates.length]!;
    const templateName = String(typeof template.name === 'string' ? template.name : ((template.name as Record<string, string>).en ?? ''));
    const short = `${random.pick(FIRST)}${random.pick(SECOND)}`;
    const name = `${short} ${random.pick(KIND)} ${n + 1}`;
    const domain = `${short.toLowerCase()}-${String(n + 1).padStart(4, '0')}.example`;
    const names: [RegExp, string][] = [
      [new RegExp(templateName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), name],
      [new RegExp(`\\b${templateName.split(' ')[0]!}\\b`, 'g'), short],
    ];
    const raw = renamed(structuredClone(template), names) as TemplateShape;
    raw.domain = domain;
    raw.name = name;
    delete raw.$schema;
    delete raw.formsConfig;
    const colours = raw.theme?.colors;
    if (colours) {
      const hue = random.int(0, 359);
      colours.primary = darkColour(hue, random);
      if (colours.navBackground && colours.navBackground !== '#ffffff') colours.navBackground = darkColour((hue + 180) % 360, random);
    }
    const search = raw.pcsxConfig?.searchConfig;
    if (search?.allFilters && search.allFilters.length > 1) {
      // A search page of its own: some of the template's filters, in an order of its own.
      const filters = random.sample(search.allFilters, random.int(1, search.allFilters.length));
      search.allFilters = filters;
      const offered = new Set(filters.map((filter) => filter.name));
      search.smartFilters = (search.smartFilters ?? []).filter((filter) => offered.has(filter));
      if (search.smartFilters.length === 0) search.smartFilters = [filters[0]!.name];
    }
    const checked = validateEmployerConfig(raw);
    if (!checked.ok) throw new Error(`generated employer ${domain} is not valid: ${JSON.stringify(checked.errors.slice(0, 3))}`);
    employers.push({ domain, name, raw, config: checked.config });
  }
  return employers;
}
