import { useSearch } from '@tanstack/react-router';

/** A query parameter as text (the router reads ?pid=123 as a number), or undefined when absent or empty. */
export function useSearchParam(name: string): string | undefined {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const value = search[name];
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}
