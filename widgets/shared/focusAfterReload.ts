import { useEffect, type RefObject } from 'react';
import { announce } from './announce';

const STORAGE_KEY = 'portico.focusAfterReload';

interface FocusAfterReload {
  key: string;
  message?: string;
}

/**
 * An action that ends in a full page load (logging in) names the control that should have the focus
 * once the page is back, and what to announce then; `useFocusAfterReload` on that control takes it.
 */
export function focusAfterReload(key: string, message?: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ key, message } satisfies FocusAfterReload));
  } catch {
    // No session storage (a private mode): the page comes back without the focus, nothing else is lost.
  }
}

/** Focuses `ref` once after a page load when `focusAfterReload(key)` asked for it. */
export function useFocusAfterReload(key: string, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let wanted: FocusAfterReload | null = null;
    try {
      wanted = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as FocusAfterReload | null;
    } catch {
      return;
    }
    if (wanted?.key !== key || !ref.current) return;
    sessionStorage.removeItem(STORAGE_KEY);
    ref.current.focus();
    if (wanted.message) announce(wanted.message);
  }, [key, ref]);
}
