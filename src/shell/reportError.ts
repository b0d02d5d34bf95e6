import { sendsServerLogs } from './serverLogs';

/**
 * Logs a crash to the console and to the server's /vslog (namespace errors). Never throws and never
 * blocks: logging must not break the page it reports on.
 */
export function reportError(event: 'render_crash' | 'config_error', error: unknown, domain: string, extra: Record<string, unknown> = {}): void {
  console.error(`[portico] ${event}`, error, extra);
  if (!sendsServerLogs()) return;
  try {
    const detail = error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
    const body = JSON.stringify({ namespace: 'errors', event, data_json: { ...detail, ...extra, url: window.location.pathname } });
    const url = `/vslog?${new URLSearchParams({ domain }).toString()}`;
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) {
      void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
    }
  } catch {
    // Logging is best effort.
  }
}
