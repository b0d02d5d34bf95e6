/**
 * The server renderer's HTML sanitizer: DOMPurify over a jsdom window (Node has no DOM), in a thread
 * of its own. jsdom takes about a second of CPU to load (some 1,100 files); in a thread it loads on
 * another core while the server opens its database, not on the way to the first page. Each HTML
 * string is sanitized once: the answers are kept (most recently used first, up to a bound), so the
 * employer's footer or a job's description costs a message only the first time it is shown.
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

export function createThreadSanitizer(): (html: string) => SanitizedThenable {
  const resolve = createRequire(import.meta.url).resolve;
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { jsdom: resolve('jsdom'), dompurify: resolve('dompurify'), policy: EMPLOYER_HTML_POLICY },
  });
  // The thread never keeps the server (or a test) running.
  worker.unref();
  const waiting = new Map<number, { resolve: (clean: string) => void; reject: (error: Error) => void }>();
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', ({ id, clean, error }: Answer) => {
    const request = waiting.get(id);
    waiting.delete(id);
    if (clean !== undefined) request?.resolve(clean);
    else request?.reject(new Error(`The HTML sanitizer failed: ${error}`));
  });
  worker.on('error', (error) => failAll(new Error(`The HTML sanitizer's thread failed: ${error.message}`)));
  worker.on('exit', (code) => failAll(new Error(`The HTML sanitizer's thread stopped (exit code ${code}).`)));

  const kept = new Map<string, SanitizedThenable>();
  let keptCharacters = 0;
  let nextId = 1;
  return (html) => {
    const known = kept.get(html);
    if (known) {
      // Most recently used last: the first entries are the ones to drop.
      kept.delete(html);
      kept.set(html, known);
      return known;
    }
    const answer = (
      failure
        ? Promise.reject(failure)
        : new Promise<string>((resolve, reject) => {
            const id = nextId++;
            waiting.set(id, { resolve, reject });
            worker.postMessage({ id, html });
          })
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
}
