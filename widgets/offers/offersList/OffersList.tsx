import { Alert, Badge, Button, Card, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveStatus, isActionRequired } from '../../../engine/offers/effectiveStatus';
import { formatOfferDate } from '../../../engine/offers/offerDates';
import type { Offer } from '../../../schemas/generated/api/offers';
import type { OffersListProps } from '../../../schemas/generated/widgets/offersList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { usePortal, usePortalSettings } from '../../shared/PortalContext';
import { useOffers } from '../data/offers';
import { OFFER_PATH, offerSearch } from '../shared/offerPaths';
import { StatusLabel } from '../shared/StatusLabel';
import { useNow } from '../shared/useNow';

/**
 * The offers list (/careers/offers): a card per offer with its position, status (unless the offer
 * hides it), a date line and 'View job offer'; an extended, unexpired offer also shows 'Action
 * required' and its expiry. The 'Offers' header is hidden in career hub mode.
 */
export default function OffersList(_props: WidgetComponentProps<OffersListProps>) {
  const { t } = useTranslation();
  const { pathMode } = usePortalSettings().offers;
  const offers = useOffers();
  const now = useNow();
  const headingId = useId();
  const showHeader = pathMode !== 'careerhub';

  return (
    <Stack as="section" gap="6" aria-labelledby={showHeader ? headingId : undefined} aria-label={showHeader ? undefined : t('offers.listLabel')}>
      {showHeader && (
        <Heading as="h2" size="2xl" id={headingId}>
          {t('offers.listTitle')}
        </Heading>
      )}
      {offers.isPending ? (
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t('offers.loadingOffers')}</Text>
        </HStack>
      ) : offers.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('offers.loadFailed')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void offers.refetch()}>
            {t('offers.retry')}
          </Button>
        </Alert.Root>
      ) : offers.data.length === 0 ? (
        <Text>{t('offers.noOffers')}</Text>
      ) : (
        <List.Root as="ul" listStyleType="none" gap="4" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}>
          {offers.data.map((offer) => (
            <List.Item key={offer.id}>
              <OfferCard offer={offer} now={now} />
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

function OfferCard({ offer, now }: { offer: Offer; now: Date }) {
  const { t, i18n } = useTranslation();
  const { domain } = usePortal();
  const titleId = useId();
  const actionRequired = isActionRequired(offer, now);
  const expires = formatOfferDate(offer.expires_at, i18n.language);
  return (
    <Card.Root h="full" data-testid="offer-card" aria-labelledby={titleId} as="article">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h3" size="md" id={titleId}>
            {offer.position.name}
          </Heading>
          {actionRequired && (
            <Badge bg="orange.700" color="white" flexShrink={0}>
              {t('offers.actionRequired')}
            </Badge>
          )}
        </HStack>
        {!offer.hide_offer_status && <StatusLabel status={effectiveStatus(offer, now)} />}
        <Text fontSize="sm" color="fg.muted">
          {t('offers.updatedOn', { date: formatOfferDate(offer.updated_at, i18n.language) })}
        </Text>
        {actionRequired && expires && (
          <Text fontSize="sm" fontWeight="medium">
            {t('offers.expiresOn', { date: expires })}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" colorPalette="blue">
          <RouterLink to={OFFER_PATH} params={{ id: String(offer.id) }} search={offerSearch(domain)} aria-describedby={titleId}>
            {t('offers.viewJobOffer')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
