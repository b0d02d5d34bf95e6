/**
 * npm run bench:forms — per-keystroke cost of a 1,000-question form (10 steps, 300 questions shown by
 * a visibleFn) in headless Chromium, Portico's renderer against one plain @rjsf/core Form of the
 * same questions (default theme, conditions as JSON Schema if/then).
 *
 * Work: from the input event (a capture listener on window) to React's last commit (a Profiler), or
 * to the end of the event's synchronous work when nothing commits (Portico's text inputs keep typed
 * text in the DOM, so a keystroke often renders nothing).
 * Frame: from the event's timestamp to just after the next painted frame: a task posted from the
 * frame's requestAnimationFrame at user-blocking priority (scheduler.postTask), which runs as soon as
 * the frame's style, layout, paint and commit are done. A plain message task also waited for the
 * tasks already queued, which run after the frame is rendered (Chromium's autofill tracking of the
 * form, selectionchange), and counted them. Every key is held KEY_DELAY_MS, the trigger's keys like
 * the typed ones: a key released at once has its keyup handled before the end of the measurement.
 * Goal: Portico median work under 1 ms and at least 8 times less than the baseline; p95 to the next
 * frame within 16.7 ms, also when a trigger shows or hides its 10 dependants.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { dependantName, plainName, triggerName } from './formsBench/benchForm';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(tmpdir(), 'portico-forms-bench');
const KEYSTROKES = 60;
const TOGGLES = 12;
const KEY_DELAY_MS = 60;

interface Sample {
  work: number;
  frame: number;
}

async function buildPage(): Promise<void> {
  await build({
    configFile: path.join(repoRoot, 'vite.config.ts'),
    root: path.join(import.meta.dirname, 'formsBench'),
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
    // The profiling build of react-dom: a production build in which <Profiler> still reports commits.
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  });
}

function serve(): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.mjs': 'text/javascript' };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname);
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` })),
  );
}

/** Installs the probes: each input event records its work and its time to the next painted frame. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: { work: number; frame: number }[] = [];
    (window as unknown as { __samples: typeof samples }).__samples = samples;
    window.addEventListener(
      'input',
      (event) => {
        const start = performance.now();
        const stamp = event.timeStamp;
        const probe = window as unknown as { __lastCommit?: number; __handled?: number };
        probe.__lastCommit = 0;
        probe.__handled = 0;
        requestAnimationFrame(() => {
          const { scheduler } = window as unknown as { scheduler?: { postTask(task: () => void, options: { priority: string }): Promise<void> } };
          const afterFrame = new Promise<void>((resolve) => {
            if (scheduler) {
              void scheduler.postTask(resolve, { priority: 'user-blocking' });
            } else {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve();
              channel.port2.postMessage(null);
            }
          });
          void afterFrame.then(() => {
            const end = Math.max(probe.__lastCommit ?? 0, probe.__handled ?? 0);
            samples.push({ work: end > start ? end - start : 0, frame: performance.now() - stamp });
          });
        });
      },
      { capture: true },
    );
    // After React's own listener (the root's) has run; the microtask runs after React's sync flush.
    window.addEventListener('input', () =>
      queueMicrotask(() => {
        (window as unknown as { __handled?: number }).__handled = performance.now();
      }),
    );
  });
}

async function takeSamples(page: Page): Promise<Sample[]> {
  const samples = await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples.splice(0));
  return samples;
}

async function open(page: Page, url: string, mode: string): Promise<void> {
  const started = Date.now();
  await page.goto(`${url}?mode=${mode}`);
  await page.waitForFunction(() => (window as unknown as { __benchReady?: boolean }).__benchReady === true, undefined, { timeout: 120_000 });
  console.log(`${mode}: first render of 1,000 questions in ${Date.now() - started} ms`);
  await instrument(page);
}

function inputSelector(mode: string, name: string): string {
  return mode === 'baseline' ? `#root_${name}` : `#pf-bench-${name}`;
}

async function typeKeystrokes(page: Page, mode: string): Promise<Sample[]> {
  await page.click(inputSelector(mode, plainName(0, 5)));
  await page.waitForTimeout(300);
  await takeSamples(page);
  await page.keyboard.type('x'.repeat(KEYSTROKES), { delay: KEY_DELAY_MS });
  await page.waitForTimeout(300);
  return takeSamples(page);
}

async function toggleTrigger(page: Page, mode: string): Promise<Sample[]> {
  const trigger = triggerName(0, 0);
  await page.click(inputSelector(mode, trigger));
  await page.keyboard.type('ye', { delay: KEY_DELAY_MS });
  await page.waitForTimeout(300);
  await takeSamples(page);
  const samples: Sample[] = [];
  for (let toggle = 0; toggle < TOGGLES; toggle += 1) {
    await page.keyboard.press('s', { delay: KEY_DELAY_MS });
    await page.waitForSelector(inputSelector(mode, dependantName(0, 0, 9)), { state: 'attached' });
    await page.waitForTimeout(150);
    samples.push(...(await takeSamples(page)));
    await page.keyboard.press('Backspace', { delay: KEY_DELAY_MS });
    await page.waitForSelector(inputSelector(mode, dependantName(0, 0, 9)), { state: 'detached' });
    await page.waitForTimeout(150);
    samples.push(...(await takeSamples(page)));
  }
  return samples;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function summarize(samples: Sample[]) {
  const work = samples.map((sample) => sample.work);
  const frame = samples.map((sample) => sample.frame);
  return {
    n: samples.length,
    workMedian: percentile(work, 50),
    workP95: percentile(work, 95),
    frameMedian: percentile(frame, 50),
    frameP95: percentile(frame, 95),
  };
}

const ms = (value: number) => value.toFixed(2).padStart(8);

async function main(): Promise<void> {
  console.log('Building the bench page…');
  await buildPage();
  const { server, url } = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows: [string, ReturnType<typeof summarize>][] = [];
  try {
    for (const mode of ['portico', 'baseline']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await open(page, url, mode);
      rows.push([`${mode} keystroke`, summarize(await typeKeystrokes(page, mode))]);
      rows.push([`${mode} toggle`, summarize(await toggleTrigger(page, mode))]);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log('\n1,000 questions, 10 steps, 300 shown by a condition; times in ms');
  console.log(
    `${'case'.padEnd(22)} ${'n'.padStart(4)} ${'work med'.padStart(8)} ${'work p95'.padStart(8)} ${'frame med'.padStart(9)} ${'frame p95'.padStart(9)}`,
  );
  for (const [name, row] of rows) {
    console.log(
      `${name.padEnd(22)} ${String(row.n).padStart(4)} ${ms(row.workMedian)} ${ms(row.workP95)} ${ms(row.frameMedian).padStart(9)} ${ms(row.frameP95).padStart(9)}`,
    );
  }
  const portico = rows.find(([name]) => name === 'portico keystroke')?.[1];
  const baseline = rows.find(([name]) => name === 'baseline keystroke')?.[1];
  const toggle = rows.find(([name]) => name === 'portico toggle')?.[1];
  if (portico && baseline && toggle) {
    const ratio = baseline.workMedian / Math.max(portico.workMedian, 0.001);
    console.log(`\nwork ratio (baseline / Portico, medians): ${ratio.toFixed(1)}x`);
    const goals = [
      ['median work < 1 ms', portico.workMedian < 1],
      ['work at least 8x less than baseline', ratio >= 8],
      ['keystroke p95 to next frame <= 16.7 ms', portico.frameP95 <= 16.7],
      ['toggle p95 to next frame <= 16.7 ms', toggle.frameP95 <= 16.7],
    ] as const;
    for (const [goal, met] of goals) console.log(`${met ? 'met    ' : 'NOT MET'}  ${goal}`);
  }
}

await main();
