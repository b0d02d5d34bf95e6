import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../engine/api/ApiError';

/** How long typing must pause before a draft is saved. */
export const DRAFT_SAVE_DEBOUNCE_MS = 800;

/** tooLarge: the server keeps at most 256 KB a draft and 1 MB of drafts a person (413). */
export type DraftState = 'idle' | 'saving' | 'saved' | 'savedLocally' | 'failed' | 'tooLarge';

export interface DraftSaverOptions {
  /** Saves to the server; omitted for anonymous visitors. */
  readonly save?: (values: Record<string, unknown>) => Promise<unknown>;
  /** Where a copy is kept in this browser (localStorage), if any. */
  readonly localKey?: string;
}

export function readLocalDraft(key: string | undefined): Record<string, unknown> | undefined {
  if (!key) return undefined;
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function clearLocalDraft(key: string | undefined): void {
  if (key) window.localStorage.removeItem(key);
}

/**
 * Saves the answers as the candidate goes: debounced, the latest answers win, and a pending save is
 * flushed when the page is left, so nothing typed is lost on a reload or a failed submit.
 */
export function useDraftSaver({ save, localKey }: DraftSaverOptions) {
  const [state, setState] = useState<DraftState>('idle');
  const pending = useRef<(() => Record<string, unknown>) | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const read = pending.current;
    if (!read) return;
    pending.current = undefined;
    const values = read();
    if (localKey) {
      try {
        window.localStorage.setItem(localKey, JSON.stringify(values));
      } catch {
        // A full or disabled storage only loses the local copy.
      }
    }
    if (!saveRef.current) {
      setState(localKey ? 'savedLocally' : 'idle');
      return;
    }
    setState('saving');
    try {
      await saveRef.current(values);
      setState('saved');
    } catch (error) {
      setState(isApiError(error) && error.status === 413 ? 'tooLarge' : 'failed');
    }
  }, [localKey]);

  const onValuesChange = useCallback(
    (values: Record<string, unknown> | (() => Record<string, unknown>)) => {
      pending.current = typeof values === 'function' ? values : () => values;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    const leave = () => void flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      void flush();
    };
  }, [flush]);

  /** Stops saving (after a successful submit) so a late save cannot turn the submission back into a draft. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);

  return { state, onValuesChange, flush, cancel };
}
