/**
 * Resolves once the browser has nothing more urgent to do: for work no one is waiting for (loading
 * what the visitor may need next, logging). Without requestIdleCallback (Safari, Node), on the next task.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => resolve());
    else globalThis.setTimeout(resolve, 0);
  });
}
