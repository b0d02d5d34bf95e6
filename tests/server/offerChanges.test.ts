import { beforeAll, expect, it } from 'vitest';
import { notifyOffer } from '../../server/home/notifications/eventNotifications';
import { extendOffer, type NewOffer } from '../../server/offers/offerChanges';
import { describeEachTarget } from './harness';

describeEachTarget('an offer extended', (server) => {
  beforeAll(() => server().app.ready(), 60_000);

  const offer = (candidateId: string, status: string, title: string): NewOffer => ({
    candidate_id: candidateId,
    domain: 'acme.com',
    position_id: null,
    position_name: title,
    status,
    is_contract: false,
    is_ats: false,
    hide_offer_status: false,
    expires_at: new Date(server().clock.now.getTime() + 14 * 86_400_000),
    documents: [
      {
        name: 'Offer letter',
        document_type: 'Offer',
        status: 'Unsigned',
        signature_type: 'typed_signature',
        content: Buffer.from('%PDF-1.7'),
        signed_content: null,
        signed_name: null,
      },
    ],
  });

  it('tells the candidate of a new open offer, with a link to it; an offer not open is stored without a word', async () => {
    const { db } = server().database;
    const ada = await server().login('ada@example.com');
    const adaId = (
      await db.selectFrom('candidates').select('id').where('email', '=', 'ada@example.com').where('domain', '=', 'acme.com').executeTakeFirstOrThrow()
    ).id;
    const list = async () =>
      (await server().app.inject({ url: '/api/pcsx/notifications?domain=acme.com&hl=en', headers: ada })).json().data.notifications as Record<
        string,
        unknown
      >[];
    const before = (await list()).length;

    const id = await extendOffer(db, offer(adaId, 'Extended', 'Quantum Gardener'), server().clock.now);
    const offers = (await server().app.inject({ url: '/api/offer/offers?domain=acme.com', headers: ada })).json().data as {
      id: number;
      offer_documents: unknown[];
    }[];
    expect(offers.find((o) => o.id === id)?.offer_documents).toHaveLength(1);
    const told = await list();
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({
      categoryTitle: 'Offers',
      message: 'You have a new offer for Quantum Gardener.',
      redirectUrl: `/careers/offer/${id}`,
      notificationType: 'action_required',
    });

    await extendOffer(db, offer(adaId, 'Declined', 'Quantum Pruner'), server().clock.now);
    await extendOffer(db, offer(adaId, 'Extended', 'Quantum Weeder'), server().clock.now, { notify: false });
    expect(await list()).toHaveLength(before + 1);

    // notifyOffer's revision key: one notification per revision.
    const revision = { candidateId: adaId, offerId: id, title: 'Quantum Gardener', kind: 'revised' as const, revision: 'letter:2', at: server().clock.now };
    expect(await notifyOffer(db, revision)).not.toBeNull();
    expect(await notifyOffer(db, revision)).toBeNull();
    expect(await list()).toHaveLength(before + 2);
  });
});
