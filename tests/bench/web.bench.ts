/**
 * npm run bench:web: the built portal as a visitor's browser sees it.
 *
 * 1. JavaScript loaded before a page is interactive, per route: every script the page fetched by the
 *    time it is interactive (a server-rendered page: hydrated; another: showing its content), lazy
 *    chunks it needs on arrival included, in KB as sent (gzip) and raw; beside it, everything fetched
 *    by the time the network is idle. Budget: 200 KB gzip for the search page; the Arabic search page
 *    may add at most 5 KB gzip to it, its inline strings (`#portico-strings`) counted.
 * 2. Lighthouse 12 (mobile preset, Debian's Chromium) on the search page (English and Arabic) and a job page: performance,
 *    accessibility, best practices and SEO. Goals: performance ≥ 90, accessibility 100, best practices
 *    ≥ 95, SEO 100. Then logged in as ada (her session cookie on Lighthouse's requests): the dashboard,
 *    the offers, an offer letter, the onboarding form, profile and settings. Goals (issue 23), for these and the search page
 *    in Arabic: performance ≥ 95, CLS < 0.1, accessibility, best practices and SEO 100. Each page is measured
 *    BENCH_WEB_RUNS times (default 3) and the run of median performance shown, with every run's score.
 * 3. axe-core on the search page, its map view, a job page and the saved jobs page (as ada): violations.
 *
 * `npm run bench:web -- --sizes` prints part 1 alone (seconds, not minutes; `--scripts` lists each route's largest scripts;
 * `--tasks` each Lighthouse page's long tasks and costliest scripts). `-- --only onboarding,dashboard`
 * measures only the routes whose name contains one of the words (case-insensitive), in every part.
 * BENCH_DEBUG_PORT sets Chromium's debugging port (default 9333), for two benches on one machine.
 *
 * The server runs in this process on the built app (npm run build first: `npm run bench:web` does it)
 * with a fresh in-memory database and the demo data.
 */
import { createServer, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { buildServer } from '../../server/app';

// As `npm start` does (server/main.ts): React's server renderer runs its production build.
process.env.NODE_ENV ??= 'production';
const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const JS_BUDGET_KB = 200;
/** What another language may add to the search page's first download (issue 20): its inline strings and any script, gzip. */
const OTHER_LANGUAGE_KB = 5;
const GOALS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
/** The pages a candidate lives in after applying (issue 23): performance ≥ 95, CLS < 0.1, the other categories 100. */
const LOGGED_IN_PERFORMANCE = 95;
const LOGGED_IN_CLS = 0.1;
const LOGGED_IN_GOALS = { performance: LOGGED_IN_PERFORMANCE, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** Lighthouse's scores move from run to run on one machine (its host's speed with them): each page is measured this many times and the median run shown. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

/** The words of `--only a,b` (or `--only=a,b`), lower case; undefined measures every route. */
const ONLY = (() => {
  const index = process.argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (index < 0) return undefined;
  const arg = process.argv[index]!;
  const value = arg.startsWith('--only=') ? arg.slice('--only='.length) : process.argv[index + 1];
  const words = (value ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) throw new Error('--only needs route names (or parts of them) separated by commas, e.g. --only onboarding,dashboard');
  return words;
})();
const selected = ({ name }: { name: string }) => !ONLY || ONLY.some((word) => name.toLowerCase().includes(word));

interface PageCheck {
  name: string;
  url: string;
  login?: string;
  /** Run after loading, before measuring (e.g. open the map view). */
  prepare?: (page: Page) => Promise<void>;
  /** What shows once the page is usable; the scripts it took are counted when it shows and the network is quiet. */
  ready: (page: Page) => Promise<void>;
}

const firstResult = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor({ timeout: 60_000 });
// The saved jobs heading shows its count once the list has loaded.
const savedJobsListed = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: /^Saved jobs \(\d+\)/ })
    .waitFor({ timeout: 60_000 });
const pageTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });

