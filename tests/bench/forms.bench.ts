/**
 * npm run bench:forms — first render and per-keystroke cost of a 1,000-question form (10 steps, 300 questions shown by
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
 * Shown: the frame's time less the wait for the display's refresh: the time from the end of the
 * work to the start of the frame that paints it (requestAnimationFrame's argument, the refresh the
 * frame was made for), when the frame starts after the work. A 60 Hz display takes a frame every
 * 16.7 ms whatever the page does, so an input that comes just after one waits up to 16.7 ms for the
 * next with nothing to do: Playwright's click comes a few ms after a frame (its checks wait for one),
 * so a click's frame was 14-16 ms for 1-2 ms of work and 3 ms of rendering. What stays is the page's
 * own: the input's delay, its work, anything that made the frame late, and the frame's rendering.
 * An input whose work and frame take longer than a refresh makes the frame late, and that counts.
 * Goal: Portico median work under 1 ms and at least 8 times less than the baseline; p95 shown
 * within one frame (16.7 ms), also when a trigger shows or hides its 10 dependants; the frame's p95
 * is printed beside it.
 *
 * First render (issue 23): from giving React the form (the app's style system and strings made
 * before) to the first frame showing it painted, over FORMS_BENCH_RUNS fresh page loads of each form
 * (default 7, alternating; medians), and when Portico has rendered every question (it renders the
 * first screen at once, the rest in idle time). Goal: Portico / plain RJSF at most 1.0, aim 0.5.
 * FORMS_BENCH=first-render runs this case alone.
 *
 * The builder case (issue 18): the real form builder editor (src/formBuilder/FormEditor.tsx, its
 * calls answered at once, the properties panel showing) on 1,000 questions of 10 types in 10 sections,
 * measured the same way from the event that does it: adding (a palette button's click, after the
 * selected question), moving (the properties panel's Section select; by keys: a drag handle
 * focused, Space, ArrowDown, Space, each key a sample) and editing (keys typed into the Label input).
 * Goal: each p95 shown within one frame (16.7 ms; see Shown above). FORMS_BENCH=builder runs this case alone;
 * FORMS_BENCH_TRACE=<folder> also writes a Chrome trace of each of its batches there (builder-add.json, …),
 * with V8's samples, to open in DevTools' Performance panel or to sum by event (style, layout, paint,
 * script) or by function; FORMS_BENCH_MINIFY=0 builds the page unminified, so the functions keep their names.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { DEPENDANTS_PER_TRIGGER, FIELDS_PER_STEP, STEPS, TRIGGERS_PER_STEP, dependantName, plainName, triggerName } from './formsBench/benchForm';

/** The index of a step's last plain question (each step ends with its triggers and their follow-ups). */
const LAST_PLAIN = FIELDS_PER_STEP - TRIGGERS_PER_STEP * (1 + DEPENDANTS_PER_TRIGGER) - 1;

const repoRoot = path.resolve(import.meta.dirname, '../..');
// One folder per run: other checkouts on the machine may run this bench at the same time.
const outDir = path.join(tmpdir(), `portico-forms-bench-${process.pid}`);
/** Page loads of each form for the first-render figures (alternating, medians printed). */
const FIRST_RENDER_RUNS = Number(process.env.FORMS_BENCH_RUNS ?? 7);
const KEYSTROKES = 60;
const TOGGLES = 12;
const KEY_DELAY_MS = 60;
const BUILDER_SAMPLES = 40;
/** A keyboard move is three keys (pick up, one place down, drop), each measured. */
const BUILDER_KEY_MOVES = 14;
const MEASURED_EVENTS = ['input', 'click', 'keydown'] as const;

interface Sample {
  work: number;
  frame: number;
  /** The frame less the wait for the display's refresh (see Shown above). */
  shown: number;
}

