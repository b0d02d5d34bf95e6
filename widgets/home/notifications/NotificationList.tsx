import { Box, Center, HStack, Spinner, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../schemas/generated/api/notifications';
import { useNotifications, type NotificationTab } from '../data/notifications';
import { formatDateTime } from '../../shared/formatDate';

/** One tab's notifications: each a button that opens it; unread ones carry a dot and say so to screen readers. */
export function NotificationList({ tab, onOpen }: { tab: NotificationTab; onOpen: (notification: Notification) => void }) {
  const { t, i18n } = useTranslation();
  const query = useNotifications(tab, true);
  if (query.isPending) {
    return (
      <Center py="8" aria-busy="true">
        <Spinner size="sm" aria-label={t('home.loading')} />
      </Center>
    );
  }
  const notifications = query.data ?? [];
  if (notifications.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="8">
        {t('home.notifications.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={tab === 'all' ? t('home.notifications.all') : t('home.notifications.actionRequired')}>
      {notifications.map((notification) => (
        <Box as="li" key={notification.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <chakra.button
            type="button"
            w="full"
            textAlign="start"
            px="4"
            py="3"
            cursor="pointer"
            bg={notification.isClicked ? undefined : 'brand.subtle'}
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid var(--focus-ring-color)', outlineOffset: '-2px' }}
            data-testid="notification-item"
            data-unread={notification.isClicked ? 'false' : 'true'}
            onClick={() => onOpen(notification)}
          >
            <HStack align="start" gap="3">
              <Box mt="1.5" boxSize="2" borderRadius="full" flexShrink={0} bg={notification.isClicked ? 'transparent' : 'brand.solid'} aria-hidden="true" />
              <Stack gap="0.5" minW="0">
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  {notification.categoryTitle}
                  {!notification.isClicked && <VisuallyHidden>{` (${t('home.notifications.unread')})`}</VisuallyHidden>}
                </Text>
                <Text fontSize="sm" fontWeight={notification.isClicked ? 'normal' : 'semibold'}>
                  {notification.message}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(notification.createdAt, i18n.language)}
                </Text>
              </Stack>
            </HStack>
          </chakra.button>
        </Box>
      ))}
    </Stack>
  );
}
