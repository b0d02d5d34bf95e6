import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioFormSummary } from '../../schemas/generated/api/studio';
import { ConfirmDialog } from '../../widgets/shared/ConfirmDialog';
import { PorticoLink } from '../../widgets/shared/PorticoLink';
import { toaster } from '../../widgets/shared/toaster';
import { usePageTitle } from '../../widgets/shared/usePageTitle';
import { LabelledSelect } from '../studio/LabelledSelect';
import { studioError } from '../studio/studioApi';
import { builderPath, type formBuilderApi } from './formBuilderApi';

type Api = ReturnType<typeof formBuilderApi>;

/** Makes a form: blank, from a template (any of the employer's forms) or as a copy of one. */
function CreateFormDialog({
  api,
  forms,
  initialTemplate,
  initialTitle,
  onClose,
  onCreated,
}: {
  api: Api;
  forms: readonly StudioFormSummary[];
  initialTemplate: string;
  initialTitle: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle);
  const [template, setTemplate] = useState(initialTemplate);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const { id } = await api.create(title.trim(), template || undefined);
      onCreated(id);
    } catch (failure) {
      setError(studioError(failure, t)?.message ?? String(failure));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={({ open }) => !open && onClose()}
      title={t('formBuilder.list.createTitle')}
      cancelLabel={t('formBuilder.cancel')}
      confirmLabel={t('formBuilder.list.create')}
      confirmPalette="brand"
      confirmDisabled={!title.trim()}
      confirming={busy}
      onConfirm={() => void create()}
      testId="form-create-dialog"
    >
      <Stack gap="3">
        <Field.Root required invalid={error !== null}>
          <Field.Label>{t('formBuilder.list.formTitle')}</Field.Label>
          <Input value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <LabelledSelect
          label={t('formBuilder.list.startFrom')}
          value={template}
          onChange={setTemplate}
          options={[
            { value: '', label: t('formBuilder.list.blank') },
            ...forms.map((form) => ({ value: form.id, label: t('formBuilder.list.template', { title: form.title }) })),
          ]}
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** The employer's forms (/careers/forms/builder): each with its state and how many candidates have it open or done. */
export function FormList({ api, domain, employerPicker, open }: { api: Api; domain: string; employerPicker: React.ReactNode; open: (id: string) => void }) {
  const { t } = useTranslation();
  usePageTitle(t('formBuilder.title'));
  const queryClient = useQueryClient();
  const forms = useQuery({ queryKey: ['formBuilder', domain, 'forms'], queryFn: () => api.list() });
  const [creating, setCreating] = useState<{ template: string; title: string } | null>(null);
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t('formBuilder.title')}
        </Heading>
        <HStack gap="3" align="end" wrap="wrap">
          {employerPicker}
          <Button colorPalette="brand" onClick={() => setCreating({ template: '', title: '' })} disabled={!forms.data}>
            {t('formBuilder.list.new')}
          </Button>
        </HStack>
      </HStack>
      {forms.isPending && <Text>{t('formBuilder.loading')}</Text>}
      {forms.isError && (
        <Stack role="alert" gap="2" align="start">
          <Text>{studioError(forms.error, t)?.message ?? t('formBuilder.loadFailed')}</Text>
          <Button size="sm" onClick={() => void forms.refetch()}>
            {t('formBuilder.retry')}
          </Button>
        </Stack>
      )}
      {forms.data && forms.data.length === 0 && <Text>{t('formBuilder.list.empty')}</Text>}
      {forms.data && forms.data.length > 0 && (
        <Box overflowX="auto" position="relative">
          <Table.Root size="sm" data-testid="form-list">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('formBuilder.list.columns.title')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('formBuilder.list.columns.state')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('formBuilder.list.columns.open')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('formBuilder.list.columns.done')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box srOnly>{t('formBuilder.list.columns.actions')}</Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {forms.data.map((form) => (
                <Table.Row key={form.id} data-form-id={form.id}>
                  <Table.Cell>
                    <PorticoLink href={builderPath(form.id)} fontWeight="medium">
                      {form.title}
                    </PorticoLink>
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {form.id}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      {form.publishedVersion === null ? (
                        <Badge colorPalette="gray">{t('formBuilder.list.neverPublished')}</Badge>
                      ) : (
                        <Badge colorPalette="green">{t('formBuilder.list.published', { version: form.publishedVersion })}</Badge>
                      )}
                      {form.hasDraft && <Badge colorPalette="orange">{t('formBuilder.list.draft')}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{form.openCount ?? 0}</Table.Cell>
                  <Table.Cell textAlign="end">{form.doneCount ?? 0}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('formBuilder.list.duplicateLabel', { title: form.title })}
                      onClick={() => setCreating({ template: form.id, title: t('formBuilder.copyLabel', { label: form.title }) })}
                    >
                      {t('formBuilder.list.duplicate')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {creating && forms.data && (
        <CreateFormDialog
          api={api}
          forms={forms.data}
          initialTemplate={creating.template}
          initialTitle={creating.title}
          onClose={() => setCreating(null)}
          onCreated={(id) => {
            setCreating(null);
            toaster.create({ type: 'success', title: t('formBuilder.list.created') });
            void queryClient.invalidateQueries({ queryKey: ['formBuilder', domain, 'forms'] });
            open(id);
          }}
        />
      )}
    </Stack>
  );
}
