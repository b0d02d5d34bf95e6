import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates its markup, true from the render after: for
 * what must not be in server-rendered markup (a modal dialog, whose layer only works when mounted
 * in the browser: the server's copy of it would block the page without answering clicks).
 *
 * The render after hydration is synchronous, and it takes with it every part below the component that
 * has not hydrated yet (a Suspense boundary waiting for its turn hydrates at once, in one long task):
 * call this in a small component near the leaves (AfterHydration), never in one that wraps the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Its children from the render after hydration on (see useHydrated): nothing on the server and while the page hydrates. */
export function AfterHydration({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}
