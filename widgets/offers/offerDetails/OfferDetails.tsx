import { Alert, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentButton } from '../../../engine/offers/documentButton';
import { documentStatusMessage } from '../../../engine/offers/documentStatusMessage';
import { effectiveStatus, isActionRequired } from '../../../engine/offers/effectiveStatus';
import { offerStatusMessage } from '../../../engine/offers/offerStatusMessage';
import type { Offer, OfferDocument } from '../../../schemas/generated/api/offers';
import type { OfferDetailsProps } from '../../../schemas/generated/widgets/offerDetails.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { useMessageText } from '../../shared/useMessageText';
import { usePortal } from '../../shared/PortalContext';
import { BackToOffers } from '../shared/BackToOffers';
import { OfferLoadState } from '../shared/OfferLoadState';
import { documentLink, offerSearch } from '../shared/offerPaths';
import { StatusLabel } from '../shared/StatusLabel';
import { useNow } from '../shared/useNow';
import { useOfferRoute } from '../shared/useOfferRoute';
import { celebrateOffer, type ConfettiOutcome } from './offerConfetti';

/**
 * The offer page (/careers/offer/{id}): title, back button, the status message of the shown status,
 * the revision warning, and a card per document with Start or View (section 4 rules).
 */
export default function OfferDetails({ confetti = true }: WidgetComponentProps<OfferDetailsProps>) {
  const { offer, redirecting } = useOfferRoute();
  return (
    <Stack gap="6" maxW="4xl">
      <BackToOffers />
      {offer.data && !redirecting ? <OfferView offer={offer.data} confetti={confetti} /> : <OfferLoadState query={offer} redirecting={redirecting} />}
    </Stack>
  );
}

export function OfferView({ offer, confetti, now: injectedNow }: { offer: Offer; confetti: boolean; now?: Date }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { domain } = usePortal();
  const mountedNow = useNow();
  const now = injectedNow ?? mountedNow;
  const status = effectiveStatus(offer, now);
  const statusMessage = offerStatusMessage(offer, now);
  const underRevision = offer.offer_documents.some((doc) => doc.under_revision);
  const documentsHeadingId = useId();
  const [confettiOutcome, setConfettiOutcome] = useState<ConfettiOutcome>('none');
  const celebrated = useRef<number | null>(null);

  const celebrate = confetti && isActionRequired(offer, now);
  useEffect(() => {
    // Once per mounted offer (StrictMode runs effects twice; the ref keeps the first decision).
    if (!celebrate || celebrated.current === offer.id) return;
    celebrated.current = offer.id;
    setConfettiOutcome(celebrateOffer(domain, offer.id));
  }, [celebrate, domain, offer.id]);

  return (
    <Stack gap="5" data-confetti={confettiOutcome} data-testid="offer-page">
      <Stack gap="2">
        <Heading as="h2" size="2xl">
          {t('offers.offerTitle', { position: offer.position.name })}
        </Heading>
        {!offer.hide_offer_status && <StatusLabel status={status} />}
      </Stack>
      {statusMessage && (
        <Alert.Root status={status === 'Extended' || status === 'Contract Extended' || status.endsWith('Accepted') ? 'success' : 'info'} variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description data-testid="offer-status-message">{text(statusMessage)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {underRevision && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('offers.revisionWarning')}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack as="section" gap="3" aria-labelledby={documentsHeadingId}>
        <Heading as="h3" size="lg" id={documentsHeadingId}>
          {t('offers.documentsHeading')}
        </Heading>
        <List.Root as="ul" listStyleType="none" gap="3">
          {offer.offer_documents.map((doc) => (
            <List.Item key={doc.id}>
              <DocumentCard offer={offer} doc={doc} now={now} domain={domain} />
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}

function DocumentCard({ offer, doc, now, domain }: { offer: Offer; doc: OfferDocument; now: Date; domain: string }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const nameId = useId();
  const button = documentButton(doc, offer, now);
  const statusLine = documentStatusMessage(doc, offer, now, i18n.language);
  const label = button.label === 'Start' ? t('offers.start') : t('offers.view');
  const link = documentLink(offer, doc);
  return (
    <Card.Root size="sm" data-testid="offer-document" aria-labelledby={nameId} as="article">
      <Card.Body>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h4" size="md" id={nameId}>
              {doc.name}
            </Heading>
            {statusLine && (
              <Text fontSize="sm" color="fg.muted" data-testid="offer-document-status">
                {text(statusLine)}
              </Text>
            )}
          </Stack>
          {button.disabled ? (
            <Button disabled variant="outline" aria-describedby={nameId}>
              {label}
            </Button>
          ) : (
            <Button asChild colorPalette="brand" variant={button.label === 'Start' ? 'solid' : 'outline'}>
              <RouterLink to={link.to} params={link.params} search={offerSearch(domain)} aria-describedby={nameId}>
                {label}
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
