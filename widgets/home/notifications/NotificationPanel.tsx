import { Box, Button, CloseButton, Dialog, Popover, Portal, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationTarget } from '../../../engine/home/notificationTarget';
import type { Notification } from '../../../schemas/generated/api/notifications';
import { useMarkNotificationClicked } from '../data/notifications';
import { BellButton } from './BellButton';
import { NotificationPanelContent } from './NotificationPanelContent';

/** Spec constants: 480 px wide, at most min(70vh, 600px) high, a full-screen modal at 1024 px width or less. */
export const NOTIFICATION_PANEL_WIDTH = '480px';
export const NOTIFICATION_PANEL_MAX_HEIGHT = 'min(70vh, 600px)';
export const NOTIFICATION_FULL_SCREEN_QUERY = '(max-width: 1024px)';

/**
 * Opens right after mounting: a popover that is open from its first render does not move focus into
 * itself, one that opens does.
 */
function useOpenOnMount() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return [open, setOpen] as const;
}

/**
 * The panels mount when the bell is first clicked (NotificationBell.tsx), so they start open.
 *
 * pcsxConfig.loggedOutNotificationConfig: a logged-out visitor's bell opens the employer's message
 * (or a default one) with a way to log in.
 */
export function LoggedOutPanel({ message, onLogIn }: { message: string | null; onLogIn: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useOpenOnMount();
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
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

export function CandidatePanel({ count, actionRequiredEnabled }: { count: number; actionRequiredEnabled: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const markClicked = useMarkNotificationClicked();
  const [open, setOpen] = useOpenOnMount();
  const [fullScreen] = useMediaQuery([NOTIFICATION_FULL_SCREEN_QUERY], { ssr: false });
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
