import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../server/integrations/apiKeys';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget } from './harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read API answers as JSON
type Json = Record<string, any>;

const DAY_MS = 86_400_000;

/** A real one-page PDF (a typed signature is stamped onto it) whose text tells versions apart. */
async function pdf(text: string): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText(text, { x: 20, y: 150, size: 12 });
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return Buffer.from(await doc.save()).toString('base64');
}

describeEachTarget('offers from the ATS', (server) => {
  let acmeKey: string;
  let globexKey: string;
  let ada: Record<string, string>;
  let letterV1: string;
  let letterV2: string;
  let agreement: string;

  // An integration call: the key as a bearer token, no cookie and no CSRF token.
  const call = (method: 'PUT' | 'DELETE', url: string, body?: unknown, key = acmeKey) =>
    server().app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(body === undefined ? {} : { payload: body as object }) });
  const put = (externalId: string, body: unknown, key = acmeKey) => call('PUT', `/api/integrations/offers/${externalId}`, body, key);
  const get = async (url: string, headers = ada) => {
    const response = await server().app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Json;
  };
  const notifications = async (hl = 'en') => (await get(`/api/pcsx/notifications?domain=acme.com&hl=${hl}`)).data.notifications as Json[];
  const offersTold = async () => (await notifications()).filter((n) => n.categoryTitle === 'Offers');
  const offer = async (id: number) => (await get(`/api/offer/${id}?domain=acme.com`)).data as Json;
  const expiresIn = (days: number) => new Date(server().clock.now.getTime() + days * DAY_MS).toISOString();

  const letter = (pdfBase64?: string, extra: Json = {}): Json => ({
    externalId: 'DOC-LETTER',
    name: 'Offer letter',
    documentType: 'Offer',
    type: 'typed_signature',
    status: 'Unsigned',
    ...(pdfBase64 === undefined ? {} : { pdfBase64 }),
    ...extra,
  });
  const contract = (extra: Json = {}): Json => ({
    externalId: 'DOC-AGREEMENT',
    name: 'Confidentiality agreement',
    documentType: 'Agreement',
    type: 'typed_signature',
    status: 'Unsigned',
    pdfBase64: agreement,
    ...extra,
  });

  beforeAll(async () => {
    const { db } = server().database;
    acmeKey = (await createApiKey(db, 'acme.com', 'Workday', 'admin@acme.com')).key;
    globexKey = (await createApiKey(db, 'globex.com', 'Greenhouse', 'consultant@portico.dev')).key;
    [letterV1, letterV2, agreement] = await Promise.all([pdf('Offer letter, version 1'), pdf('Offer letter, version 2'), pdf('Confidentiality agreement')]);
    const position = { title: 'Quasar Platform Engineer', description: '<p>Build things.</p>', country: 'PT' };
    expect((await call('PUT', '/api/integrations/positions/ACME-P1', position)).statusCode).toBe(201);
    for (const id of ['APP-1', 'APP-2', 'APP-3'])
      expect(
        (await call('PUT', `/api/integrations/applications/${id}`, { candidateEmail: 'ada@example.com', positionExternalId: 'ACME-P1', status: 'offered' }))
          .statusCode,
      ).toBe(201);
    ada = await server().login('ada@example.com');
  }, 60_000);

  it('extends an offer the ATS pushes (the candidate is told), then a revision is told once and the same push again changes nothing', async () => {
    const before = (await offersTold()).length;
    const body = { applicationExternalId: 'APP-1', expiresAt: expiresIn(14), documents: [letter(letterV1)] };
    const created = await put('OFFER-1', body);
    expect(created.statusCode, created.body).toBe(201);
    expectApiSchema(created.json(), 'integrations', 'OfferResult');
    expect(created.json()).toMatchObject({ externalId: 'OFFER-1', status: 'created' });
    const id = created.json().id as number;

    const shown = await offer(id);
    expect(shown).toMatchObject({ status: 'Extended', is_ats: true, position: { name: 'Quasar Platform Engineer' }, expires_at: body.expiresAt });
    expect(shown.offer_documents).toHaveLength(1);
    expect(shown.offer_documents[0]).toMatchObject({ name: 'Offer letter', document_type: 'Offer', status: 'Unsigned', under_revision: false });
    expect(Buffer.from(shown.offer_documents[0].b64_string, 'base64').equals(Buffer.from(letterV1, 'base64'))).toBe(true);
    const told = await offersTold();
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({
      message: 'You have a new offer for Quasar Platform Engineer.',
      redirectUrl: `/careers/offer/${id}`,
      notificationType: 'action_required',
    });

    // The same push again (a retry): 200, nothing written, no one told.
    const again = await put('OFFER-1', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ externalId: 'OFFER-1', status: 'unchanged', id });
    expect(await offersTold()).toHaveLength(before + 1);

    // A new letter and a second document: one revision, told once.
    const revised = { ...body, documents: [letter(letterV2), contract()] };
    const updated = await put('OFFER-1', revised);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ externalId: 'OFFER-1', status: 'updated', id });
    const documents = (await offer(id)).offer_documents as Json[];
    expect(documents.map((d) => d.name)).toEqual(['Offer letter', 'Confidentiality agreement']);
    expect(Buffer.from(documents[0]!.b64_string, 'base64').equals(Buffer.from(letterV2, 'base64'))).toBe(true);
    const afterRevision = await offersTold();
    expect(afterRevision).toHaveLength(before + 2);
    expect(afterRevision[0]).toMatchObject({
      message: 'Your offer for Quasar Platform Engineer has been revised. Please review it again.',
      redirectUrl: `/careers/offer/${id}`,
      notificationType: 'action_required',
    });
    // A notification by key like the others: each reader gets it in their language.
    const { db } = server().database;
    const row = await db
      .selectFrom('notifications')
      .select(['message_key', 'category_key'])
      .where('dedupe_key', 'like', `offer-revised:${id}:%`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ message_key: 'alerts.notification.offerRevised', category_key: 'alerts.category.offers' });
    expect((await notifications('fr'))[0]!.message).toBe(
      'Votre offre d’embauche pour Quasar Platform Engineer a été modifiée. Veuillez la consulter à nouveau.',
    );

    // The revision retried, twice at once: unchanged, nothing told again.
    const retried = await Promise.all([put('OFFER-1', revised), put('OFFER-1', revised)]);
    expect(retried.map((r) => [r.statusCode, r.json().status])).toEqual([
      [200, 'unchanged'],
      [200, 'unchanged'],
    ]);
    // A new expiry sent twice at once: one revision, told once.
    const moved = { ...revised, expiresAt: expiresIn(21) };
    const twice = await Promise.all([put('OFFER-1', moved), put('OFFER-1', moved)]);
    expect(twice.map((r) => r.json().status).sort()).toEqual(['unchanged', 'updated']);
    expect(await offersTold()).toHaveLength(before + 3);

    // A document left out is removed (a revision too); the same again is unchanged.
    const fewer = { ...moved, documents: [letter()] };
    expect((await put('OFFER-1', fewer)).json().status).toBe('updated');
    expect(((await offer(id)).offer_documents as Json[]).map((d) => d.name)).toEqual(['Offer letter']);
    expect((await put('OFFER-1', fewer)).json().status).toBe('unchanged');
    expect(await offersTold()).toHaveLength(before + 4);
  });

  it('puts documents under revision without a word (the offer page shows its warning), then tells when the new version comes', async () => {
    const body = { applicationExternalId: 'APP-2', status: 'Contract Extended', documents: [letter(letterV1), contract()] };
    const created = await put('OFFER-2', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await offer(id)).status).toBe('Contract Extended');
    const told = (await offersTold()).length;

    const underRevision = await put('OFFER-2', { ...body, documents: [letter(undefined, { underRevision: true }), contract({ status: 'Revision' })] });
    expect(underRevision.statusCode, underRevision.body).toBe(200);
    expect(underRevision.json().status).toBe('updated');
    const shown = (await offer(id)).offer_documents as Json[];
    // The offer page's bar ("Documents are being revised. Please check back later.") shows when any document is under revision.
    expect(shown.map((d) => [d.status, d.under_revision])).toEqual([
      ['Unsigned', true],
      ['Revision', true],
    ]);
    expect(await offersTold()).toHaveLength(told);
    // Nothing can be signed meanwhile.
    const sign = await server().app.inject({
      method: 'POST',
      url: `/api/offer/offers/${id}/${shown[0]!.id}/accept?domain=acme.com`,
      headers: ada,
      payload: { signature: 'Ada Lovelace', agree: true },
    });
    expect(sign.statusCode).toBe(409);

    const newVersion = await put('OFFER-2', { ...body, documents: [letter(letterV2), contract()] });
    expect(newVersion.json().status).toBe('updated');
    expect(((await offer(id)).offer_documents as Json[]).map((d) => [d.status, d.under_revision])).toEqual([
      ['Unsigned', false],
      ['Unsigned', false],
    ]);
    const after = await offersTold();
    expect(after).toHaveLength(told + 1);
    expect(after[0]!.message).toBe('Your offer for Quasar Platform Engineer has been revised. Please review it again.');
  });

  it('never replaces, changes or removes a document the candidate signed (409), and keeps an offer the candidate accepted', async () => {
    const body = { applicationExternalId: 'APP-3', expiresAt: expiresIn(10), documents: [letter(letterV1), contract()] };
    const id = (await put('OFFER-3', body)).json().id as number;
    const agreementId = ((await offer(id)).offer_documents as Json[])[1]!.id as number;
    const signed = await server().app.inject({
      method: 'POST',
      url: `/api/offer/offers/${id}/${agreementId}/accept?domain=acme.com`,
      headers: ada,
      payload: { signature: 'Ada Lovelace', agree: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(((await offer(id)).offer_documents as Json[])[1]).toMatchObject({ status: 'Signed', signed: true });
    const told = (await offersTold()).length;

    // The ATS has not heard of the signature and sends the same again: nothing changes.
    expect((await put('OFFER-3', body)).json().status).toBe('unchanged');

    for (const documents of [
      [letter(letterV1), contract({ pdfBase64: letterV2 })],
      [letter(letterV1), contract({ name: 'NDA' })],
      [letter(letterV1), contract({ underRevision: true })],
      [letter(letterV2)],
    ]) {
      const refused = await put('OFFER-3', { ...body, documents });
      expect(refused.statusCode, refused.body).toBe(409);
      expectApiSchema(refused.json(), 'integrations', 'OfferErrorResponse');
      expect(refused.json()).toMatchObject({
        error_code: 'offer_document_signed',
        message: 'A document the candidate has signed cannot be replaced, changed or removed.',
        message_key: 'offers.refusal.atsDocumentSigned',
      });
      expect(refused.json().errors[0].pointer).toBe(documents.length === 1 ? '/documents' : '/documents/1');
    }
    const shown = (await offer(id)).offer_documents as Json[];
    expect(shown.map((d) => [d.name, d.status])).toEqual([
      ['Offer letter', 'Unsigned'],
      ['Confidentiality agreement', 'Signed'],
    ]);
    // The letter may still be revised beside it.
    expect((await put('OFFER-3', { ...body, documents: [letter(letterV2), contract({ status: 'Signed' })] })).json().status).toBe('updated');
    expect(await offersTold()).toHaveLength(told + 1);

    // Accepted: the same push is unchanged, any change is refused.
    const letterId = ((await offer(id)).offer_documents as Json[])[0]!.id as number;
    const accepted = await server().app.inject({
      method: 'POST',
      url: `/api/offer/offers/${id}/${letterId}/accept?domain=acme.com`,
      headers: ada,
      payload: { signature: 'Ada Lovelace', agree: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await offer(id)).status).toBe('Accepted');
    const final = { ...body, documents: [letter(letterV2), contract()] };
    expect((await put('OFFER-3', final)).json().status).toBe('unchanged');
    const closed = await put('OFFER-3', { ...final, expiresAt: expiresIn(30) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error_code: 'offer_not_open', message_key: 'offers.refusal.atsOfferNotOpen' });
    expect((await call('DELETE', '/api/integrations/offers/OFFER-3')).statusCode).toBe(409);
    expect((await offer(id)).status).toBe('Accepted');
  });

  it('cancels an open offer on DELETE (the candidate is told once); a canceled offer is no longer changed', async () => {
    const before = (await offersTold()).length;
    // Pushed twice at once (a retry): one offer, told once.
    const twins = await Promise.all([1, 2].map(() => put('OFFER-4', { applicationExternalId: 'APP-2', documents: [letter(letterV1)] })));
    expect(twins.map((r) => [r.statusCode, r.json().status]).sort()).toEqual([
      [200, 'unchanged'],
      [201, 'created'],
    ]);
    expect(twins[0]!.json().id).toBe(twins[1]!.json().id);
    const told = (await offersTold()).length;
    expect(told).toBe(before + 1);
    const canceled = await call('DELETE', '/api/integrations/offers/OFFER-4');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expectApiSchema(canceled.json(), 'integrations', 'OfferResult');
    expect(canceled.json().status).toBe('canceled');
    expect((await offer(canceled.json().id)).status).toBe('Canceled');
    const after = await offersTold();
    expect(after).toHaveLength(told + 1);
    expect(after[0]).toMatchObject({ message: 'Your offer for Quasar Platform Engineer has been canceled.', notificationType: 'info' });
    expect((await call('DELETE', '/api/integrations/offers/OFFER-4')).json().status).toBe('unchanged');
    expect((await put('OFFER-4', { applicationExternalId: 'APP-2', documents: [letter(letterV2)] })).statusCode).toBe(409);
    expect(await offersTold()).toHaveLength(told + 1);
    const missing = await call('DELETE', '/api/integrations/offers/NO-SUCH');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No offer with the external id NO-SUCH.', message_key: 'offers.refusal.atsOfferNotFound' });
  });

  it('refuses a bad body with 422 and each problem at its pointer', async () => {
    const bad = await put('OFFER-5', {
      applicationExternalId: 'APP 1',
      status: 'Accepted',
      documents: [{ ...letter(letterV1), url: 'https://ats.example.com/letter.pdf', status: 'Done' }],
    });
    expect(bad.statusCode).toBe(422);
    expectApiSchema(bad.json(), 'integrations', 'OfferErrorResponse');
    expect(bad.json()).toMatchObject({ error_code: 'invalid_offer', message: 'The offer is not valid.', message_key: 'offers.refusal.atsOfferInvalid' });
    expect(bad.json().errors.map((e: Json) => e.pointer)).toEqual(
      expect.arrayContaining(['/applicationExternalId', '/status', '/documents/0/url', '/documents/0/status']),
    );

    const notPdf = await put('OFFER-5', {
      applicationExternalId: 'APP-1',
      documents: [
        letter(Buffer.from('<html>not a pdf</html>').toString('base64')),
        { ...contract(), externalId: 'DOC-LETTER', name: '  ', pdfBase64: 'not base64!' },
      ],
    });
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors).toEqual([
      { pointer: '/documents/0/pdfBase64', message: 'must be a PDF (its content starts with %PDF-)' },
      { pointer: '/documents/1/externalId', message: 'is given twice: each document once' },
      { pointer: '/documents/1/name', message: 'should not be blank' },
      { pointer: '/documents/1/pdfBase64', message: 'must be base64 (A-Z a-z 0-9 + /, padded with =)' },
    ]);
    const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    tooLarge.write('%PDF-1.7');
    const large = await put('OFFER-5', { applicationExternalId: 'APP-1', documents: [letter(tooLarge.toString('base64'))] });
    expect(large.statusCode).toBe(422);
    expect(large.json().errors.map((e: Json) => e.pointer)).toEqual(['/documents/0/pdfBase64']);

    const rules = await put('OFFER-5', { applicationExternalId: 'APP-1', expiresAt: expiresIn(-1), documents: [letter()] });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().errors).toEqual([
      { pointer: '/expiresAt', message: 'must be in the future' },
      { pointer: '/documents/0/pdfBase64', message: 'is required for a document to sign or read (Unsigned)' },
    ]);
    const noApplication = await put('OFFER-5', { applicationExternalId: 'APP-NONE', documents: [letter(letterV1)] });
    expect(noApplication.statusCode).toBe(422);
    expect(noApplication.json().errors.map((e: Json) => e.pointer)).toEqual(['/applicationExternalId']);
    const otherApplication = await put('OFFER-1', { applicationExternalId: 'APP-2', documents: [letter(letterV1)] });
    expect(otherApplication.statusCode).toBe(422);
    expect(otherApplication.json().errors).toEqual([
      { pointer: '/applicationExternalId', message: "is not this offer's application: an offer keeps its application" },
    ]);
    expect((await server().database.db.selectFrom('offers').select('id').where('external_id', '=', 'OFFER-5').execute()).length).toBe(0);
  });

  it('answers 401 to a missing, unknown or revoked key, and keeps employers apart', async () => {
    const body = { applicationExternalId: 'APP-1', documents: [letter(letterV1)] };
    expect((await server().app.inject({ method: 'PUT', url: '/api/integrations/offers/OFFER-1', payload: body })).statusCode).toBe(401);
    expect((await put('OFFER-1', body, 'ptk_nobody')).statusCode).toBe(401);
    const { db } = server().database;
    const spare = await createApiKey(db, 'acme.com', 'Spare', 'admin@acme.com');
    await revokeApiKey(db, 'acme.com', spare.id, new Date());
    expect((await put('OFFER-1', body, spare.key)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/integrations/offers/OFFER-1', undefined, spare.key)).statusCode).toBe(401);

    // globex's key: acme's application is no application of globex's, acme's offer no offer of globex's.
    const before = await offer((await db.selectFrom('offers').select('id').where('external_id', '=', 'OFFER-1').executeTakeFirstOrThrow()).id);
    const told = (await offersTold()).length;
    const globexPut = await put('OFFER-1', body, globexKey);
    expect(globexPut.statusCode).toBe(422);
    expect(globexPut.json().errors.map((e: Json) => e.pointer)).toEqual(['/applicationExternalId']);
    expect((await call('DELETE', '/api/integrations/offers/OFFER-1', undefined, globexKey)).statusCode).toBe(404);
    expect(await offer(before.id)).toEqual(before);
    expect(await offersTold()).toHaveLength(told);
  });
});
