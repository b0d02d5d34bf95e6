/** The query parameters a page view carries into its log entry (campaign attribution). */
export const LOGGED_QUERY_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'src', 'source', 'ref_src'] as const;

export interface PageLogEvent {
  namespace: string;
  event: string;
  data_json: Record<string, string | null>;
}

export const PAGE_LOG_NAMESPACE = 'careers_page';
export const PAGE_VIEW_EVENT = 'page_view';
export const PAGE_PERFORMANCE_EVENT = 'page_performance';

/**
 * The page-view entry sent to /vslog on each page change (spec: namespace, event, data_json with
 * position_id and utm parameters). The position comes from a pid parameter or a /careers/job/{pid}
 * or /careers/apply/{pid} path; only the leading number of a pid counts ("123-senior-engineer" → "123").
 */
export function pageLogEvent(pageId: string, pathname: string, search: string): PageLogEvent {
  const params = new URLSearchParams(search);
  const data: Record<string, string | null> = { page: pageId, path: pathname, position_id: positionIdOf(pathname, params) };
  for (const name of LOGGED_QUERY_PARAMS) {
    const value = params.get(name);
    if (value) data[name] = value;
  }
  return { namespace: PAGE_LOG_NAMESPACE, event: PAGE_VIEW_EVENT, data_json: data };
}

export function positionIdOf(pathname: string, params: URLSearchParams): string | null {
  const fromParam = params.get('pid');
  const fromPath = /^\/careers\/(?:job|apply)\/([^/]+)/.exec(pathname)?.[1];
  const raw = fromParam ?? (fromPath && fromPath !== 'private' ? decodeURIComponent(fromPath) : null);
  const leading = raw ? /^\d+/.exec(raw)?.[0] : undefined;
  return leading ?? null;
}

/** The navigation timings a page-performance entry reports (PerformanceNavigationTiming's fields, in ms). */
export interface NavigationTimings {
  startTime: number;
  responseStart: number;
  domContentLoadedEventEnd: number;
  loadEventEnd: number;
  requestStart?: number;
}

/**
 * The page-performance metrics (spec: navigation and largest paint timings, sent with metrics_to_push):
 * whole milliseconds; a timing the browser did not reach (0 or negative) is left out.
 */
export function pagePerformanceMetrics(navigation: NavigationTimings | undefined, largestContentfulPaint: number | undefined): Record<string, number> {
  const metrics: Record<string, number> = {};
  const put = (name: string, value: number | undefined) => {
    if (value !== undefined && Number.isFinite(value) && value > 0) metrics[name] = Math.round(value);
  };
  if (navigation) {
    put('ttfb', navigation.responseStart - navigation.startTime);
    put('dom_content_loaded', navigation.domContentLoadedEventEnd - navigation.startTime);
    put('load', navigation.loadEventEnd - navigation.startTime);
  }
  put('largest_contentful_paint', largestContentfulPaint);
  return metrics;
}