async function main(): Promise<void> {
  // The public address is the one the browser visits, as in production: absolute asset addresses (an avatar) are this site's.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await buildServer({
    rootDir: ROOT,
    clientDir: process.env.PORTICO_CLIENT_DIR || undefined,
    dataDir: 'memory://',
    seed: true,
    logger: false,
    publicUrl: origin,
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  const search = (await (await fetch(`${origin}/api/pcsx/search?domain=acme.com&query=engineer`)).json()) as { data: { positions: { id: number }[] } };
  const pid = search.data.positions[0]?.id;
  if (!pid) throw new Error('The demo data has no engineer position to open.');

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${DEBUG_PORT}`,
    ],
  });
  try {
    const pages: PageCheck[] = [
      { name: 'search', url: `${origin}/careers?domain=acme.com`, ready: firstResult },
      { name: 'search (globex)', url: `${origin}/careers?domain=globex.com`, ready: firstResult },
      { name: 'job page', url: `${origin}/careers/job/${pid}?domain=acme.com`, ready: pageTitle },
      // Another language (issue 20): its first strings come inline, its texts and direction from the server.
      { name: 'search (Arabic)', url: `${origin}/careers?domain=acme.com&hl=ar`, ready: firstResult },
      { name: 'saved jobs (ada)', url: `${origin}/careers/saved-jobs?domain=acme.com`, login: 'ada@example.com', ready: savedJobsListed },
      { name: 'onboarding form (ada)', url: `${origin}/careers/onboarding?domain=acme.com`, login: 'ada@example.com', ready: pageTitle },
    ].filter(selected);

    console.log(`\nJavaScript loaded before the page is interactive (budget ${JS_BUDGET_KB} KB gzip for the search page)`);
    console.log('route'.padEnd(22), 'scripts'.padStart(8), 'KB gzip'.padStart(9), 'KB raw'.padStart(8), '  verdict', ' (all by network idle)');
    let englishKb = 0;
    for (const check of pages) {
      const sizes = await scriptSizes(browser, origin, check);
      // Another language's page: its scripts and the strings the server writes into it, against English's (goal: at most 5 KB more).
      const total = sizes.gzipKb + sizes.stringsKb;
      if (check.name === 'search') englishKb = total;
      const verdict =
        check.name === 'search (Arabic)' && englishKb > 0
          ? `+${(total - englishKb).toFixed(1)} KB vs English${total - englishKb <= OTHER_LANGUAGE_KB ? '' : ' ✗'}`
          : check.name.startsWith('search')
            ? sizes.gzipKb <= JS_BUDGET_KB
              ? 'within budget'
              : `OVER by ${(sizes.gzipKb - JS_BUDGET_KB).toFixed(1)} KB`
            : '';
      console.log(
        check.name.padEnd(22),
        String(sizes.count).padStart(8),
        sizes.gzipKb.toFixed(1).padStart(9),
        sizes.rawKb.toFixed(1).padStart(8),
        ' ',
        verdict.padEnd(24),
        `(${sizes.afterIdle.count} scripts, ${sizes.afterIdle.gzipKb.toFixed(1)} KB gzip${sizes.stringsKb ? `; inline strings ${sizes.stringsKb.toFixed(1)} KB gzip` : ''})`,
      );
    }
    if (process.argv.includes('--sizes')) return;

    console.log('\nLighthouse (mobile preset), goals: performance ≥ 90, accessibility 100, best practices ≥ 95, SEO 100;');
    console.log(
      `logged-in pages (as ada) and the search page in Arabic (issue 23): performance ≥ ${LOGGED_IN_PERFORMANCE}, CLS < ${LOGGED_IN_CLS}, the others 100`,
    );
    console.log('page'.padEnd(22), ...Object.keys(GOALS).map((k) => k.padStart(15)));
    const cookie = await sessionCookie(origin, 'ada@example.com');
    const offer = await adaOffer(origin, cookie);
    const loggedIn = [
      { name: 'dashboard (ada)', url: `${origin}/careers/dashboard?domain=acme.com` },
      { name: 'offers (ada)', url: `${origin}/careers/offers?domain=acme.com` },
      { name: 'offer letter (ada)', url: `${origin}/careers/offer-letter/${offer}?domain=acme.com` },
      { name: 'onboarding form (ada)', url: `${origin}/careers/onboarding?domain=acme.com` },
      { name: 'profile (ada)', url: `${origin}/careers/profile?domain=acme.com` },
      { name: 'settings (ada)', url: `${origin}/careers/settings?domain=acme.com` },
    ]
      .filter(selected)
      .map((check) => ({ ...check, cookie }));
    let environment: string | undefined;
    console.log(`(each page measured ${LIGHTHOUSE_RUNS} times, the run of median performance shown: BENCH_WEB_RUNS sets the number)`);
    for (const check of [...pages.filter((page) => !page.login), ...loggedIn]) {
      const runs = [];
      // A run Lighthouse could not finish (now and then NO_NAVSTART: the trace lacks the navigation's start) is run again, up to as many times.
      for (let attempt = 0; runs.filter((run) => !run.failure).length < LIGHTHOUSE_RUNS && attempt < 2 * LIGHTHOUSE_RUNS; attempt++) {
        // A moment for the machine to settle after the last run (its trace processing, the server's work, GC).
        await new Promise((resolve) => setTimeout(resolve, 1000));
        runs.push(await lighthouseScores(check.url, 'cookie' in check ? check.cookie : undefined));
      }
      const finished = runs.filter((run) => !run.failure);
      if (finished.length === 0) {
        console.log(check.name.padEnd(22), `no run finished: ${runs.map((run) => run.failure).join(', ')}`);
        continue;
      }
      const scores = [...finished].sort((a, b) => a.performance - b.performance)[Math.floor(finished.length / 2)]!;
      // Issue 23's goals: the logged-in pages and the search page in Arabic.
      const issue23 = 'cookie' in check || check.name === 'search (Arabic)';
      // Scores move with the browser and the host (the search page's code of 25 November, 99 in an earlier session,
      // scores 77 under Chromium 156.0.8078.108 on a later machine): the figures are printed with both, so only
      // figures of one environment are compared.
      if (environment === undefined) console.log(`(${(environment = scores.environment)}, Chromium ${browser.version()})`);
      const goals = issue23 ? { ...LOGGED_IN_GOALS } : GOALS;
      const cells = (Object.keys(GOALS) as (keyof typeof GOALS)[]).map((key) => `${scores[key]}${scores[key] >= goals[key] ? '' : ' ✗'}`.padStart(15));
      if (issue23 && !(scores.cls < LOGGED_IN_CLS)) cells.push(`  CLS ${scores.cls.toFixed(3)} ✗`);
      if (runs.length > 1) cells.push(`  (performance ${runs.map((run) => run.failure ?? run.performance).join(', ')})`);
      console.log(check.name.padEnd(22), ...cells);
      console.log(`${''.padEnd(24)}${scores.metrics}`);
      for (const failed of scores.failedAudits) console.log(`${''.padEnd(24)}- ${failed}`);
      for (const task of scores.tasks) console.log(`${''.padEnd(24)}  ${task}`);
    }

    console.log('\naxe-core (WCAG 2 A/AA rules): violations');
    const axePages: PageCheck[] = [
      ...pages.filter((p) => p.name !== 'search (globex)'),
      { name: 'map view', url: `${origin}/careers?domain=acme.com`, prepare: openMapView, ready: firstResult },
    ].filter(selected);
    for (const check of axePages) {
      const violations = await axeViolations(browser, origin, check);
      console.log(check.name.padEnd(22), String(violations.length).padStart(4), violations.length ? ` ${violations.join('; ')}` : '');
    }
  } finally {
    await browser.close();
    await server.app.close();
  }
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function newPage(browser: Browser, origin: string, check: PageCheck): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  if (check.login) {
    await page.goto('/careers/login?domain=acme.com');
    await page.getByLabel('Email').fill(check.login);
    await page.getByLabel('Password').fill('portico-demo');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).waitFor();
  }
  return page;
}

async function scriptSizes(browser: Browser, origin: string, check: PageCheck) {
  const page = await newPage(browser, origin, check);
  const bodies: Promise<Buffer>[] = [];
  const urls: string[] = [];
  const onResponse = (response: Response) => {
    // A body is gone once its page navigates away (a redirect after login): such a script is not this page's.
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().catch(() => Buffer.alloc(0)));
    urls.push(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  // Interactive: a server-rendered page once hydrated (#root[data-hydrated], its controls answer);
  // a page the browser renders alone once it shows its content. Scripts that arrive after that
  // (Chakra's remaining recipes, loaded when idle) are counted apart.
  await page.goto(check.url);
  await check.ready(page);
  await page.waitForFunction(() => !document.getElementById('portico-ssr') || document.getElementById('root')?.dataset.hydrated === 'true');
  const beforeInteractive = bodies.length;
  const strings = await page.evaluate(() => document.getElementById('portico-strings')?.textContent ?? '');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  page.off('response', onResponse);
  const buffers = await Promise.all(bodies);
  await page.context().close();
  const kb = (list: Buffer[]) => ({
    count: list.length,
    rawKb: list.reduce((sum, b) => sum + b.length, 0) / 1024,
    gzipKb: list.reduce((sum, b) => sum + gzipSync(b, { level: 6 }).length, 0) / 1024,
  });
  const stringsKb = strings ? gzipSync(strings, { level: 6 }).length / 1024 : 0;
  // `-- --scripts`: the largest scripts before interactive, by name, to see what a route's first download is made of.
  if (process.argv.includes('--scripts'))
    for (const [url, body] of buffers
      .slice(0, beforeInteractive)
      .map((body, index) => [urls[index]!.split('/').pop()!, body] as const)
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, 15))
      console.log(`    ${check.name}: ${url} ${(gzipSync(body, { level: 6 }).length / 1024).toFixed(1)} KB gzip`);
  return { ...kb(buffers.slice(0, beforeInteractive)), afterIdle: kb(buffers), stringsKb };
}

/** Logs a demo person in through the API (the CSRF double-submit cookie first); their session cookie, for Lighthouse's requests. */
async function sessionCookie(origin: string, email: string): Promise<string> {
  const token = 'bench-web-csrf-token-0123456789abcdef';
  const response = await fetch(`${origin}/api/auth/login?domain=acme.com`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `portico_csrf=${token}`, 'x-csrf-token': token },
    body: JSON.stringify({ email, password: 'portico-demo' }),
  });
  if (!response.ok) throw new Error(`The log-in of ${email} failed: ${response.status}`);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('portico_session='));
  if (!session) throw new Error(`The log-in of ${email} set no session cookie.`);
  return session.split(';')[0]!;
}

/** The id of ada's first offer with a document (its letter is measured). */
async function adaOffer(origin: string, cookie: string): Promise<number> {
  const response = await fetch(`${origin}/api/offer/offers?domain=acme.com`, { headers: { cookie } });
  const offers = ((await response.json()) as { data: { id: number; offer_documents: unknown[] }[] }).data;
  const offer = offers.find((candidate) => candidate.offer_documents.length > 0);
  if (!offer) throw new Error('ada has no offer with a document in the demo data.');
  return offer.id;
}

async function lighthouseScores(url: string, cookie?: string) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(GOALS),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  // A run Lighthouse could not finish (its runtime error, or a category without a score) is reported, not counted as 0.
  const failure = result.lhr.runtimeError?.code ?? (categories.performance?.score == null ? 'no performance score' : undefined);
  const score = (key: keyof typeof GOALS) => Math.round((categories[key]?.score ?? 0) * 100);
  const failedAudits = Object.values(categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}: ${audits[ref.id]?.title}`),
    );
  const metric = (id: string, label: string, unit: 'ms' | 's' | '') => {
    const value = audits[id]?.numericValue ?? NaN;
    const shown = unit === 's' ? `${(value / 1000).toFixed(1)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
    return `${label} ${shown} (${Math.round((audits[id]?.score ?? 0) * 100)})`;
  };
  const metrics = [
    metric('server-response-time', 'TTFB', 'ms'),
    metric('first-contentful-paint', 'FCP', 's'),
    metric('largest-contentful-paint', 'LCP', 's'),
    metric('total-blocking-time', 'TBT', 'ms'),
    metric('cumulative-layout-shift', 'CLS', ''),
    metric('speed-index', 'SI', 's'),
  ].join(', ');
  // `-- --tasks`: the main thread's long tasks (as Lighthouse simulated them) and the scripts costing most, to see what TBT is made of.
  const tasks = process.argv.includes('--tasks')
    ? [
        ...((audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] } | undefined)?.items ?? []).map(
          (task) => `long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url.split('/').pop()}`,
        ),
        ...((audits['bootup-time']?.details as { items?: { url: string; scripting: number; scriptParseCompile: number }[] } | undefined)?.items ?? [])
          .slice(0, 6)
          .map(
            (item) =>
              `script ${item.url.split('/').pop()}: scripting ${Math.round(item.scripting)} ms, parse and compile ${Math.round(item.scriptParseCompile)} ms`,
          ),
      ]
    : [];
  return {
    failure,
    tasks,
    environment: `Lighthouse ${result.lhr.lighthouseVersion}, the host's benchmark index ${Math.round(result.lhr.environment.benchmarkIndex)}, load average ${os.loadavg()[0]!.toFixed(1)}`,
    metrics,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    failedAudits,
  };
}

async function openMapView(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /map/i }).first();
  if (await toggle.isVisible()) await toggle.click();
}

async function axeViolations(browser: Browser, origin: string, check: PageCheck): Promise<string[]> {
  const page = await newPage(browser, origin, check);
  await page.goto(check.url);
  await check.ready(page);
  await page.waitForLoadState('networkidle');
  await check.prepare?.(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await page.context().close();
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
}

await main();
// Everything is printed and closed (browser, server): the full run (not --sizes or --only) once stayed idle here
// after its last line, held by a handle of one of its many Lighthouse runs that was not found, so it ends itself.
process.exit(process.exitCode ?? 0);
