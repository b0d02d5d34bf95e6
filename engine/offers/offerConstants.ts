/** Business constants of the offers area (spec section 9) and Portico's own limits. */
export const OFFER_CONSTANTS = {
  /** The offer query is cached one day. */
  offerQueryCacheMs: 24 * 60 * 60 * 1000,
  /** Success snackbars stay 15 s. */
  successSnackbarMs: 15_000,
  /** Confetti: 200 pieces, plays once. */
  confettiPieces: 200,
  /** A signed offer upload takes one file. */
  uploadFileLimit: 1,
  /** Portico's own: the largest signed PDF the server takes (larger answers 413). */
  maxSignedPdfBytes: 10 * 1024 * 1024,
  /** Portico's own: documents up to this size come inline as b64_string; larger ones only through url. */
  maxInlineDocumentBytes: 1024 * 1024,
} as const;
