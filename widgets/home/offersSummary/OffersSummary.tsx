import { Badge, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OffersSummaryProps } from '../../../schemas/generated/widgets/offersSummary.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { useOffersSummary, type OfferSummary } from '../data/offersSummary';
import { formatDate } from '../../shared/formatDate';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { humanize } from '../shared/StatusBadge';
import { TabDataState } from '../shared/TabDataState';

const OPEN_STATUSES = ['Extended', 'Contract Extended'];

/** Spec §4: an Extended offer whose expires_at is past shows as Expired. */
function displayStatus(offer: OfferSummary, now: number): string {
  const expired = offer.expires_at ? Date.parse(offer.expires_at) < now : false;
  return offer.status === 'Extended' && expired ? 'Expired' : offer.status;
}

/** A summary of the candidate's offers on the dashboard; the offers pages show and sign them. */
export default function OffersSummary(_props: WidgetComponentProps<OffersSummaryProps>) {
  const { t, i18n } = useTranslation();
  const query = useOffersSummary();
  const now = Date.now();
  return (
    <TabDataState query={query} isEmpty={(offers) => offers.length === 0}>
      {(offers) => (
        <ItemList label={t('home.offers.label')}>
          {offers.map((offer) => {
            const status = displayStatus(offer, now);
            const actionRequired = OPEN_STATUSES.includes(status);
            return (
              <ItemCard
                key={offer.id}
                heading={offer.position?.name ?? t('home.offers.untitled')}
                badge={
                  <>
                    <Badge variant="subtle">{humanize(status)}</Badge>
                    {actionRequired && <Badge colorPalette="orange">{t('home.offers.actionRequired')}</Badge>}
                  </>
                }
                info={offer.updated_at ? <Text>{t('home.offers.updatedOn', { date: formatDate(offer.updated_at, i18n.language) })}</Text> : undefined}
                actions={
                  <Button asChild size="sm" variant="outline">
                    <PorticoLink href={`/careers/offer/${offer.id}`} color="inherit">
                      {t('home.offers.view')}
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
