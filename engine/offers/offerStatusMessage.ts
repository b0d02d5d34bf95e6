import { effectiveStatus, type OfferStatusFacts } from './effectiveStatus';
import type { OfferStatus } from './offerStatuses';

/** The offer page's message per status (section 4), quoted exactly. */
export const OFFER_STATUS_MESSAGES: Readonly<Record<OfferStatus, string>> = {
  Expired: 'The job offer has expired. Review your offer letter in the attached document.',
  Extended: "Congratulations! We're excited to extend a job offer. Review your offer letter in the attached document and sign electronically when ready",
  Accepted: "Congratulations! You've accepted the job offer. Review your offer letter in the attached document.",
  Declined: "You've declined the job offer. Review your offer letter in the attached document.",
  Canceled: 'The job offer has been canceled. Review your offer letter in the attached document.',
  'Contract Extended': "Congratulations! We're excited to extend a contract. Review your documents and sign electronically when ready",
  'Contract Accepted': "Congratulations! You've accepted the job offer. Review your documents.",
};

/** The message for the offer's shown status (an Extended offer past expires_at gets the Expired text); '' for an unknown status. */
export function offerStatusMessage(offer: OfferStatusFacts, now: Date): string {
  return (OFFER_STATUS_MESSAGES as Readonly<Record<string, string>>)[effectiveStatus(offer, now)] ?? '';
}
