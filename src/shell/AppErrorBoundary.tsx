import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './reportError';

interface Props {
  domain: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Last line of defence: a render crash anywhere shows the server error screen and is logged. */
export class AppErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError('render_crash', error, this.props.domain, { componentStack: info.componentStack?.slice(0, 2000) });
  }

  override render() {
    return this.state.error !== undefined ? this.props.fallback(this.state.error) : this.props.children;
  }
}
