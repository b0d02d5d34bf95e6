/**
 * The server renderer's HTML sanitizer: DOMPurify over a jsdom window (Node has no DOM), in a thread
 * of its own. jsdom takes about a second of CPU to load (some 1,100 files); in a thread it loads on
 * another core while the server opens its database, not on the way to the first page. Each HTML
 * string is sanitized once: the answers are kept (most recently used first, up to a bound), so the
 * employer's footer or a job's description costs a message only the first time it is shown. If the
 * thread stops, what waits for it fails (the page leaves that HTML out, as on any sanitizer error), and
 * a new thread starts for the first request a second later.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { EMPLOYER_HTML_POLICY } from '../../engine/pages/employerHtmlPolicy';

/** A thenable React's use() reads at once when it has settled (its status set, as React would). */
export type SanitizedThenable = Promise<string> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: string; reason?: unknown };

/** Characters of HTML whose sanitized form is kept (a few employers' footers and a page of job descriptions many times over). */
const KEPT_CHARACTERS = 4_000_000;

// Plain CommonJS, run by the thread as it is (not bundled): the packages' absolute paths come with it.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { JSDOM } = require(workerData.jsdom);
const purify = require(workerData.dompurify)(new JSDOM('').window);
parentPort.on('message', ({ id, html }) => {
  try {
    parentPort.postMessage({ id, clean: purify.sanitize(html, workerData.policy) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Answer {
  id: number;
  clean?: string;
  error?: string;
}

/** After the thread stops, requests fail for this long before a new thread is started (a thread that cannot start is not started in a loop). */
const RESTART_AFTER_MS = 1000;

export interface ThreadSanitizer {
  (html: string): SanitizedThenable;
  /** Stops the thread as a crash would (tests): what waits fails, and a later request starts a new thread. */
  stopThread(): Promise<void>;
}

export function createThreadSanitizer(options: { restartAfterMs?: number } = {}): ThreadSanitizer {
  const resolve = createRequire(import.meta.url).resolve;
  const restartAfterMs = options.restartAfterMs ?? RESTART_AFTER_MS;
  const waiting = new Map<number, { resolve: (clean: string) => void; reject: (error: Error) => void }>();
  let worker: Worker | null = null;
  /** Why the last thread stopped, and when: requests fail with it until restartAfterMs has passed. */
  let failure: { error: Error; at: number } | undefined;
  const start = () => {
    const thread = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { jsdom: resolve('jsdom'), dompurify: resolve('dompurify'), policy: EMPLOYER_HTML_POLICY },
    });
    // The thread never keeps the server (or a test) running.
    thread.unref();
    // An error is followed by an exit: the first one tells.
    const stopped = (error: Error) => {
      if (worker !== thread) return;
      worker = null;
      failure = { error, at: performance.now() };
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    };
    thread.on('message', ({ id, clean, error }: Answer) => {
      const request = waiting.get(id);
      waiting.delete(id);
      if (clean !== undefined) request?.resolve(clean);
      else request?.reject(new Error(`The HTML sanitizer failed: ${error}`));
    });
    thread.on('error', (error) => stopped(new Error(`The HTML sanitizer's thread failed: ${error.message}`)));
    thread.on('exit', (code) => stopped(new Error(`The HTML sanitizer's thread stopped (exit code ${code}).`)));
    return thread;
  };
  // Started at once: jsdom loads while the server opens its database.
  worker = start();
  /** The thread to ask, started again once restartAfterMs has passed since the last one stopped; null meanwhile. */
  const running = () => {
    if (!worker && (!failure || performance.now() - failure.at >= restartAfterMs)) worker = start();
    return worker;
  };

  const kept = new Map<string, SanitizedThenable>();
  let keptCharacters = 0;
  let nextId = 1;
  const sanitize = (html: string) => {
    const known = kept.get(html);
    if (known) {
      // Most recently used last: the first entries are the ones to drop.
      kept.delete(html);
      kept.set(html, known);
      return known;
    }
    const asked = running();
    const answer = (
      asked
        ? new Promise<string>((resolve, reject) => {
            const id = nextId++;
            waiting.set(id, { resolve, reject });
            asked.postMessage({ id, html });
          })
        : Promise.reject(failure!.error)
    ) as SanitizedThenable;
    answer.status = 'pending';
    answer.then(
      (clean) => Object.assign(answer, { status: 'fulfilled', value: clean }),
      (reason: unknown) => {
        Object.assign(answer, { status: 'rejected', reason });
        // A failure is not kept: the next page asks again.
        if (kept.get(html) === answer) {
          kept.delete(html);
          keptCharacters -= html.length;
        }
      },
    );
    kept.set(html, answer);
    keptCharacters += html.length;
    for (const [oldest] of kept) {
      if (keptCharacters <= KEPT_CHARACTERS || oldest === html) break;
      kept.delete(oldest);
      keptCharacters -= oldest.length;
    }
    return answer;
  };
  return Object.assign(sanitize, {
    stopThread: async () => {
      await worker?.terminate();
    },
  });
}
