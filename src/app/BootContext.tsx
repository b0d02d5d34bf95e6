import { createContext, useContext } from 'react';
import type { BootData } from '../../schemas/generated/boot-data';

const BootContext = createContext<BootData | null>(null);

export const BootProvider = BootContext.Provider;

/** The boot data: the employer's validated config and who is looking. Shell-only: widgets get resolved props instead. */
export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot must be used inside <BootProvider>.');
  return boot;
}