async function buildPage(): Promise<void> {
  await build({
    configFile: path.join(repoRoot, 'vite.config.ts'),
    root: path.join(import.meta.dirname, 'formsBench'),
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000, minify: process.env.FORMS_BENCH_MINIFY !== '0' },
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

/**
 * Installs the probes: each event of the measured type (`input` unless `measure` says otherwise: the
 * builder's clicks and keys) records its work, its time to the next painted frame, and that less the wait for the refresh.
 */
async function instrument(page: Page): Promise<void> {
  await page.evaluate((types) => {
    const samples: { work: number; frame: number; shown: number }[] = [];
    const probe = window as unknown as { __samples: typeof samples; __measured: string; __lastCommit?: number; __handled?: number };
    probe.__samples = samples;
    probe.__measured = 'input';
    for (const type of types) {
      window.addEventListener(
        type,
        (event) => {
          if (event.type !== probe.__measured) return;
          const start = performance.now();
          const stamp = event.timeStamp;
          probe.__lastCommit = 0;
          probe.__handled = 0;
          requestAnimationFrame((refresh) => {
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
              const end = Math.max(probe.__lastCommit ?? 0, probe.__handled ?? 0, start);
              const frame = performance.now() - stamp;
              samples.push({ work: end - start, frame, shown: frame - Math.max(0, refresh - end) });
            });
          });
        },
        { capture: true },
      );
      // After React's own listener (the root's) has run; the microtask runs after React's sync flush.
      window.addEventListener(type, (event) => {
        if (event.type !== probe.__measured) return;
        queueMicrotask(() => {
          probe.__handled = performance.now();
        });
      });
    }
  }, MEASURED_EVENTS);
}

/** Which event the probes measure from now on. */
async function measure(page: Page, type: (typeof MEASURED_EVENTS)[number]): Promise<void> {
  await page.evaluate((measured) => {
    (window as unknown as { __measured: string }).__measured = measured;
  }, type);
}

async function takeSamples(page: Page): Promise<Sample[]> {
  const samples = await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples.splice(0));
  return samples;
}

/** Loads the bench page in a mode; the milliseconds from giving React the form to the first frame showing it painted. */
async function load(page: Page, url: string, mode: string): Promise<number> {
  await page.goto(`${url}?mode=${mode}`);
  await page.waitForFunction(() => (window as unknown as { __benchReady?: boolean }).__benchReady === true, undefined, { timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { __firstRender: number }).__firstRender);
}

/** The last question of the last step shown (Portico renders past the first screen in idle time): milliseconds since the form was given to React. */
async function allRendered(page: Page, mode: string): Promise<number> {
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, inputSelector(mode, plainName(STEPS - 1, LAST_PLAIN)), {
    polling: 'raf',
    timeout: 120_000,
  });
  return page.evaluate(() => performance.now() - (window as unknown as { __renderStart: number }).__renderStart);
}

async function open(page: Page, url: string, mode: string): Promise<void> {
  const firstRender = await load(page, url, mode);
  console.log(`${mode}: first render of 1,000 questions in ${firstRender.toFixed(0)} ms`);
  // Measured once everything is rendered (nothing left for idle time).
  if (mode !== 'builder') await allRendered(page, mode);
  await instrument(page);
}

interface FirstRenders {
  portico: number[];
  porticoAll: number[];
  baseline: number[];
}

