import { Badge, Box, Button, CloseButton, Dialog, IconButton, Popover, Portal, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationTarget } from '../../../engine/home/notificationTarget';
import type { Notification } from '../../../schemas/generated/api/notifications';
import { usePortal } from '../../shared/PortalContext';
import { useMarkNotificationClicked, useNotificationBadge, useNotificationsBoot } from '../data/notifications';
import { NotificationPanelContent } from './NotificationPanelContent';

/** Spec constants: 480 px wide, at most min(70vh, 600px) high, a full-screen modal at 1024 px width or less. */
export const NOTIFICATION_PANEL_WIDTH = '480px';
export const NOTIFICATION_PANEL_MAX_HEIGHT = 'min(70vh, 600px)';
export const NOTIFICATION_FULL_SCREEN_QUERY = '(max-width: 1024px)';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

const BellButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof IconButton> & { count: number }>(function BellButton({ count, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <Box position="relative">
      <IconButton
        ref={ref}
        variant="ghost"
        color="inherit"
        size="sm"
        aria-label={count > 0 ? t('home.notifications.bellWithCount', { count }) : t('home.notifications.bell')}
        {...rest}
      >
        <BellIcon />
      </IconButton>
      {count > 0 && (
        <Badge
          position="absolute"
          top="-1"
          insetEnd="-1"
          colorPalette="red"
          variant="solid"
          borderRadius="full"
          fontSize="2xs"
          minW="5"
          justifyContent="center"
          pointerEvents="none"
          aria-hidden="true"
          data-testid="notification-badge"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Box>
  );
});

/**
 * The notification bell (spec §4, §7, §9): shown to a logged-in candidate when in-app notifications
 * are enabled; the unread badge polled every 5 minutes; the panel a dropdown dialog on desktop and a
 * full-screen modal at 1024 px or less. Opening a notification marks it clicked (optimistic, rolled
 * back on failure) and goes to its redirect URL with the current query parameters.
 */
export function NotificationBell({ onLogIn }: { onLogIn?: () => void }) {
  const { user, settings } = usePortal();
  if (!user.isLoggedIn)
    return settings.notifications.loggedOut.enabled && onLogIn ? <LoggedOutBell message={settings.notifications.loggedOut.message} onLogIn={onLogIn} /> : null;
  return <CandidateBell />;
}

/**
 * pcsxConfig.loggedOutNotificationConfig: a logged-out visitor's bell opens the employer's message
 * (or a default one) with a way to log in.
 */
function LoggedOutBell({ message, onLogIn }: { message: string | null; onLogIn: () => void }) {
  const { t } = useTranslation();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <BellButton count={0} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-labelledby="notification-panel-title" width="sm" maxW="calc(100vw - 16px)" data-testid="notification-panel">
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold" id="notification-panel-title">
                  {t('home.notifications.title')}
                </Popover.Title>
                <Text fontSize="sm">{message ?? t('home.notifications.loggedOutDefault')}</Text>
                <Button size="sm" colorPalette="brand" alignSelf="start" onClick={onLogIn}>
                  {t('home.notifications.logIn')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function CandidateBell() {
  const { t } = useTranslation();
  const { user, settings } = usePortal();
  const router = useRouter();
  const wanted = user.isLoggedIn && settings.notifications.inAppEnabled;
  const boot = useNotificationsBoot(wanted);
  const shown = wanted && boot.data?.enableCandidateInappNotifications === true;
  const badge = useNotificationBadge(shown);
  const markClicked = useMarkNotificationClicked();
  const [open, setOpen] = useState(false);
  const [fullScreen] = useMediaQuery([NOTIFICATION_FULL_SCREEN_QUERY], { ssr: false });
  if (!shown) return null;

  const count = badge.data ?? 0;
  const actionRequiredEnabled = settings.notifications.actionRequiredEnabled && boot.data?.hasActionRequiredNotificationsConfigured === true;
  const openNotification = (notification: Notification) => {
    if (!notification.isClicked) markClicked.mutate(notification.id);
    const target = notificationTarget(notification.redirectUrl, router.state.location.searchStr);
    setOpen(false);
    if (target) void router.navigate({ href: target });
  };
  const content = <NotificationPanelContent actionRequiredEnabled={actionRequiredEnabled} onOpen={openNotification} />;

  if (fullScreen) {
    return (
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="full" lazyMount unmountOnExit>
        <Dialog.Trigger asChild>
          <BellButton count={count} />
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="notification-panel">
              <Dialog.Header borderBottomWidth="1px" as="div">
                <Dialog.Title>{t('home.notifications.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body p="0" overflowY="auto">
                {content}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('home.notifications.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <BellButton count={count} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            aria-labelledby="notification-panel-title"
            width={NOTIFICATION_PANEL_WIDTH}
            maxW="calc(100vw - 16px)"
            maxH={NOTIFICATION_PANEL_MAX_HEIGHT}
            overflow="hidden"
            display="flex"
            flexDirection="column"
            data-testid="notification-panel"
          >
            <Box borderBottomWidth="1px" px="4" py="3">
              <Popover.Title fontWeight="semibold" id="notification-panel-title">
                {t('home.notifications.title')}
              </Popover.Title>
            </Box>
            <Popover.Body p="0" overflowY="auto" flex="1">
              {content}
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={t('home.notifications.close')} />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
