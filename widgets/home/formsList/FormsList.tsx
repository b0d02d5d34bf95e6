import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormsListProps } from '../../../schemas/generated/widgets/formsList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { useFormsList } from '../data/formsList';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { StatusBadge } from '../shared/StatusBadge';
import { TabDataState } from '../shared/TabDataState';

/** The forms the candidate was asked to fill in (GET /api/pcsx/forms_list), each linking to the form. */
export default function FormsList({ tabId }: WidgetComponentProps<FormsListProps>) {
  const { t } = useTranslation();
  const query = useFormsList(tabId);
  return (
    <TabDataState query={query} isEmpty={(forms) => forms.length === 0}>
      {(forms) => (
        <ItemList label={t('home.forms.label')}>
          {forms.map((form) => {
            const title = form.title ?? form.name ?? String(form.id);
            return (
              <ItemCard
                key={form.id}
                heading={title}
                badge={form.status ? <StatusBadge status={form.status} /> : undefined}
                actions={
                  <Button asChild size="sm" variant="outline">
                    <PorticoLink
                      href={form.url && form.url.startsWith('/') ? form.url : `/careers/forms?id=${encodeURIComponent(String(form.id))}`}
                      color="inherit"
                      aria-label={`${t('home.forms.open')}: ${title}`}
                    >
                      {t('home.forms.open')}
                    </PorticoLink>
                  </Button>
                }
              />
            );
          })}
        </ItemList>
      )}
    </TabDataState>
  );
}
