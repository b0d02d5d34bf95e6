import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { loadChunk } from '../../engine/errors/ChunkLoadError';
import { LeaveOutOnError } from './LeaveOutOnError';
import { loadAllRecipes } from './lazyWidget';
import type * as ToasterViewModule from './ToasterView';

export interface ToastOptions {
  /** A toast with the id of one still shown replaces it. */
  id?: string;
  type?: 'success' | 'error' | 'warning' | 'info' | 'loading';
  title?: ReactNode;
  description?: ReactNode;
  duration?: number;
  closable?: boolean;
}

type ChakraToaster = typeof ToasterViewModule.chakraToaster;

/**
 * Toasts without Chakra's toast machinery on the first paint: the store and view (with the rest of
 * Chakra's recipes, the toast's among them) load with the first toast (most visits never show one).
 * Toasts asked for meanwhile are shown once it has loaded.
 */
const loadToasterView = () => Promise.all([loadChunk(() => import('./ToasterView'), 'ToasterView'), loadAllRecipes()]).then(([view]) => view);
let loaded: ChakraToaster | null = null;
let wanted = false;
const pending: ToastOptions[] = [];
const listeners = new Set<() => void>();

function loadToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
  void loadToasterView().then(
    ({ chakraToaster }) => {
      loaded = chakraToaster;
      for (const options of pending.splice(0)) chakraToaster.create(options);
    },
    (error: unknown) => {
      // No toasts this time (offline, say); the next toast tries again.
      console.warn('toasts left out', error);
      pending.length = 0;
      wanted = false;
      listeners.forEach((listener) => listener());
    },
  );
}

export const toaster = {
  create(given: ToastOptions): void {
    // An error toast with the words of one still shown replaces it rather than stacking a copy (the request
    // layer and the widget that asked can report the same failure: the studio preview's refusal).
    const options = given.type === 'error' && typeof given.title === 'string' ? { id: `error:${given.title}`, ...given } : given;
    if (loaded) {
      loaded.create(options);
      return;
    }
    pending.push(options);
    loadToaster();
  },
  /** Removes every toast (tests). */
  remove(): void {
    pending.length = 0;
    loaded?.remove();
  },
};

const ToasterView = lazy(() => loadToasterView().then((module) => ({ default: module.ToasterView })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function Toaster() {
  // A server-rendered page has no toasts; the browser's first render (hydration) matches that.
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <LeaveOutOnError name="toasts">
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </LeaveOutOnError>
  );
}
