import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates its markup, true from the render after: for
 * what must not be in server-rendered markup (a modal dialog, whose layer only works when mounted
 * in the browser: the server's copy of it would block the page without answering clicks).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
