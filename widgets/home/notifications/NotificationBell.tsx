import { Suspense } from 'react';
import { LeaveOutOnError } from '../../shared/LeaveOutOnError';
import { lazyWidget } from '../../shared/lazyWidget';
import { usePortal } from '../../shared/PortalContext';

const Bell = lazyWidget('notification bell', () => import('./Bell'));

/**
 * The navbar's notification bell (Bell.tsx), loaded only for a visitor who may see one: a logged-in
 * candidate of an employer with in-app notifications, or a logged-out visitor when the employer has
 * a message for them. Most first visits see no bell and do not carry its code.
 */
export function NotificationBell({ onLogIn }: { onLogIn?: () => void }) {
  const { user, settings } = usePortal();
  const mayShow = user.isLoggedIn ? settings.notifications.inAppEnabled : settings.notifications.loggedOut.enabled && onLogIn !== undefined;
  if (!mayShow) return null;
  return (
    <LeaveOutOnError name="notification bell">
      <Suspense fallback={null}>
        <Bell onLogIn={onLogIn} />
      </Suspense>
    </LeaveOutOnError>
  );
}
