import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * A value kept in a URL query parameter (e.g. the forms center's tab), so reloads and shared links
 * keep it. `replace` rewrites the current history entry instead of pushing a new one.
 */
export function useUrlQueryState(key: string, fallback: string): [string, (value: string, options?: { replace?: boolean }) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const raw = search[key];
  const value = typeof raw === 'string' && raw !== '' ? raw : fallback;
  const setValue = useCallback(
    (next: string, options: { replace?: boolean } = {}) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, [key]: next === fallback ? undefined : next }),
        replace: options.replace ?? false,
      });
    },
    [navigate, key, fallback],
  );
  return [value, setValue];
}