/** Fresh page loads of both forms, alternating: the first render of each, and when Portico has rendered every question. */
async function firstRenders(browser: Browser, url: string): Promise<FirstRenders> {
  const result: FirstRenders = { portico: [], porticoAll: [], baseline: [] };
  for (let run = 0; run < FIRST_RENDER_RUNS; run += 1) {
    for (const mode of ['portico', 'baseline'] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      result[mode].push(await load(page, url, mode));
      if (mode === 'portico') result.porticoAll.push(await allRendered(page, mode));
      await page.close();
    }
  }
  return result;
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

const questionButton = (name: string) => `[data-testid="builder-question"][data-name="${name}"] button[aria-pressed]`;
const paletteButton = (type: string) => `[data-testid="form-builder-palette"] button[data-field-type="${type}"]`;
const PALETTE_TYPES = ['text', 'dropdown', 'date', 'textarea'];
/** Longer than the builder's pause before it saves the draft (700 ms): a batch starts with nothing pending. */
const SETTLE_MS = 1000;

/** Adding: a palette button's click adds a question after the selected one (which the new one becomes). */
async function builderAdd(page: Page): Promise<Sample[]> {
  await page.click(questionButton('q_4_50'));
  await measure(page, 'click');
  for (let warm = 0; warm < 3; warm += 1) {
    await page.click(paletteButton('text'));
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(SETTLE_MS);
  await takeSamples(page);
  for (let add = 0; add < BUILDER_SAMPLES; add += 1) {
    await page.click(paletteButton(PALETTE_TYPES[add % PALETTE_TYPES.length]!));
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(300);
  return takeSamples(page);
}

/** Moving to another section: the selected question's "Section" select in the properties panel (it goes to that section's end, still selected). */
async function builderMoveToSection(page: Page): Promise<Sample[]> {
  await page.click(questionButton('q_2_30'));
  await measure(page, 'input');
  const select = page.getByTestId('field-properties').getByLabel('Section', { exact: true });
  // As an author's click or Tab puts it (selectOption alone leaves the focus on the question's row, which
  // would follow the row to its new section: a focus moved across the canvas, not what this case measures).
  await select.focus();
  let section = 2;
  const next = () => (section = (section + 3) % 10);
  for (let warm = 0; warm < 3; warm += 1) {
    await select.selectOption(String(next()));
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(SETTLE_MS);
  await takeSamples(page);
  for (let move = 0; move < BUILDER_SAMPLES; move += 1) {
    await select.selectOption(String(next()));
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(300);
  return takeSamples(page);
}

/** Moving by keyboard: a question's drag handle focused, Space picks it up, ArrowDown moves it one place, Space drops it; each key is a sample. */
async function builderMoveByKeys(page: Page): Promise<{ all: Sample[]; drops: Sample[] }> {
  await measure(page, 'keydown');
  const all: Sample[] = [];
  const drops: Sample[] = [];
  for (let move = -2; move < BUILDER_KEY_MOVES; move += 1) {
    const handle = page
      .getByTestId('builder-section')
      .nth(6)
      .getByTestId('builder-question')
      .nth(20 + Math.max(move, 0) * 2)
      .getByTestId('drag-handle')
      .first();
    await handle.focus();
    await page.waitForTimeout(150);
    await takeSamples(page);
    await page.keyboard.press('Space', { delay: KEY_DELAY_MS });
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowDown', { delay: KEY_DELAY_MS });
    await page.waitForTimeout(200);
    const moving = await takeSamples(page);
    await page.keyboard.press('Space', { delay: KEY_DELAY_MS });
    await page.waitForTimeout(400);
    const dropped = await takeSamples(page);
    // The first two are warm-up.
    if (move >= 0) {
      all.push(...moving, ...dropped);
      drops.push(...dropped);
    }
  }
  return { all, drops };
}

/** Editing: typing into the Label input of a question just added (its name follows its label, so each key renames it too). */
async function builderEditLabel(page: Page): Promise<Sample[]> {
  await page.click(questionButton('q_7_40'));
  await page.click(paletteButton('text'));
  await page.waitForTimeout(SETTLE_MS);
  await page.click('[data-builder-focus="label"]');
  await page.keyboard.press('End');
  await measure(page, 'input');
  await page.keyboard.type(' xy', { delay: KEY_DELAY_MS });
  await page.waitForTimeout(SETTLE_MS);
  await takeSamples(page);
  await page.keyboard.type('x'.repeat(BUILDER_SAMPLES), { delay: KEY_DELAY_MS });
  await page.waitForTimeout(300);
  return takeSamples(page);
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
    shownP95: percentile(
      samples.map((sample) => sample.shown),
      95,
    ),
  };
}

const ms = (value: number) => value.toFixed(2).padStart(8);

function printFirstRenders(first: FirstRenders): void {
  const portico = percentile(first.portico, 50);
  const baseline = percentile(first.baseline, 50);
  const ratio = portico / baseline;
  console.log(
    `\nFirst render of 1,000 questions (10 steps), form given to React → first frame painted; medians of ${FIRST_RENDER_RUNS} page loads each, in ms (load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')})`,
  );
  console.log(`Portico                  ${ms(portico)}   (runs: ${first.portico.map((value) => value.toFixed(0)).join(', ')})`);
  console.log(`plain RJSF               ${ms(baseline)}   (runs: ${first.baseline.map((value) => value.toFixed(0)).join(', ')})`);
  console.log(`Portico, every question  ${ms(percentile(first.porticoAll, 50))}   (the rest rendered in idle time)`);
  console.log(`ratio Portico / plain RJSF: ${ratio.toFixed(2)}`);
  console.log(`${ratio <= 1 ? 'met    ' : 'NOT MET'}  first render no slower than plain RJSF (ratio <= 1.0)`);
  console.log(`${ratio <= 0.5 ? 'met    ' : 'NOT MET'}  aim: half of plain RJSF's (ratio <= 0.5)`);
}

function printTable(rows: [string, ReturnType<typeof summarize>][]): void {
  console.log(
    `${'case'.padEnd(24)} ${'n'.padStart(4)} ${'work med'.padStart(8)} ${'work p95'.padStart(8)} ${'frame med'.padStart(9)} ${'frame p95'.padStart(9)} ${'shown p95'.padStart(9)}`,
  );
  for (const [name, row] of rows) {
    console.log(
      `${name.padEnd(24)} ${String(row.n).padStart(4)} ${ms(row.workMedian)} ${ms(row.workP95)} ${ms(row.frameMedian).padStart(9)} ${ms(row.frameP95).padStart(9)} ${ms(row.shownP95).padStart(9)}`,
    );
  }
}

async function main(): Promise<void> {
  console.log('Building the bench page…');
  await buildPage();
  const { server, url } = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows: [string, ReturnType<typeof summarize>][] = [];
  const builderRows: [string, ReturnType<typeof summarize>][] = [];
  let first: FirstRenders | undefined;
  try {
    if (process.env.FORMS_BENCH !== 'builder') first = await firstRenders(browser, url);
    if (process.env.FORMS_BENCH === 'first-render') return;
    // FORMS_BENCH=builder runs the builder case alone (while working on the builder).
    for (const mode of process.env.FORMS_BENCH === 'builder' ? [] : ['portico', 'baseline']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await open(page, url, mode);
      rows.push([`${mode} keystroke`, summarize(await typeKeystrokes(page, mode))]);
      rows.push([`${mode} toggle`, summarize(await toggleTrigger(page, mode))]);
      await page.close();
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`builder page: ${message.text()}`);
    });
    page.on('pageerror', (error) => console.log(`builder page: ${error.message}`));
    await open(page, url, 'builder');
    const traced = async <T>(name: string, batch: () => Promise<T>): Promise<T> => {
      const folder = process.env.FORMS_BENCH_TRACE;
      if (!folder) return batch();
      await browser.startTracing(page, {
        path: path.join(folder, `builder-${name}.json`),
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'],
      });
      try {
        return await batch();
      } finally {
        await browser.stopTracing();
      }
    };
    builderRows.push(['builder add', summarize(await traced('add', () => builderAdd(page)))]);
    builderRows.push(['builder move (section)', summarize(await traced('move-section', () => builderMoveToSection(page)))]);
    const keys = await traced('move-keys', () => builderMoveByKeys(page));
    builderRows.push(['builder move (keys)', summarize(keys.all)]);
    builderRows.push(['builder move (drop key)', summarize(keys.drops)]);
    builderRows.push(['builder label keystroke', summarize(await traced('label', () => builderEditLabel(page)))]);
    await page.close();
  } finally {
    await browser.close();
    server.close();
    if (first) printFirstRenders(first);
  }
  console.log('\n1,000 questions, 10 steps, 300 shown by a condition; times in ms');
  printTable(rows);
  const portico = rows.find(([name]) => name === 'portico keystroke')?.[1];
  const baseline = rows.find(([name]) => name === 'baseline keystroke')?.[1];
  const toggle = rows.find(([name]) => name === 'portico toggle')?.[1];
  if (portico && baseline && toggle) {
    const ratio = baseline.workMedian / Math.max(portico.workMedian, 0.001);
    console.log(`\nwork ratio (baseline / Portico, medians): ${ratio.toFixed(1)}x`);
    const goals = [
      ['median work < 1 ms', portico.workMedian < 1],
      ['work at least 8x less than baseline', ratio >= 8],
      [`keystroke p95 shown within one frame (<= 16.7 ms; to the frame ${portico.frameP95.toFixed(1)})`, portico.shownP95 <= 16.7],
      [`toggle p95 shown within one frame (<= 16.7 ms; to the frame ${toggle.frameP95.toFixed(1)})`, toggle.shownP95 <= 16.7],
    ] as const;
    for (const [goal, met] of goals) console.log(`${met ? 'met    ' : 'NOT MET'}  ${goal}`);
  }
  console.log('\nForm builder (FormEditor, properties panel shown): 1,000 questions of 10 types in 10 sections, 100 with a visibleFn; times in ms');
  printTable(builderRows);
  console.log('');
  for (const [name, row] of builderRows) {
    if (name === 'builder move (drop key)') continue;
    console.log(
      `${row.shownP95 <= 16.7 ? 'met    ' : 'NOT MET'}  ${name.slice('builder '.length)} p95 shown within one frame (<= 16.7 ms; to the frame ${row.frameP95.toFixed(1)})`,
    );
  }
}

await main();
