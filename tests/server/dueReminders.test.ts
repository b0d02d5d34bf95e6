import { beforeAll, expect, it } from 'vitest';
import { sendDueReminders } from '../../server/home/notifications/dueReminders';
import { describeEachTarget } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachTarget('reminders of offers expiring and forms due', (server) => {
  let ada: Record<string, string>;
  let adaId: string;
  const later = (days: number) => new Date(server().clock.now.getTime() + days * DAY_MS);
  const reminders = async () => {
    const response = await server().app.inject({ url: '/api/pcsx/notifications?domain=acme.com&hl=en', headers: ada });
    expect(response.statusCode).toBe(200);
    return (response.json().data.notifications as { message: string; redirectUrl: string; categoryTitle: string; notificationType: string }[]).filter((n) =>
      / expires on | is due on /.test(n.message),
    );
  };

  beforeAll(async () => {
    ada = await server().login('ada@example.com');
    adaId = (
      await server()
        .database.db.selectFrom('candidates')
        .select('id')
        .where('email', '=', 'ada@example.com')
        .where('domain', '=', 'acme.com')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);

  it('sends nothing while no deadline is within 48 hours', async () => {
    // The demo's nearest deadlines: ada's onboarding form in 7 days, an offer of hers in 9.
    expect(await sendDueReminders(server().database.db, server().clock.now)).toEqual({ offersExpiring: 0, formsDue: 0 });
    expect(await sendDueReminders(server().database.db, later(4.9))).toEqual({ offersExpiring: 0, formsDue: 0 });
    expect(await reminders()).toEqual([]);
  });

  it('reminds of a form due within 48 hours once, however often it runs', async () => {
    const { db } = server().database;
    const form = await db
      .selectFrom('form_assignments')
      .innerJoin('forms', 'forms.id', 'form_assignments.form_id')
      .select(['forms.title', 'forms.form_key', 'form_assignments.due_at'])
      .where('form_assignments.candidate_id', '=', adaId)
      .where('form_assignments.due_at', 'is not', null)
      .where('form_assignments.status', '<>', 'submitted')
      .executeTakeFirstOrThrow();
    expect(await sendDueReminders(db, later(5.5))).toEqual({ offersExpiring: 0, formsDue: 1 });
    expect(await sendDueReminders(db, later(5.6))).toEqual({ offersExpiring: 0, formsDue: 0 });
    // Two sweeps at once (two processes): still one.
    expect(await Promise.all([sendDueReminders(db, later(6)), sendDueReminders(db, later(6))])).toEqual([
      { offersExpiring: 0, formsDue: 0 },
      { offersExpiring: 0, formsDue: 0 },
    ]);
    const due = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(form.due_at!));
    expect(await reminders()).toEqual([
      expect.objectContaining({
        categoryTitle: 'Forms',
        message: `"${form.title}" is due on ${due}.`,
        redirectUrl: `/careers/forms?id=${form.form_key}`,
        notificationType: 'action_required',
      }),
    ]);
  });

  it('reminds of an open offer expiring within 48 hours once; a deadline moved is reminded of again', async () => {
    const { db } = server().database;
    const offer = await db
      .selectFrom('offers')
      .select(['id', 'position_name', 'expires_at'])
      .where('candidate_id', '=', adaId)
      .where('status', '=', 'Extended')
      .where('expires_at', '>', server().clock.now)
      .orderBy('expires_at')
      .executeTakeFirstOrThrow();
    expect(new Date(offer.expires_at!).getTime()).toBe(later(9).getTime());
    expect(await sendDueReminders(db, later(7.5))).toEqual({ offersExpiring: 1, formsDue: 0 });
    expect(await sendDueReminders(db, later(7.5))).toEqual({ offersExpiring: 0, formsDue: 0 });
    const expires = (at: Date) =>
      new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'UTC',
      }).format(at);
    expect((await reminders())[0]).toMatchObject({
      categoryTitle: 'Offers',
      message: `Your offer for ${offer.position_name} expires on ${expires(later(9))}.`,
      redirectUrl: `/careers/offer/${offer.id}`,
      notificationType: 'action_required',
    });

    // The employer gives a few hours more: a new deadline, told again; an offer no longer open is not.
    await db
      .updateTable('offers')
      .set({ expires_at: later(9.2) })
      .where('id', '=', offer.id)
      .execute();
    expect(await sendDueReminders(db, later(7.6))).toEqual({ offersExpiring: 1, formsDue: 0 });
    await db
      .updateTable('offers')
      .set({ expires_at: later(9.4), status: 'Declined' })
      .where('id', '=', offer.id)
      .execute();
    expect(await sendDueReminders(db, later(7.7))).toEqual({ offersExpiring: 0, formsDue: 0 });
    expect((await reminders()).map((n) => n.categoryTitle)).toEqual(['Offers', 'Offers', 'Forms']);
  });

  it('runs on the job queue (reminders.due, scheduled every 15 minutes by a serving process)', async () => {
    const { db } = server().database;
    // A form's deadline moved to tomorrow: a new deadline within 48 hours.
    const moved = await db
      .updateTable('form_assignments')
      .set({ due_at: later(1) })
      .where('candidate_id', '=', adaId)
      .where('due_at', 'is not', null)
      .where('status', '<>', 'submitted')
      .returning('form_id')
      .execute();
    expect(moved.length).toBeGreaterThan(0);
    const before = (await reminders()).length;
    await server().context.jobs.send('reminders.due', {});
    expect(await server().context.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect((await reminders()).length).toBe(before + moved.length);
  });
});
