import { Badge, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FormsCenterProps } from '../../../schemas/generated/widgets/formsCenter.props';
import { formatDate } from '../../shared/formatDate';
import { PorticoLink } from '../../shared/PorticoLink';
import { useFormsList } from '../data/forms';
import type { FormSummary } from '../data/formTypes';
import { EnsureQueryClient } from '../page/EnsureQueryClient';
import { ListItemCard } from '../parts/ListItemCard';
import { EmptyStateView, ErrorState, LoadingState } from '../parts/StateViews';
import { useUrlQueryState } from '../parts/useUrlQueryState';

const STATUS_PALETTE = { pending: 'gray', draft: 'orange', submitted: 'green' } as const;
const TAB_KEYS: Readonly<Record<string, string>> = { todo: 'forms.center.tabs.todo', completed: 'forms.center.tabs.completed' };
const STATUS_KEYS: Readonly<Record<string, string>> = {
  pending: 'forms.center.status.pending',
  draft: 'forms.center.status.draft',
  submitted: 'forms.center.status.submitted',
};

/** The forms center: the candidate's forms in tabs (from forms_list), each a card linking to the form. */
export default function FormsCenter(props: FormsCenterProps) {
  return (
    <EnsureQueryClient>
      <FormsCenterBody {...props} />
    </EnsureQueryClient>
  );
}

function FormsCenterBody({ defaultTab = 'todo', formPath = '/careers/forms' }: FormsCenterProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useUrlQueryState('tab', defaultTab);
  const list = useFormsList(tab);
  const tabs = list.data?.tabs ?? [];
  const body = list.isPending ? (
    <LoadingState />
  ) : list.isError ? (
    <ErrorState onRetry={() => void list.refetch()} />
  ) : list.data.forms.length === 0 ? (
    <EmptyStateView />
  ) : (
    <Stack as="ul" gap="3" p="0" m="0">
      {list.data.forms.map((form) => (
        <FormCard key={form.id} form={form} href={`${formPath}?id=${encodeURIComponent(form.id)}`} />
      ))}
    </Stack>
  );
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t('forms.center.title')}
      </Heading>
      {tabs.length > 0 ? (
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value, { replace: true })} variant="line">
          <Tabs.List>
            {tabs.map((item) => (
              <Tabs.Trigger key={item.id} value={item.id}>
                {TAB_KEYS[item.id] ? t(TAB_KEYS[item.id] as string) : item.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((item) => (
            <Tabs.Content key={item.id} value={item.id}>
              {item.id === tab ? body : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        body
      )}
    </Stack>
  );
}

function FormCard({ form, href }: { form: FormSummary; href: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const open = () =>
    void navigate({ to: href.split('?')[0] ?? href, search: (previous: Record<string, unknown>) => ({ ...previous, id: form.id, tab: undefined }) });
  return (
    <ListItemCard
      name={form.title}
      heading={
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            <PorticoLink href={href}>{form.title}</PorticoLink>
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[form.status] ?? 'gray'}>{STATUS_KEYS[form.status] ? t(STATUS_KEYS[form.status] as string) : form.status}</Badge>
        </HStack>
      }
      info={
        <>
          {form.description ? <Text color="fg.muted">{form.description}</Text> : null}
          {form.due_date ? <Text fontSize="sm">{t('forms.center.due', { date: formatDate(form.due_date, i18n.language) })}</Text> : null}
          {form.updated_at ? (
            <Text fontSize="sm" color="fg.muted">
              {t('forms.center.updated', { date: formatDate(form.updated_at, i18n.language) })}
            </Text>
          ) : null}
        </>
      }
      menu={[{ value: 'open', label: form.status === 'submitted' ? t('forms.center.view') : t('forms.center.open'), onSelect: open }]}
    />
  );
}
