import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { usePortal } from '../../shared/PortalContext';
import { LeaveOutOnError } from '../../shared/LeaveOutOnError';
import { lazyWidget } from '../../shared/lazyWidget';
import { useNotificationBadge, useNotificationsBoot } from '../data/notifications';
import { BellButton } from './BellButton';
import type * as Panels from './NotificationPanel';

// The panel (popover, modal, tabs, list) is not part of the page: its chunk is fetched when the
// visitor reaches for the bell (pointer over it or focus) and shown on the click.
const loadPanel = () => import('./NotificationPanel');
const LoggedOutPanel = lazyWidget<ComponentProps<typeof Panels.LoggedOutPanel>>('NotificationPanel', () =>
  loadPanel().then((module) => ({ default: module.LoggedOutPanel })),
);
const CandidatePanel = lazyWidget<ComponentProps<typeof Panels.CandidatePanel>>('NotificationPanel', () =>
  loadPanel().then((module) => ({ default: module.CandidatePanel })),
);
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The notification bell (spec §4, §7, §9): shown to a logged-in candidate when in-app notifications
 * are enabled; the unread badge polled every 5 minutes; the panel a dropdown dialog on desktop and a
 * full-screen modal at 1024 px or less. Opening a notification marks it clicked (optimistic, rolled
 * back on failure) and goes to its redirect URL with the current query parameters. A logged-out
 * visitor's bell (pcsxConfig.loggedOutNotificationConfig) opens the employer's message with a way to log in.
 */
export default function Bell({ onLogIn }: { onLogIn?: () => void }) {
  const { user, settings } = usePortal();
  if (!user.isLoggedIn) {
    if (!settings.notifications.loggedOut.enabled || !onLogIn) return null;
    const message = settings.notifications.loggedOut.message;
    return <DeferredBell count={0} panel={<LoggedOutPanel message={message} onLogIn={onLogIn} />} />;
  }
  return <CandidateBell />;
}

function CandidateBell() {
  const { user, settings } = usePortal();
  const wanted = user.isLoggedIn && settings.notifications.inAppEnabled;
  const boot = useNotificationsBoot(wanted);
  const shown = wanted && boot.data?.enableCandidateInappNotifications === true;
  const badge = useNotificationBadge(shown);
  if (!shown) return null;
  const count = badge.data ?? 0;
  const actionRequiredEnabled = settings.notifications.actionRequiredEnabled && boot.data?.hasActionRequiredNotificationsConfigured === true;
  return <DeferredBell count={count} panel={<CandidatePanel count={count} actionRequiredEnabled={actionRequiredEnabled} />} />;
}

/**
 * The bell button alone until its first click; from then on the panel, which starts open, moves focus
 * into itself and on closing gives it back to its own trigger (a bell button too).
 */
function DeferredBell({ count, panel }: { count: number; panel: ReactNode }) {
  const [clicked, setClicked] = useState(false);
  const button = <BellButton count={count} onPointerEnter={preloadPanel} onFocus={preloadPanel} onClick={() => setClicked(true)} />;
  if (!clicked) return button;
  return (
    <LeaveOutOnError name="notification panel">
      <Suspense fallback={button}>{panel}</Suspense>
    </LeaveOutOnError>
  );
}
