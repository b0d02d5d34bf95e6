import { Box, Button, Code, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason, type studioApi } from './studioApi';

/**
 * The employer's integration API keys (issue 21): create one for the ATS (its key shown this once,
 * to copy), see which exist and when each was last used, revoke one. Keys are the employer's, so an
 * admin manages their own employer's and a consultant any employer's.
 */
export function ApiKeysPanel({ calls, domain }: { calls: ReturnType<typeof studioApi>; domain: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['studio', domain, 'api-keys'];
  const keys = useQuery({ queryKey, queryFn: () => calls.apiKeys(domain) });
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: () => calls.createApiKey(domain, name.trim()),
    onSuccess: (created) => {
      setShown({ name: name.trim(), key: created.key });
      setCopied(false);
      setName('');
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => calls.revokeApiKey(domain, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
  const when = (at: string | null) =>
    at ? new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : t('studio.apiKeys.never');

  return (
    <Stack gap="5" maxW="4xl">
      <Text>{t('studio.apiKeys.intro')}</Text>
      <Box
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) create.mutate();
        }}
      >
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root maxW="sm" invalid={create.isError}>
            <Field.Label>{t('studio.apiKeys.name')}</Field.Label>
            <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} placeholder={t('studio.apiKeys.namePlaceholder')} />
            {create.isError && <Field.ErrorText>{failureReason(create.error, t)}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={create.isPending} disabled={!name.trim()}>
            {t('studio.apiKeys.create')}
          </Button>
        </HStack>
      </Box>
      {shown && (
        <Box role="status" borderWidth="1px" borderColor="border.info" bg="bg.info" borderRadius="l2" p="4" data-testid="api-key-created">
          <Text fontWeight="semibold" mb="2">
            {t('studio.apiKeys.created', { name: shown.name })}
          </Text>
          <Code display="block" p="2" wordBreak="break-all" whiteSpace="normal" dir="ltr">
            {shown.key}
          </Code>
          <HStack mt="3" gap="3" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard.writeText(shown.key).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t('studio.apiKeys.copied') : t('studio.apiKeys.copy')}
            </Button>
            <Text fontSize="sm">{t('studio.apiKeys.onlyOnce')}</Text>
          </HStack>
        </Box>
      )}
      {keys.isPending ? (
        <Text>{t('studio.loading')}</Text>
      ) : keys.isError ? (
        <Text role="alert">{t('studio.loadFailed')}</Text>
      ) : keys.data.keys.length === 0 ? (
        <Text>{t('studio.apiKeys.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" data-testid="api-keys">
            <Table.Caption srOnly>{t('studio.apiKeys.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('studio.apiKeys.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('studio.apiKeys.prefix')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('studio.apiKeys.createdBy')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('studio.apiKeys.lastUsed')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t('studio.apiKeys.actions')}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {keys.data.keys.map((key) => (
                <Table.Row key={key.id}>
                  <Table.Cell>{key.name}</Table.Cell>
                  <Table.Cell>
                    <Code dir="ltr">{key.keyPrefix}…</Code>
                  </Table.Cell>
                  <Table.Cell>
                    {key.createdBy} · {when(key.createdAt)}
                  </Table.Cell>
                  <Table.Cell>{when(key.lastUsedAt)}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={revoke.isPending && revoke.variables === key.id}
                      onClick={() => {
                        if (window.confirm(t('studio.apiKeys.revokeConfirm', { name: key.name }))) revoke.mutate(key.id);
                      }}
                      aria-label={t('studio.apiKeys.revokeNamed', { name: key.name })}
                    >
                      {t('studio.apiKeys.revoke')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {revoke.isError && <Text role="alert">{failureReason(revoke.error, t)}</Text>}
    </Stack>
  );
}
