import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../engine/search/searchTransitions';

type Filters = Record<string, string[]>;

/**
 * The ticked filters shown at once, committed after SEARCH_DEBOUNCE_MS of quiet (spec section 9), so
 * ticking three boxes makes one search and one history entry. When the committed filters change from
 * outside (back, forward, a link) and nothing is pending, the boxes follow them. A pending change is
 * committed when the widget goes away, so nothing ticked is lost.
 */
export function useDebouncedFilters(committed: Filters, commit: (filters: Filters) => void) {
  const [local, setLocal] = useState<Filters>(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Filters | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const committedKey = JSON.stringify(committed);
  useEffect(() => {
    if (!pending.current) setLocal(JSON.parse(committedKey) as Filters);
  }, [committedKey]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = undefined;
    if (next) commitRef.current(next);
  }, []);

  useEffect(() => flush, [flush]);

  const change = useCallback(
    (next: Filters, { immediate = false }: { immediate?: boolean } = {}) => {
      setLocal(next);
      pending.current = next;
      clearTimeout(timer.current);
      if (immediate) flush();
      else timer.current = setTimeout(flush, SEARCH_DEBOUNCE_MS);
    },
    [flush],
  );

  return { filters: local, change };
}
