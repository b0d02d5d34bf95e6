import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canActOnOffer } from '../../../engine/offers/effectiveStatus';
import type { Offer, OfferDocument } from '../../../schemas/generated/api/offers';
import type { OfferLetterProps } from '../../../schemas/generated/widgets/offerLetter.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { EsignFrame } from '../../shared/EsignFrame';
import { usePortal } from '../../shared/PortalContext';
import { BackToOffers } from '../shared/BackToOffers';
import { OfferLoadState } from '../shared/OfferLoadState';
import { pickOfferLetter } from '../shared/offerPaths';
import { useNow } from '../shared/useNow';
import { useOfferRoute } from '../shared/useOfferRoute';
import { DeclineDialog } from './DeclineDialog';
import { PdfViewer } from './PdfViewer';
import { SignatureForm } from './SignatureForm';
import { useOfferDecisions } from './useOfferDecisions';
import { WetSignatureSteps } from './WetSignatureSteps';

/**
 * The offer letter (/careers/offer-letter/{id}) or one document (/careers/offer/{id}/offer-document/{documentId}).
 * An open offer's unsigned e-signature document shows the hosted sign widget; anything else the PDF
 * viewer, with the typed-signature form or the wet-signature steps while the document can be signed.
 */
export default function OfferLetter(_props: WidgetComponentProps<OfferLetterProps>) {
  const { t } = useTranslation();
  const { offer, documentId, redirecting } = useOfferRoute();
  if (!offer.data || redirecting) {
    return (
      <Stack gap="6">
        <BackToOffers />
        <OfferLoadState query={offer} redirecting={redirecting} />
      </Stack>
    );
  }
  const doc = documentId ? offer.data.offer_documents.find((d) => String(d.id) === documentId) : pickOfferLetter(offer.data.offer_documents);
  if (!doc) {
    return (
      <Stack gap="6">
        <BackToOffers />
        <Text role="alert">{t('offers.letter.documentNotFound')}</Text>
      </Stack>
    );
  }
  return <LetterView offer={offer.data} doc={doc} perDocument={Boolean(documentId)} />;
}

export function LetterView({ offer, doc, perDocument, now: injectedNow }: { offer: Offer; doc: OfferDocument; perDocument: boolean; now?: Date }) {
  const { t } = useTranslation();
  const { user } = usePortal();
  const mountedNow = useNow();
  const now = injectedNow ?? mountedNow;
  const decisions = useOfferDecisions();
  const [declineOpen, setDeclineOpen] = useState(false);
  const [viewing, setViewing] = useState(doc.type !== 'wet_signature');
  const viewer = useRef<HTMLDivElement>(null);

  const signable = canActOnOffer(offer, now) && doc.status === 'Unsigned' && !doc.under_revision;
  const offerId = String(offer.id);
  const documentId = perDocument ? String(doc.id) : undefined;
  const fullName = offer.profile.fullname || user.fullName;
  const isLetter = !perDocument || doc.document_type === 'Offer';
  const esign = signable && doc.esign_url;

  const showViewer = () => {
    setViewing(true);
    requestAnimationFrame(() => viewer.current?.focus());
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="2xl">
          {doc.name}
        </Heading>
        <Text color="fg.muted">{t('offers.offerTitle', { position: offer.position.name })}</Text>
      </Stack>
      {doc.under_revision && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('offers.revisionWarning')}</Alert.Title>
        </Alert.Root>
      )}
      {esign ? (
        <EsignFrame src={doc.esign_url!} name={doc.name} onFinished={(outcome) => decisions.esignFinished(outcome, isLetter)} />
      ) : (
        <>
          {viewing && (
            <Stack ref={viewer} tabIndex={-1} outline="none">
              <PdfViewer offerId={offer.id} doc={doc} isAts={offer.is_ats} />
            </Stack>
          )}
          {signable && doc.type === 'wet_signature' && (
            <WetSignatureSteps
              doc={doc}
              isAts={offer.is_ats}
              busy={decisions.accepting}
              onView={showViewer}
              onSubmit={(file) => decisions.accept({ offerId, documentId, file })}
              onDecline={() => setDeclineOpen(true)}
            />
          )}
          {signable && (doc.type === 'typed_signature' || doc.type === 'e_signature') && (
            <SignatureForm
              fullName={fullName}
              busy={decisions.accepting}
              onSubmit={(values) => decisions.accept({ offerId, documentId, ...values })}
              onDecline={() => setDeclineOpen(true)}
            />
          )}
        </>
      )}
      <DeclineDialog open={declineOpen} declining={decisions.declining} onClose={() => setDeclineOpen(false)} onConfirm={() => decisions.decline(offerId)} />
    </Stack>
  );
}
