import { Component, Suspense, type ReactNode } from 'react';
import { lazyWidget } from '../../shared/lazyWidget';

// lazyWidget: the chunk comes with the Chakra recipes its popover and tabs need.
const NotificationBellChunk = lazyWidget<{ onLogIn?: () => void }>('NotificationBell', () =>
  import('./NotificationBell').then((module) => ({ default: module.NotificationBell })),
);

/** A bell that cannot load (a chunk that fails) is left out; it never takes the page down with it. */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('notification bell left out', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The bell, loaded after the page: the navbar is on every page, and the panel (popover, modal, tabs,
 * list) need not weigh on the first paint of any of them.
 */
export function LazyNotificationBell(props: { onLogIn?: () => void }) {
  return (
    <LeaveOutOnError>
      <Suspense fallback={null}>
        <NotificationBellChunk {...props} />
      </Suspense>
    </LeaveOutOnError>
  );
}
