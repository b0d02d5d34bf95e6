import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface AuthModalRequest {
  /** Called when the modal closes while the visitor is still logged out. */
  onDismiss?: () => void;
  /** Where to go after a successful login (default: reload the current page). */
  next?: string;
  mode?: 'login' | 'signup';
}

interface AuthModalState {
  request: AuthModalRequest | null;
  open: (request?: AuthModalRequest) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<AuthModalRequest | null>(null);
  const open = useCallback((next: AuthModalRequest = {}) => setRequest(next), []);
  const close = useCallback(() => setRequest(null), []);
  const value = useMemo(() => ({ request, open, close }), [request, open, close]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalState {
  const state = useContext(AuthModalContext);
  if (!state) throw new Error('useAuthModal must be used inside <AuthModalProvider>.');
  return state;
}
