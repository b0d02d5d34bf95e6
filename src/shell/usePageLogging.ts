import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { whenIdle } from '../../widgets/shared/whenIdle';
import { sendsServerLogs } from './serverLogs';

/** The logging code (pageLogging.ts) loads once the browser is idle after rendering: nothing on screen waits for it. */
const loadPageLogging = () => whenIdle().then(() => import('./pageLogging'));

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
    if (!page || !pathname || !sendsServerLogs()) return;
    void loadPageLogging().then(
      (logging) => logging.logPageView(domain, page, pathname, search),
      () => undefined, // Logging must never break the page.
    );
  }, [domain, pathname]);

  useEffect(() => {
    if (!sendsServerLogs()) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void loadPageLogging().then(
      (logging) => {
        if (!stopped) stop = logging.startPerformanceLog(domain);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [domain]);
}
