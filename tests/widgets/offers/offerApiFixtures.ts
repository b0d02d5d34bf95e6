import type { Offer, OfferDocument } from '../../../schemas/generated/api/offers';

/** API offers and documents for the widgets' tests; dates at noon UTC so MM/DD/YYYY is the same everywhere. */
export const NOW = new Date('2025-03-10T12:00:00Z');
export const FUTURE = '2025-03-15T12:00:00Z';
export const PAST = '2025-03-05T12:00:00Z';
export const UPDATED = '2025-02-20T12:00:00Z';

export function apiDocument(overrides: Partial<OfferDocument> = {}): OfferDocument {
  return {
    id: 11,
    name: 'Offer letter',
    document_type: 'Offer',
    status: 'Unsigned',
    signed: false,
    url: '/api/offer/offers/1/documents/11/content?domain=acme.com',
    b64_string: 'JVBERi0xLjcK',
    s3_path: null,
    under_revision: false,
    updated_at: UPDATED,
    type: 'typed_signature',
    esign_url: null,
    ...overrides,
  };
}

export function apiOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    enc_id: 'enc-1',
    status: 'Extended',
    updated_at: UPDATED,
    expires_at: FUTURE,
    position: { id: 7, name: 'Staff Engineer' },
    offer_documents: [apiDocument()],
    is_ats: false,
    profile: { fullname: 'Ada Lovelace' },
    hide_offer_status: false,
    esign_url: null,
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
