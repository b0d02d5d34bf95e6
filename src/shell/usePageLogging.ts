import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PAGE_LOG_NAMESPACE, PAGE_PERFORMANCE_EVENT, pageLogEvent, pagePerformanceMetrics, positionIdOf } from '../../engine/home/pageLogEvent';

/** Sends one log entry without waiting for it: a beacon (text/plain JSON, which the server reads) when the browser has one, else a keepalive fetch. Never throws. */
export function sendPageLog(domain: string, body: object, pid: string | null): void {
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

/**
 * Page logging (spec: POST /vslog with namespace, event, data_json incl. position_id and utm
 * parameters) on every page change, and once per load the page-performance metrics (navigation and
 * largest paint timings) with metrics_to_push, sent when the page is hidden or after the load settles.
 */
export function usePageLogging(domain: string, pageId: string | undefined): void {
  // The location the rendered page belongs to (not one still loading), so the page id and path agree.
  const location = useRouterState({ select: (state) => state.resolvedLocation });
  const pathname = location?.pathname;
  // A page change is a new path: the search page rewriting its own query (filters, paging) is not one.
  // The location resolves after its matches, so the page id read here is the new page's.
  const current = useRef({ search: '', pageId });
  current.current = { search: location?.searchStr ?? '', pageId };
  useEffect(() => {
    const { pageId: page, search } = current.current;
    if (!page || !pathname) return;
    const event = pageLogEvent(page, pathname, search);
    sendPageLog(domain, event, event.data_json.position_id ?? null);
  }, [domain, pathname]);

  useEffect(() => {
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
  }, [domain]);
}
