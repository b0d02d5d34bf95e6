import { Component, type ReactNode } from 'react';

/**
 * For a part of the page that can be done without (the notification panel, toasts, a dialog): when
 * it cannot render, for instance because its chunk failed to load, it is left out (or replaced by
 * `fallback`) and the page carries on, instead of the whole route showing the error screen.
 */
export class LeaveOutOnError extends Component<{ name: string; children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} left out`, error);
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
