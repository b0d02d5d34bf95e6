import { randomBytes } from 'node:crypto';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { PDFDocument } from 'pdf-lib';
import { afterEach, expect, it, vi } from 'vitest';
import commonSchema from '../../schemas/api/common.schema.json';
import offersSchema from '../../schemas/api/offers.schema.json';
import type { Offer } from '../../schemas/generated/api/offers';
import deOffers from '../../engine/i18n/locales/de/offers.json';
import { createOfferDocumentPdf } from '../../server/offers/offerDocumentPdf';
import { describeEachTarget, type TestServer } from './harness';

// The machines that run these are busy: a signed PDF or a seeded server takes seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000 });

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(commonSchema);
ajv.addSchema(offersSchema);

/** Checks a response body against its definition in schemas/api/offers.schema.json. */
function expectSchema(definition: string, body: unknown, file = 'offers'): void {
  const validate = ajv.getSchema(`https://portico.dev/schemas/api/${file}.schema.json#/definitions/${definition}`);
  if (!validate) throw new Error(`no schema ${file}#${definition}`);
  const valid = validate(body);
  expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
  expect(valid).toBe(true);
}

const MISMATCH = 'Please enter your full name as shown on the offer letter and your profile.';
const DAY_MS = 24 * 60 * 60 * 1000;
const q = '?domain=acme.com';

type Part = { name: string; value: string } | { name: string; filename: string; content: Uint8Array; type?: string };

/** Multipart form data as the browser sends it (FormData serialized by undici). */
async function multipart(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.content)], { type: part.type ?? 'application/pdf' }), part.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

async function aPdf(title = 'Signed offer'): Promise<Buffer> {
  return createOfferDocumentPdf({
    employerName: 'Acme Corporation',
    domain: 'acme.com',
    candidateName: 'Ada Lovelace',
    title,
    date: new Date('2025-01-01T12:00:00Z'),
    facts: [],
    paragraphs: ['Signed by hand.'],
    signatureBlock: true,
  });
}

interface NewDocument {
  type?: 'wet_signature' | 'e_signature' | 'typed_signature' | 'read_only';
  status?: string;
  documentType?: string;
  underRevision?: boolean;
  content?: Buffer | null;
}

/** An offer inserted straight into the database, so each test owns the rows it changes. */
async function insertOffer(
  server: TestServer,
  candidateId: string,
  options: { status?: string; expiresInDays?: number | null; documents?: NewDocument[] } = {},
) {
  const now = server.clock.now;
  const db = server.database.db;
  const expires = options.expiresInDays === null ? null : new Date(now.getTime() + (options.expiresInDays ?? 7) * DAY_MS);
  const offer = await db
    .insertInto('offers')
    .values({
      enc_id: randomBytes(12).toString('base64url'),
      candidate_id: candidateId,
      domain: 'acme.com',
      position_id: null,
      position_name: 'Test Engineer',
      status: options.status ?? 'Extended',
      is_contract: options.status?.startsWith('Contract') ?? false,
      is_ats: false,
      hide_offer_status: false,
      esign_wid: null,
      expires_at: expires,
      updated_at: now,
    })
    .returning(['id', 'enc_id'])
    .executeTakeFirstOrThrow();
  const documents = [];
  for (const doc of options.documents ?? [{}]) {
    const wid = doc.type === 'e_signature' ? randomBytes(32).toString('base64url') : null;
    const row = await db
      .insertInto('offer_documents')
      .values({
        offer_id: offer.id,
        name: doc.documentType === 'Contract' ? 'Contract' : 'Offer letter',
        document_type: doc.documentType ?? 'Offer',
        status: doc.status ?? 'Unsigned',
        signature_type: doc.type ?? 'typed_signature',
        under_revision: doc.underRevision ?? false,
        content: doc.content === undefined ? await aPdf('Offer of employment') : doc.content,
        signed_content: null,
        signed_name: null,
        esign_wid: wid,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    documents.push({ id: row.id, wid });
  }
  return { ...offer, documents };
}

async function candidateId(server: TestServer, email: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('candidates')
    .select('id')
    .where('email', '=', email)
    .where('domain', '=', 'acme.com')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new candidate (signed up through the API) with their own headers. */
async function newCandidate(server: TestServer, fullName: string): Promise<{ id: string; headers: Record<string, string> }> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@example.com`;
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/auth/signup${q}`,
    headers: await server.anonymous(),
    payload: { fullName, email, password: 'a-long-password' },
  });
  expect(response.statusCode).toBe(200);
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  return {
    id: response.json().data.userId,
    headers: {
      cookie: `portico_session=${cookies.portico_session}; portico_csrf=${cookies.portico_csrf}`,
      'x-csrf-token': String(cookies.portico_csrf),
    },
  };
}

