import { Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../schemas/generated/api/studio';
import type { studioApi } from './studioApi';

/** Each action's words: literal keys, so the key check sees every one. */
const ACTION_TEXT: Record<AuditEntry['action'], (t: TFunction) => string> = {
  seed: (t) => t('studio.audit.actions.seed'),
  create: (t) => t('studio.audit.actions.create'),
  publish: (t) => t('studio.audit.actions.publish'),
  rollback: (t) => t('studio.audit.actions.rollback'),
  import: (t) => t('studio.audit.actions.import'),
};

/** Who published, rolled back, created or imported what, and when: newest first. */
export function AuditPanel({ calls, domain, publishedVersion }: { calls: ReturnType<typeof studioApi>; domain: string; publishedVersion: number }) {
  const { t, i18n } = useTranslation();
  const audit = useQuery({ queryKey: ['studio', domain, 'audit', publishedVersion], queryFn: () => calls.audit(domain) });
  if (audit.isPending) return <Text>{t('studio.loading')}</Text>;
  if (audit.isError) return <Text role="alert">{t('studio.loadFailed')}</Text>;
  if (audit.data.length === 0) return <Text>{t('studio.audit.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" data-testid="studio-audit">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('studio.audit.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('studio.audit.actor')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('studio.audit.action')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('studio.audit.versions')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('studio.audit.message')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {audit.data.map((row, index) => (
            <Table.Row key={`${row.at}-${index}`}>
              <Table.Cell>{new Date(row.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })}</Table.Cell>
              <Table.Cell>{row.actor}</Table.Cell>
              <Table.Cell>{ACTION_TEXT[row.action]?.(t) ?? row.action}</Table.Cell>
              <Table.Cell>{row.fromVersion === null ? row.toVersion : t('studio.audit.fromTo', { from: row.fromVersion, to: row.toVersion })}</Table.Cell>
              <Table.Cell>{row.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
