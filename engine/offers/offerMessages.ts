/**
 * The offers area's texts of spec sections 4, 5 and 8, quoted exactly (tests assert them). One source
 * for the widgets (snackbars, alerts) and the server (error messages), so they cannot drift apart.
 */
export const OFFER_MESSAGES = {
  /** Accept failure shown in the snackbar when the server gives no message. */
  acceptFailed: 'Something went wrong when accepting the offer',
  /** The API layer's default for a failed accept of an offer or of one document. */
  acceptOfferApiDefault: 'There was a problem accepting the offer',
  acceptDocumentApiDefault: 'There was a problem accepting the document',
  declineFailed: 'Something went wrong when rejecting the offer',
  declineApiDefault: 'There was a problem rejecting the offer',
  signedDocument: 'Successfully signed document',
  rejectedOffer: 'Successfully rejected the offer',
  signedOfferLetter: 'Successfully signed the offer letter',
  esignRejected: 'Offer letter has been rejected',
  downloadFailed: 'Offer Letter Download Failed',
  noContent: 'No offer letter content available',
  revisionWarning: 'Documents are being revised. Please check back later.',
  signatureMismatch: 'Please enter your full name as shown on the offer letter and your profile.',
  uploadAtMostOne: 'You should upload at most 1 file',
} as const;

/** Why the server refuses an accept or decline (409), in words the candidate understands. Not in the spec: Portico's own. */
export const OFFER_REFUSALS = {
  expired: 'This offer has expired and can no longer be accepted or declined.',
  accepted: 'This offer has already been accepted.',
  declined: 'This offer has already been declined.',
  canceled: 'This offer has been canceled by the employer.',
  closed: 'This offer can no longer be accepted or declined.',
  documentSigned: 'This document has already been signed.',
  documentRevision: 'This document is being revised. Please check back later.',
  documentProcessing: 'This document is being processed. Please check back later.',
  documentReadOnly: 'This document is for your review only; it needs no signature.',
  nothingToSign: 'This offer has no document left to sign.',
} as const;

/** Upload texts not given by the spec (Portico's own). */
export const OFFER_UPLOAD_MESSAGES = {
  notPdf: 'Upload the signed document as a PDF file.',
  tooLarge: 'The file is too large. Upload a PDF of at most 10 MB.',
  fileRequired: 'Upload the signed document.',
} as const;
