import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../widgets/shared/ConfirmDialog';
import { toaster } from '../../widgets/shared/toaster';
import { DiffView } from './DiffView';
import type { studioApi } from './studioApi';
import { studioError } from './studioApi';
import { formatConfig } from './useStudioDraft';

interface HistoryPanelProps {
  calls: ReturnType<typeof studioApi>;
  domain: string;
  publishedVersion: number;
  publishedText: string;
  /** A rollback published `version`'s config as the new version. */
  onRolledBack: (version: number, text: string) => void;
}

const when = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** Every published version, newest first: compare one with the published version, or publish it again (rollback, one click and a confirmation). */
export function HistoryPanel({ calls, domain, publishedVersion, publishedText, onRolledBack }: HistoryPanelProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const versions = useQuery({ queryKey: ['studio', domain, 'versions', publishedVersion], queryFn: () => calls.versions(domain) });
  const [compared, setCompared] = useState<{ version: number; text: string } | null>(null);
  const [rollingBack, setRollingBack] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const compare = async (version: number) => setCompared({ version, text: formatConfig((await calls.version(domain, version)).config) });
  const rollBack = async (version: number) => {
    setBusy(true);
    try {
      const { version: next } = await calls.rollback(domain, {
        version,
        baseVersion: publishedVersion,
        message: t('studio.history.rollbackMessage', { version }),
      });
      const text = formatConfig((await calls.version(domain, next)).config);
      toaster.create({ type: 'success', title: t('studio.history.rolledBack', { version, next }) });
      setRollingBack(null);
      setCompared(null);
      await queryClient.invalidateQueries({ queryKey: ['studio', domain] });
      onRolledBack(next, text);
    } catch (error) {
      toaster.create({ type: 'error', title: studioError(error, t)?.message ?? String(error), closable: true });
    } finally {
      setBusy(false);
    }
  };

  if (versions.isPending) return <Text>{t('studio.loading')}</Text>;
  if (versions.isError) return <Text role="alert">{t('studio.loadFailed')}</Text>;
  return (
    <Stack gap="4">
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" data-testid="studio-history">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('studio.history.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('studio.history.author')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('studio.history.when')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('studio.history.message')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('studio.history.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions.data.map((row) => (
              <Table.Row key={row.version}>
                <Table.Cell>
                  {row.version}
                  {row.version === publishedVersion && (
                    <Text as="span" ms="2" fontSize="xs" fontWeight="semibold" color="green.fg">
                      {t('studio.history.current')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{row.author}</Table.Cell>
                <Table.Cell>{when(row.publishedAt, i18n.language)}</Table.Cell>
                <Table.Cell>{row.message}</Table.Cell>
                <Table.Cell>
                  {row.version !== publishedVersion && (
                    <HStack gap="2">
                      <Button size="xs" variant="outline" onClick={() => void compare(row.version)}>
                        {t('studio.history.view')}
                      </Button>
                      <Button size="xs" colorPalette="brand" onClick={() => setRollingBack(row.version)}>
                        {t('studio.history.rollback', { version: row.version })}
                      </Button>
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {compared && (
        <Stack gap="2">
          <Text fontWeight="semibold">{t('studio.history.viewing', { version: compared.version, published: publishedVersion })}</Text>
          <DiffView
            before={publishedText}
            after={compared.text}
            beforeLabel={t('studio.publishedVersion', { version: publishedVersion })}
            afterLabel={`${t('studio.history.version')} ${compared.version}`}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={rollingBack !== null}
        onOpenChange={({ open }) => !open && setRollingBack(null)}
        title={t('studio.history.rollbackTitle', { version: rollingBack })}
        cancelLabel={t('studio.cancel')}
        confirmLabel={t('studio.history.rollback', { version: rollingBack })}
        confirmPalette="brand"
        confirming={busy}
        onConfirm={() => rollingBack !== null && void rollBack(rollingBack)}
        testId="studio-rollback-dialog"
      >
        <Text>{t('studio.history.rollbackBody', { version: rollingBack, next: publishedVersion + 1 })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
