import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DraftApplicationsProps } from '../../../schemas/generated/widgets/draftApplications.props';
import type { DraftApplication } from '../../../schemas/generated/api/dashboard';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { toaster } from '../../shared/toaster';
import { useDeleteDraftApplication, useDraftApplications } from '../data/draftApplications';
import { formatDate } from '../../shared/formatDate';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { TabDataState } from '../shared/TabDataState';

const pick = (drafts: DraftApplication[], show: DraftApplicationsProps['show']) =>
  show === 'open' ? drafts.filter((d) => !d.is_closed) : show === 'closed' ? drafts.filter((d) => d.is_closed) : drafts;

/**
 * Draft applications, open and closed (spec "Draft deletion"): delete is optimistic, the draft comes
 * back when the call fails, with 'Deleted draft application' or 'Failed to delete draft application'.
 */
export default function DraftApplications({ show = 'all' }: WidgetComponentProps<DraftApplicationsProps>) {
  const { t, i18n } = useTranslation();
  const query = useDraftApplications();
  const remove = useDeleteDraftApplication((outcome) =>
    outcome === 'deleted'
      ? toaster.create({ type: 'success', title: t('home.drafts.deleted') })
      : toaster.create({ type: 'error', title: t('home.drafts.deleteFailed') }),
  );
  return (
    <TabDataState query={query} isEmpty={(drafts) => pick(drafts, show).length === 0}>
      {(drafts) => (
        <ItemList label={t('home.drafts.label')}>
          {pick(drafts, show).map((draft) => (
            <ItemCard
              key={draft.id}
              heading={draft.position_title}
              info={
                <>
                  <Text>{draft.location}</Text>
                  <Text>{draft.is_closed ? t('home.drafts.closed') : t('home.drafts.lastSaved', { date: formatDate(draft.updated_at, i18n.language) })}</Text>
                </>
              }
              actions={
                <>
                  {!draft.is_closed && (
                    <Button asChild size="sm" colorPalette="brand">
                      <PorticoLink
                        href={`/careers/apply?pid=${draft.position_id}`}
                        // A link drawn as a solid button: the button's text colour, not the card's (2.58:1 on the primary colour).
                        color="brand.contrast"
                        aria-label={t('home.drafts.continueNamed', { position: draft.position_title })}
                      >
                        {t('home.drafts.continue')}
                      </PorticoLink>
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('home.drafts.deleteNamed', { position: draft.position_title })}
                    onClick={() => remove.mutate(draft.position_id)}
                  >
                    {t('home.drafts.delete')}
                  </Button>
                </>
              }
            />
          ))}
        </ItemList>
      )}
    </TabDataState>
  );
}
