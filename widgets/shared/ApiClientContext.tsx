import { createContext, useContext } from 'react';
import type { ApiClient } from '../../engine/api/createApiClient';

const ApiClientContext = createContext<ApiClient | null>(null);

export const ApiClientProvider = ApiClientContext.Provider;

/** The request layer (CSRF header, key case, error catalogue) for widgets' data hooks. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>.');
  return client;
}
