import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

/**
 * The app provides a QueryClient; a widget rendered outside it (a preview, a test harness) gets its
 * own so its data hooks still work.
 */
export function EnsureQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? undefined : new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })));
  if (existing || !own) return children;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