describeEachTarget('offers API', (server) => {
  let ada: Record<string, string>;
  /** Whose requests get and post send (ada unless a test signs somebody else in). */
  let viewer: Record<string, string> | null = null;
  const adaHeaders = async () => (ada ??= await server().login('ada@example.com'));
  const get = async (url: string, headers?: Record<string, string>) => server().app.inject({ url, headers: headers ?? viewer ?? (await adaHeaders()) });
  const post = async (url: string, form?: Part[] | Record<string, unknown>, headers?: Record<string, string>) => {
    const base = headers ?? viewer ?? (await adaHeaders());
    if (Array.isArray(form)) {
      const body = await multipart(form);
      return server().app.inject({
        method: 'POST',
        url,
        headers: { ...base, ...body.headers },
        payload: body.payload,
      });
    }
    return server().app.inject({
      method: 'POST',
      url,
      headers: base,
      ...(form ? { payload: form } : {}),
    });
  };
  const offerStatus = async (id: number) =>
    (await server().database.db.selectFrom('offers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const typedForm = (signature: string, agree = 'true'): Part[] => [
    { name: 'signature', value: signature },
    { name: 'agree', value: agree },
  ];
  const list = async (): Promise<Offer[]> => (await get(`/api/offer/offers${q}`)).json().data;

  afterEach(() => {
    server().clock.now = new Date();
    viewer = null;
  });

  it("lists ada's offers in every status, in the list schema, without document bytes", async () => {
    const response = await get(`/api/offer/offers${q}`);
    expect(response.statusCode).toBe(200);
    expectSchema('OfferListResponse', response.json());
    const offers: Offer[] = response.json().data;
    expect(new Set(offers.map((o) => o.status))).toEqual(
      new Set(['Extended', 'Expired', 'Accepted', 'Declined', 'Canceled', 'Contract Extended', 'Contract Accepted']),
    );
    expect(offers.every((o) => o.profile.fullname === 'Ada Lovelace')).toBe(true);
    expect(offers.flatMap((o) => o.offer_documents).every((d) => d.b64_string === null && d.s3_path === null)).toBe(true);
    const open = offers.filter((o) => o.status === 'Extended' && !o.offer_documents.some((d) => d.under_revision));
    expect(open.map((o) => o.offer_documents[0]!.type).sort()).toEqual(['e_signature', 'typed_signature', 'wet_signature']);
    expect(offers.find((o) => o.offer_documents[0]!.type === 'e_signature' && o.status === 'Extended')!.esign_url).toMatch(
      /^\/esign\/public\/sign-widget\?wid=[\w-]{43}&hosted=1&origin=/,
    );
    expect(offers.some((o) => o.offer_documents.some((d) => d.under_revision))).toBe(true);
    expect(offers.some((o) => o.hide_offer_status)).toBe(true);
    // Two open contracts: one of two contract documents and a policy, one with a single document to sign.
    const contracts = offers.filter((o) => o.status === 'Contract Extended');
    expect(contracts.map((o) => o.offer_documents.map((d) => `${d.document_type}:${d.type}`))).toEqual([
      ['Contract:typed_signature', 'Contract:e_signature', 'Policy:read_only'],
      ['Contract:typed_signature', 'Policy:read_only'],
    ]);
    const generating = offers.find((o) => o.status === 'Contract Accepted')!.offer_documents.find((d) => d.url === null);
    expect(generating).toMatchObject({ status: 'Signed', signed: true });
    // Newest first.
    const times = offers.map((o) => Date.parse(o.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers one offer by id or enc_id with each document as base64 PDF bytes and a fetchable url', async () => {
    const typed = (await list()).find(
      (o) => o.status === 'Extended' && o.offer_documents[0]!.type === 'typed_signature' && !o.offer_documents[0]!.under_revision,
    )!;
    for (const id of [String(typed.id), typed.enc_id]) {
      const response = await get(`/api/offer/${id}${q}`);
      expect(response.statusCode).toBe(200);
      expectSchema('OfferResponse', response.json());
      expect(response.json().data.id).toBe(typed.id);
    }
    const detail: Offer = (await get(`/api/offer/${typed.enc_id}${q}`)).json().data;
    const letter = detail.offer_documents[0]!;
    const bytes = Buffer.from(letter.b64_string!, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const content = await get(letter.url!);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toBe('inline; filename="Offer-letter.pdf"');
    expect(content.rawPayload.equals(bytes)).toBe(true);
    const download = await get(`${letter.url!}&download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('sends a large document only through its url (b64_string is null)', async () => {
    const big = Buffer.concat([await aPdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const offer = await insertOffer(server(), await candidateId(server(), 'ada@example.com'), {
      documents: [{ content: big }],
    });
    const detail: Offer = (await get(`/api/offer/${offer.id}${q}`)).json().data;
    expect(detail.offer_documents[0]!.b64_string).toBeNull();
    const content = await get(detail.offer_documents[0]!.url!);
    expect(content.rawPayload.length).toBe(big.length);
  });

  it("answers another candidate's offer with 404 on every offer endpoint, and so an id cannot be probed", async () => {
    const other = await newCandidate(server(), 'Katherine Johnson');
    const theirs = await insertOffer(server(), other.id);
    const own = await get(`/api/offer/${theirs.id}${q}`, other.headers);
    expect(own.statusCode).toBe(200);
    for (const id of [String(theirs.id), theirs.enc_id]) {
      const detail = await get(`/api/offer/${id}${q}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ message: 'Offer not found', error_code: 'not_found', message_key: 'offers.refusal.offerNotFound' });
      expect((await get(`/api/offer/offers/${id}/documents/${theirs.documents[0]!.id}/content${q}`)).statusCode).toBe(404);
      expect((await post(`/api/offer/offers/${id}/accept${q}`, typedForm('Ada Lovelace'))).statusCode).toBe(404);
      expect((await post(`/api/offer/offers/${id}/decline${q}`)).statusCode).toBe(404);
      expect((await post(`/api/offer/offers/${id}/${theirs.documents[0]!.id}/accept${q}`, typedForm('Ada Lovelace'))).statusCode).toBe(404);
      expect((await post(`/api/offer/offers/${id}/${theirs.documents[0]!.id}/esign_status${q}`)).statusCode).toBe(404);
    }
    expect(await offerStatus(theirs.id)).toBe('Extended');
    expect((await get(`/api/offer/99999999${q}`)).statusCode).toBe(404);
    expect((await get(`/api/offer/99999999999${q}`)).statusCode).toBe(404);
    // A document of ada's own offer asked through the wrong offer is not found either.
    const mine = await insertOffer(server(), await candidateId(server(), 'ada@example.com'));
    expect((await get(`/api/offer/offers/${mine.id}/documents/${theirs.documents[0]!.id}/content${q}`)).statusCode).toBe(404);
  });

  it('asks a logged-out visitor to log in, refuses a mutation without the CSRF header, and answers malformed ids with 400', async () => {
    const anonymous = await server().app.inject({ url: `/api/offer/offers${q}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['x-login-required']).toBe('1');
    const offer = await insertOffer(server(), await candidateId(server(), 'ada@example.com'));
    const { cookie } = await adaHeaders();
    const noCsrf = await server().app.inject({
      method: 'POST',
      url: `/api/offer/offers/${offer.id}/decline${q}`,
      headers: { cookie: cookie! },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await offerStatus(offer.id)).toBe('Extended');
    const malformed = await get(`/api/offer/${encodeURIComponent('1;drop')}${q}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^Invalid request/);
    expect((await post(`/api/offer/offers/${offer.id}/abc/accept${q}`)).statusCode).toBe(400);
  });

  it('refuses a typed signature that is not the profile name with the spec message, then accepts the right one', async () => {
    const mary = await newCandidate(server(), 'Mary Jackson');
    viewer = mary.headers;
    const offer = await insertOffer(server(), mary.id);
    const wrong = await post(`/api/offer/offers/${offer.id}/accept${q}`, typedForm('Mary King'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MISMATCH);
    const noAgree = await post(`/api/offer/offers/${offer.id}/accept${q}`, typedForm('Mary Jackson', 'false'));
    expect(noAgree.statusCode).toBe(400);
    expect(noAgree.json().message).toBe('This field is required');
    expect(await offerStatus(offer.id)).toBe('Extended');

    const right = await post(`/api/offer/offers/${offer.id}/accept${q}`, typedForm('Mary Jackson'));
    expect(right.statusCode).toBe(200);
    expectSchema('OfferResponse', right.json());
    expect(right.json().data).toMatchObject({
      status: 'Accepted',
      offer_documents: [{ status: 'Signed', signed: true }],
    });
    const signedRow = await server()
      .database.db.selectFrom('offer_documents')
      .select(['signed_content', 'content', 'signed_name'])
      .where('id', '=', offer.documents[0]!.id)
      .executeTakeFirstOrThrow();
    expect(signedRow.signed_name).toBe('Mary Jackson');
    const signedPdf = Buffer.from(signedRow.signed_content!);
    expect(signedPdf.equals(Buffer.from(signedRow.content!))).toBe(false);
    expect((await PDFDocument.load(signedPdf)).getPageCount()).toBe(1);
    // The viewer now gets the signed copy.
    const content = await get(right.json().data.offer_documents[0].url);
    expect(content.rawPayload.equals(signedPdf)).toBe(true);
  });

  it('accepts the typed signature as a JSON body too', async () => {
    const mary = await newCandidate(server(), 'Mary Jackson');
    viewer = mary.headers;
    const offer = await insertOffer(server(), mary.id);
    const response = await post(`/api/offer/offers/${offer.id}/accept${q}`, {
      signature: 'Mary Jackson',
      agree: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('Accepted');
  });

  it('takes a wet-signature upload only as one real PDF: a renamed file, two files, none or a huge one are refused', async () => {
    const mary = await newCandidate(server(), 'Mary Jackson');
    viewer = mary.headers;
    const offer = await insertOffer(server(), mary.id, { documents: [{ type: 'wet_signature' }] });
    const url = `/api/offer/offers/${offer.id}/accept${q}`;
    const fake = await post(url, [
      {
        name: 'signed_offer_letter_pdf_file',
        filename: 'signed.pdf',
        content: Buffer.from('PK\u0003\u0004 not a pdf'),
      },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Upload the signed document as a PDF file.');
    const pdf = await aPdf();
    const two = await post(url, [
      { name: 'signed_offer_letter_pdf_file', filename: 'a.pdf', content: pdf },
      { name: 'signed_document_file', filename: 'b.pdf', content: pdf },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('You should upload at most 1 file');
    const none = await post(url, typedForm('Mary Jackson'));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Upload the signed document.');
    const huge = await post(url, [
      {
        name: 'signed_offer_letter_pdf_file',
        filename: 'big.pdf',
        content: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
      },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is too large. Upload a PDF of at most 10 MB.');
    expect(await offerStatus(offer.id)).toBe('Extended');

    const good = await post(url, [
      {
        name: 'signed_offer_letter_pdf_file',
        filename: 'scan',
        content: pdf,
        type: 'application/octet-stream',
      },
    ]);
    expect(good.statusCode).toBe(200);
    expect(good.json().data.status).toBe('Accepted');
    const stored = await server()
      .database.db.selectFrom('offer_documents')
      .select('signed_content')
      .where('id', '=', offer.documents[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.signed_content!).equals(pdf)).toBe(true);
  });

  it('declines an open offer once; a second decline or a later accept is refused with 409 and changes nothing', async () => {
    const mary = await newCandidate(server(), 'Mary Jackson');
    viewer = mary.headers;
    const offer = await insertOffer(server(), mary.id);
    const declined = await post(`/api/offer/offers/${offer.enc_id}/decline${q}`);
    expect(declined.statusCode).toBe(200);
    expectSchema('OfferResponse', declined.json());
    expect(declined.json().data.status).toBe('Declined');
    const again = await post(`/api/offer/offers/${offer.id}/decline${q}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer has already been declined.');
    const accept = await post(`/api/offer/offers/${offer.id}/accept${q}`, typedForm('Mary Jackson'));
    expect(accept.statusCode).toBe(409);
    expect(await offerStatus(offer.id)).toBe('Declined');
  });

  it('refuses to accept or decline the seeded expired offer, and an offer the moment it expires', async () => {
    const expired = (await list()).find((o) => o.status === 'Expired')!;
    for (const action of ['accept', 'decline']) {
      const response = await post(`/api/offer/offers/${expired.id}/${action}${q}`, action === 'accept' ? typedForm('Ada Lovelace') : undefined);
      expect(response.statusCode).toBe(409);
      // The page shows the key in its language (getFailureMessage); message is its English.
      expect(response.json()).toEqual({
        message: 'This offer has expired and can no longer be accepted or declined.',
        error_code: 'conflict',
        message_key: 'offers.refusal.expired',
      });
    }
    const offer = await insertOffer(server(), await candidateId(server(), 'ada@example.com'), {
      expiresInDays: 1,
    });
    server().clock.now = new Date(Date.now() + 2 * DAY_MS);
    const late = await post(`/api/offer/offers/${offer.id}/accept${q}`, typedForm('Ada Lovelace'));
    expect(late.statusCode).toBe(409);
    expect((await get(`/api/offer/${offer.id}${q}`)).json().data.status).toBe('Expired');
    expect(await offerStatus(offer.id)).toBe('Extended');
  });

  it('refuses accepted, canceled and contract-accepted offers with a clear 409', async () => {
    const offers = await list();
    const cases: [string, string][] = [
      ['Accepted', 'This offer has already been accepted.'],
      ['Canceled', 'This offer has been canceled by the employer.'],
      ['Contract Accepted', 'This offer has already been accepted.'],
      ['Declined', 'This offer has already been declined.'],
    ];
    for (const [status, message] of cases) {
      const offer = offers.find((o) => o.status === status)!;
      const accept = await post(`/api/offer/offers/${offer.id}/accept${q}`, typedForm('Ada Lovelace'));
      expect(accept.statusCode, status).toBe(409);
      expect(accept.json().message).toBe(message);
      expect((await post(`/api/offer/offers/${offer.id}/decline${q}`)).statusCode).toBe(409);
    }
  });

  it('signs a contract document by document: Contract Accepted only when every required document is signed', async () => {
    const contract = (await list()).find((o) => o.status === 'Contract Extended' && o.offer_documents.length === 3)!;
    const [agreement, sow, conduct] = contract.offer_documents;
    expect([agreement!.type, sow!.type, conduct!.status]).toEqual(['typed_signature', 'e_signature', 'Read Only']);
    const readOnly = await post(`/api/offer/offers/${contract.id}/${conduct!.id}/accept${q}`, typedForm('Ada Lovelace'));
    expect(readOnly.statusCode).toBe(409);
    expect(readOnly.json().message).toBe('This document is for your review only; it needs no signature.');

    const first = await post(`/api/offer/offers/${contract.id}/${agreement!.id}/accept${q}`, typedForm('Ada Lovelace'));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.status).toBe('Contract Extended');
    const status = await post(`/api/offer/offers/${contract.id}/${agreement!.id}/esign_status${q}`);
    expect(status.statusCode).toBe(200);
    expectSchema('EsignStatusResponse', status.json());
    expect(status.json().data).toEqual({
      offer_id: contract.id,
      document_id: agreement!.id,
      status: 'Signed',
      signed: true,
      offer_status: 'Contract Extended',
    });
    const repeat = await post(`/api/offer/offers/${contract.id}/${agreement!.id}/accept${q}`, typedForm('Ada Lovelace'));
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe('This document has already been signed.');

    const second = await post(`/api/offer/offers/${contract.id}/${sow!.id}/accept${q}`, typedForm('Ada Lovelace'));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.status).toBe('Contract Accepted');
    expect((await post(`/api/offer/offers/${contract.id}/${sow!.id}/esign_status${q}`)).json().data).toMatchObject({
      status: 'Signed',
      offer_status: 'Contract Accepted',
    });
  });

  it('refuses to sign a document under revision, and reports esign_status of an unsigned document as it is', async () => {
    const revising = (await list()).find((o) => o.offer_documents.some((d) => d.under_revision))!;
    const letter = revising.offer_documents.find((d) => d.under_revision)!;
    const status = await post(`/api/offer/offers/${revising.id}/${letter.id}/esign_status${q}`);
    expect(status.json().data).toMatchObject({
      status: 'Unsigned',
      signed: false,
      offer_status: 'Extended',
    });
    const accept = await post(`/api/offer/offers/${revising.id}/accept${q}`, typedForm('Ada Lovelace'));
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This document is being revised. Please check back later.');
    const pending = revising.offer_documents.find((d) => d.status === 'Pending')!;
    expect((await post(`/api/offer/offers/${revising.id}/${pending.id}/accept${q}`, typedForm('Ada Lovelace'))).json().message).toBe(
      'This document is being processed. Please check back later.',
    );
  });

  it('lets exactly one of two concurrent accepts win; the other gets 409', async () => {
    const mary = await newCandidate(server(), 'Mary Jackson');
    viewer = mary.headers;
    const offer = await insertOffer(server(), mary.id);
    const url = `/api/offer/offers/${offer.id}/accept${q}`;
    const [a, b] = await Promise.all([post(url, typedForm('Mary Jackson')), post(url, typedForm('Mary Jackson'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await offerStatus(offer.id)).toBe('Accepted');
    const docs = await server().database.db.selectFrom('offer_documents').select(['status', 'signed_at']).where('offer_id', '=', offer.id).execute();
    expect(docs).toHaveLength(1);
    expect(docs[0]!.status).toBe('Signed');
  });

  it('ends an accept racing a decline with exactly one outcome', async () => {
    const mary = await newCandidate(server(), 'Mary Jackson');
    viewer = mary.headers;
    for (let round = 0; round < 3; round++) {
      const offer = await insertOffer(server(), mary.id);
      const accept = post(`/api/offer/offers/${offer.id}/accept${q}`, typedForm('Mary Jackson'));
      const decline = post(`/api/offer/offers/${offer.id}/decline${q}`);
      const [accepted, declined] = round % 2 ? (await Promise.all([decline, accept])).reverse() : await Promise.all([accept, decline]);
      expect([accepted!.statusCode, declined!.statusCode].sort()).toEqual([200, 409]);
      const final = await offerStatus(offer.id);
      expect(final).toBe(accepted!.statusCode === 200 ? 'Accepted' : 'Declined');
      const doc = await server().database.db.selectFrom('offer_documents').select('status').where('offer_id', '=', offer.id).executeTakeFirstOrThrow();
      expect(doc.status).toBe(final === 'Accepted' ? 'Signed' : 'Unsigned');
    }
  });

  it('does not change the outcome twice: a repeated accept is a 409 and leaves the signed copy as it was', async () => {
    const mary = await newCandidate(server(), 'Mary Jackson');
    viewer = mary.headers;
    const offer = await insertOffer(server(), mary.id);
    const url = `/api/offer/offers/${offer.id}/accept${q}`;
    expect((await post(url, typedForm('Mary Jackson'))).statusCode).toBe(200);
    const before = await server()
      .database.db.selectFrom('offer_documents')
      .select(['signed_content', 'updated_at'])
      .where('offer_id', '=', offer.id)
      .executeTakeFirstOrThrow();
    const again = await post(url, typedForm('Mary Jackson'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer has already been accepted.');
    const after = await server()
      .database.db.selectFrom('offer_documents')
      .select(['signed_content', 'updated_at'])
      .where('offer_id', '=', offer.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(after.signed_content!).equals(Buffer.from(before.signed_content!))).toBe(true);
    expect(await offerStatus(offer.id)).toBe('Accepted');
  });

  it('answers malformed bodies on every offer mutation and widget call with 4xx, never 500', async () => {
    const offer = await insertOffer(server(), await candidateId(server(), 'ada@example.com'), {
      documents: [{ type: 'e_signature' }],
    });
    const doc = offer.documents[0]!;
    const bodies = [
      'null',
      '[]',
      '"just text"',
      '42',
      '{"signature":{"a":1},"agree":true}',
      '{"signature":["x"]}',
      `{"signature":"${'x'.repeat(300)}","agree":true}`,
      '{"unterminated": ',
    ];
    const urls = [
      `/api/offer/offers/${offer.id}/accept${q}`,
      `/api/offer/offers/${offer.id}/${doc.id}/accept${q}`,
      `/api/offer/offers/${offer.id}/decline${q}`,
      `/api/offer/offers/${offer.id}/${doc.id}/esign_status${q}`,
      '/esign/public/api/sign',
      '/esign/public/api/reject',
    ];
    const widgetBodies = [
      '{}',
      `{"wid":"${doc.wid}"}`,
      `{"wid":"${doc.wid}","name":{},"agree":true}`,
      `{"wid":"${doc.wid}","name":"Ada Lovelace","agree":"yes"}`,
      '{"wid":"../../etc","name":"x","agree":true}',
    ];
    for (const url of urls) {
      for (const payload of url.startsWith('/esign') ? [...bodies, ...widgetBodies] : bodies) {
        const response = await server().app.inject({
          method: 'POST',
          url,
          headers: { ...(await adaHeaders()), 'content-type': 'application/json' },
          payload,
        });
        const where = `${url} ${payload.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        // decline and esign_status take no body: they may answer 200 once the body parses.
        expect(response.statusCode, where).toBeLessThan(500);
        if (!/decline|esign_status/.test(url) || payload === '{"unterminated": ') expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
      }
    }
    const garbled = await server().app.inject({
      method: 'POST',
      url: urls[0]!,
      headers: { ...(await adaHeaders()), 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="signature"\r\n\r\nAda',
    });
    expect(garbled.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbled.statusCode).toBeLessThan(500);
    expect(['Extended', 'Declined']).toContain(await offerStatus(offer.id));
  }, 60_000);

  describeEsignWidget(server, insertOffer, candidateId, adaHeaders);
});

describeEachTarget(
  'offers API rate limits',
  (server) => {
    const post = (url: string, _form: undefined, headers: Record<string, string>) => server().app.inject({ method: 'POST', url, headers });
    it('rate-limits offer mutations per candidate with the 429 message', async () => {
      const busy = await newCandidate(server(), 'Dorothy Vaughan');
      const offer = await insertOffer(server(), busy.id, { status: 'Declined' });
      const codes: number[] = [];
      for (let i = 0; i < 30; i++) codes.push((await post(`/api/offer/offers/${offer.id}/decline${q}`, undefined, busy.headers)).statusCode);
      expect(codes.every((code) => code === 409)).toBe(true);
      const limited = await post(`/api/offer/offers/${offer.id}/decline${q}`, undefined, busy.headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Please try again in a few minutes');
      // Another candidate is not slowed down by it.
      const other = await newCandidate(server(), 'Annie Easley');
      expect((await post(`/api/offer/offers/${offer.id}/decline${q}`, undefined, other.headers)).statusCode).toBe(404);
    });
  },
  { seed: false, rateLimits: true },
);

/** The hosted e-signature widget (public path), against the same server. */
function describeEsignWidget(
  server: () => TestServer,
  insert: typeof insertOffer,
  idOf: typeof candidateId,
  adaHeaders: () => Promise<Record<string, string>>,
): void {
  const widget = (wid: string, extra = '') => server().app.inject({ url: `/esign/public/sign-widget?wid=${wid}&hosted=1${extra}` });
  const sign = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server().app.inject({ method: 'POST', url: '/esign/public/api/sign', payload, headers });
  const eSignOffer = async () =>
    insert(server(), await idOf(server(), 'ada@example.com'), {
      documents: [{ type: 'e_signature' }],
    });

  it('serves the widget page: titled, labelled, with the document on demand, Sign and Reject, framed only by the portal', async () => {
    const offer = await eSignOffer();
    const wid = offer.documents[0]!.wid!;
    const detail: Offer = (
      await server().app.inject({
        url: `/api/offer/${offer.id}?domain=acme.com`,
        headers: await adaHeaders(),
      })
    ).json().data;
    expect(detail.esign_url).toBe(`/esign/public/sign-widget?wid=${wid}&hosted=1&origin=${encodeURIComponent('http://localhost')}&hl=en`);
    expect(detail.offer_documents[0]!.esign_url).toBe(detail.esign_url);

    const page = await server().app.inject({ url: detail.esign_url! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    // The offer page frames it: no X-Frame-Options DENY beside frame-ancestors 'self'; the other headers stay.
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const html = page.body;
    expect(html).toContain('<title>Sign Offer letter | Acme Corporation</title>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="signature-name">Full name</label>');
    expect(html).toContain('<input id="signature-name" name="name"');
    expect(html).toContain('<label for="signature-agree">');
    expect(html).toMatch(/<button id="sign-button" type="submit"[^>]*>Sign<\/button>/);
    expect(html).toMatch(/<button id="reject-button" type="button">Reject<\/button>/);
    // The document: its page count and View the document, which frames it in the browser's PDF viewer (the script); never at load.
    expect(html).toContain('<p id="document-pages">PDF, 1 page</p>');
    expect(html).toContain('<button id="view-document" type="button" aria-describedby="document-pages">View the document</button>');
    expect(html).not.toContain('<iframe');
    const config = JSON.parse(/<script id="esign-config" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(config.document).toEqual({ url: `/esign/public/document?wid=${wid}#zoom=100`, title: 'Offer letter (PDF)' });
    expect(html).toContain('"parentOrigin":"http://localhost"');
    expect(html).toContain('window.parent.postMessage(message, config.parentOrigin)');
    expect(html).not.toMatch(/postMessage\([^)]*'\*'/);
    const pdf = await server().app.inject({ url: `/esign/public/document?wid=${wid}` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The widget frames the document.
    expect(pdf.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    expect(pdf.headers['x-frame-options']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names a document without content, and offers an unreadable one without its page count', async () => {
    const id = await idOf(server(), 'ada@example.com');
    const empty = await insert(server(), id, { documents: [{ type: 'e_signature', content: null }] });
    const emptyPage = (await widget(empty.documents[0]!.wid!)).body;
    expect(emptyPage).toContain('<p id="document" class="document">No offer letter content available</p>');
    expect(emptyPage).not.toContain('id="view-document"');
    const unreadable = await insert(server(), id, { documents: [{ type: 'e_signature', content: Buffer.from('%PDF-1.4 cut short') }] });
    const unreadablePage = (await widget(unreadable.documents[0]!.wid!)).body;
    expect(unreadablePage).not.toContain('id="document-pages"');
    expect(unreadablePage).toContain('<button id="view-document" type="button">View the document</button>');
  });

  it('opens the widget in the page language (issue 20): its texts, lang and dir from the locale files, its refusals by their key', async () => {
    const offer = await eSignOffer();
    const wid = offer.documents[0]!.wid!;
    const detail: Offer = (
      await server().app.inject({
        url: `/api/offer/${offer.id}?domain=acme.com`,
        headers: { ...(await adaHeaders()), 'x-portico-language': 'de' },
      })
    ).json().data;
    expect(detail.esign_url).toBe(`/esign/public/sign-widget?wid=${wid}&hosted=1&origin=${encodeURIComponent('http://localhost')}&hl=de`);
    const german = (await server().app.inject({ url: detail.esign_url! })).body;
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<title>Offer letter unterschreiben | Acme Corporation</title>');
    expect(german).toContain(`<label for="signature-name">${deOffers.esign.fullName}</label>`);
    expect(german).toMatch(/<button id="sign-button" type="submit"[^>]*>Unterschreiben<\/button>/);
    expect(german).toContain('<h2 id="reject-title" tabindex="-1">Dieses Angebot ablehnen?</h2>');
    expect(german).toContain('<p id="document-pages">PDF, 1 Seite</p>');
    expect(german).toMatch(/<button id="view-document"[^>]*>Dokument anzeigen<\/button>/);
    expect(german).not.toContain('Full name');
    // The script's words and the refusals it may be answered with, German too.
    const config = JSON.parse(/<script id="esign-config" type="application\/json">(.*?)<\/script>/s.exec(german)![1]!);
    expect(config.document.title).toBe('Offer letter (PDF)');
    expect(config.texts.signed).toBe('Sie haben Offer letter unterschrieben.');
    expect(config.refusals['offers.letter.signatureMismatch']).toBe(deOffers.letter.signatureMismatch);
    expect(config.refusals['offers.refusal.signatureTooLong']).toBe('Die Unterschrift darf höchstens {{max}} Zeichen lang sein.');
    // A wrong name: the English words, and the key the widget shows in German.
    const wrong = await sign({ wid, name: 'Ada', agree: true }, { 'x-portico-language': 'de' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MISMATCH, message_key: 'offers.letter.signatureMismatch' });
    // Right to left in Arabic; an unknown link's page in the page language.
    expect((await widget(wid, '&hl=ar')).body).toContain('<html lang="ar" dir="rtl">');
    const unknown = await widget('x'.repeat(43), '&hl=de');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="de">');
    expect(unknown.body).toContain('<h1>Dieser Unterschriftslink ist ungültig.</h1>');
    expect(unknown.body).toContain(deOffers.esign.goBack);
  });

  it('refuses an unknown wid and a parent origin that is neither this host nor configured', async () => {
    const offer = await eSignOffer();
    const unknown = await widget('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This signing link is not valid.');
    expect((await widget('short')).statusCode).toBe(404);
    const foreign = await widget(offer.documents[0]!.wid!, `&origin=${encodeURIComponent('https://evil.example')}`);
    expect(foreign.statusCode).toBe(400);
    for (const query of [
      'wid=%00%00',
      'wid=a&wid=b',
      `wid=${offer.documents[0]!.wid}&origin=javascript:alert(1)`,
      `wid=${offer.documents[0]!.wid}&origin=null`,
      `wid=${offer.documents[0]!.wid}&origin=http://localhost/path`,
      `wid=${offer.documents[0]!.wid}&hosted=%00&origin=a&origin=b`,
    ]) {
      const response = await server().app.inject({ url: `/esign/public/sign-widget?${query}` });
      expect([400, 404], query).toContain(response.statusCode);
      expect((await server().app.inject({ url: `/esign/public/document?${query}` })).statusCode).toBeLessThan(500);
    }
    process.env.PORTICO_ESIGN_PARENT_ORIGINS = 'https://careers.acme.example';
    try {
      const configured = await widget(offer.documents[0]!.wid!, `&origin=${encodeURIComponent('https://careers.acme.example')}`);
      expect(configured.statusCode).toBe(200);
      expect(configured.body).toContain('"parentOrigin":"https://careers.acme.example"');
      expect(configured.headers['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/careers\.acme\.example$/);
    } finally {
      delete process.env.PORTICO_ESIGN_PARENT_ORIGINS;
    }
  });

  it('signs through the widget with the same rules: wrong name refused, right name signs and accepts the offer', async () => {
    const offer = await eSignOffer();
    const wid = offer.documents[0]!.wid!;
    const wrong = await sign({ wid, name: 'Ada', agree: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MISMATCH);
    expect((await sign({ wid, name: 'Ada Lovelace', agree: false })).statusCode).toBe(400);
    expect((await sign({ wid, name: 'Ada Lovelace', agree: true }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await sign({ wid: 'y'.repeat(43), name: 'Ada Lovelace', agree: true })).statusCode).toBe(404);
    expect((await sign({ wid, name: 42 })).statusCode).toBe(400);

    const signed = await sign({ wid, name: 'Ada Lovelace', agree: true }, { origin: 'http://localhost' });
    expect(signed.statusCode).toBe(200);
    expectSchema('EsignResponse', signed.json());
    expect(signed.json().data).toEqual({
      offer_id: offer.id,
      document_id: offer.documents[0]!.id,
      status: 'Signed',
      signed: true,
      offer_status: 'Accepted',
    });
    const status = await server().app.inject({
      method: 'POST',
      url: `/api/offer/offers/${offer.id}/${offer.documents[0]!.id}/esign_status?domain=acme.com`,
      headers: await adaHeaders(),
    });
    expect(status.json().data).toMatchObject({ status: 'Signed', offer_status: 'Accepted' });
    expect((await sign({ wid, name: 'Ada Lovelace', agree: true })).statusCode).toBe(409);
    const again = await widget(wid);
    expect(again.body).toContain('This offer has already been accepted.');
    expect(again.body).not.toContain('id="sign-form"');
    const detail: Offer = (
      await server().app.inject({
        url: `/api/offer/${offer.id}?domain=acme.com`,
        headers: await adaHeaders(),
      })
    ).json().data;
    expect(detail.esign_url).toBeNull();
  });

  it('rejects through the widget: the offer is declined and cannot be signed afterwards', async () => {
    const offer = await eSignOffer();
    const wid = offer.documents[0]!.wid!;
    const rejected = await server().app.inject({
      method: 'POST',
      url: '/esign/public/api/reject',
      payload: { wid },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'Unsigned', offer_status: 'Declined' });
    expect(
      (
        await server().app.inject({
          method: 'POST',
          url: '/esign/public/api/reject',
          payload: { wid },
        })
      ).statusCode,
    ).toBe(409);
    expect((await sign({ wid, name: 'Ada Lovelace', agree: true })).statusCode).toBe(409);
  });
}
