let sending = true;

/**
 * Whether this page sends its logs (page views, performance, crashes) to the server's /vslog. The
 * studio's preview does not: its views are an editor's, not a visitor's, and a preview stores nothing.
 */
export const sendsServerLogs = (): boolean => sending;

/** For the studio's preview, before it renders. */
export function stopServerLogs(): void {
  sending = false;
}
