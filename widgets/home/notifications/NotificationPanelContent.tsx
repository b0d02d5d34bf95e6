import { Button, HStack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../schemas/generated/api/notifications';
import { useMarkAllNotifications, type NotificationTab } from '../data/notifications';
import { NotificationList } from './NotificationList';

/**
 * The panel's body: tabs All and Action required (the latter usable only when configured), and the
 * mark-all actions. Shared by the dropdown and the full-screen modal.
 */
export function NotificationPanelContent({ actionRequiredEnabled, onOpen }: { actionRequiredEnabled: boolean; onOpen: (notification: Notification) => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NotificationTab>('all');
  const markAll = useMarkAllNotifications();
  return (
    <>
      <HStack gap="2" px="4" py="2" justify="flex-end" borderBottomWidth="1px">
        <Button
          size="xs"
          variant="ghost"
          loading={markAll.isPending && markAll.variables === 'mark_all_viewed'}
          onClick={() => markAll.mutate('mark_all_viewed')}
        >
          {t('home.notifications.markAllViewed')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          loading={markAll.isPending && markAll.variables === 'mark_all_clicked'}
          onClick={() => markAll.mutate('mark_all_clicked')}
        >
          {t('home.notifications.markAllClicked')}
        </Button>
      </HStack>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as NotificationTab)}
        lazyMount
        unmountOnExit
        variant="line"
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List px="2">
          <Tabs.Trigger value="all">{t('home.notifications.all')}</Tabs.Trigger>
          <Tabs.Trigger value="action_required" disabled={!actionRequiredEnabled}>
            {t('home.notifications.actionRequired')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all" p="0">
          <NotificationList tab="all" onOpen={onOpen} />
        </Tabs.Content>
        {actionRequiredEnabled && (
          <Tabs.Content value="action_required" p="0">
            <NotificationList tab="action_required" onOpen={onOpen} />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </>
  );
}
