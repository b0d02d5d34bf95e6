import { createContext, useContext } from 'react';
import type { PageBootData } from '../../engine/i18n/localizedText';

const BootContext = createContext<PageBootData | null>(null);

export const BootProvider = BootContext.Provider;

/** The boot data: the employer's validated config and who is looking. Shell-only: widgets get resolved props instead. */
export function useBoot(): PageBootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot must be used inside <BootProvider>.');
  return boot;
}
