/** Page logging's work (usePageLogging.ts): loaded once the page has rendered, not with it. */
import { PAGE_LOG_NAMESPACE, PAGE_PERFORMANCE_EVENT, pageLogEvent, pagePerformanceMetrics, positionIdOf } from '../../engine/home/pageLogEvent';

/** Sends one log entry without waiting for it: a beacon (text/plain JSON, which the server reads) when the browser has one, else a keepalive fetch. Never throws. */
function sendPageLog(domain: string, body: object, pid: string | null): void {
  try {
    const params = new URLSearchParams({ domain });
    if (pid) params.set('pid', pid);
    const url = `/vslog?${params.toString()}`;
    const payload = JSON.stringify(body);
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, payload)) return;
    void fetch(url, { method: 'POST', body: payload, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(
      () => {},
    );
  } catch {
    // Logging must never break the page.
  }
}

/** The largest contentful paint so far (ms), read from the performance timeline. */
function observeLargestPaint(): { read: () => number | undefined; stop: () => void } {
  let largest: number | undefined;
  let observer: PerformanceObserver | undefined;
  try {
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) largest = entry.startTime;
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
  } catch {
    observer = undefined;
  }
  return { read: () => largest, stop: () => observer?.disconnect() };
}

/** Logs a page view (spec: POST /vslog with namespace, event, data_json incl. position_id and utm parameters). */
export function logPageView(domain: string, pageId: string, pathname: string, search: string): void {
  const event = pageLogEvent(pageId, pathname, search);
  sendPageLog(domain, event, event.data_json.position_id ?? null);
}

/**
 * Sends the page-performance metrics (navigation and largest paint timings, as metrics_to_push) once
 * per load, when the page is hidden or after the load settles. Returns what stops it.
 */
export function startPerformanceLog(domain: string): () => void {
  const paint = observeLargestPaint();
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    try {
      const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
      const metrics = pagePerformanceMetrics(navigation, paint.read());
      if (Object.keys(metrics).length === 0) return;
      const pid = positionIdOf(window.location.pathname, new URLSearchParams(window.location.search));
      sendPageLog(
        domain,
        { namespace: PAGE_LOG_NAMESPACE, event: PAGE_PERFORMANCE_EVENT, metrics_to_push: metrics, data_json: { path: window.location.pathname } },
        pid,
      );
    } catch {
      // Logging must never break the page.
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') send();
  };
  // Largest paint settles once the visitor interacts or the page goes to the background; 10 s covers the rest.
  const timer = window.setTimeout(send, 10_000);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    paint.stop();
  };
}
