import { expect, it } from 'vitest';
import { ANONYMOUS_DRAFT_LIFETIME_MS, deleteExpiredDrafts } from '../../server/forms/draftLimits';
import { visitorOwnerKey } from '../../server/forms/formOwner';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget, type TestServer } from './harness';

const KB = 1024;
const MB = 1024 * KB;

/** A visitor's own browser: its CSRF cookie is what its drafts are kept under. */
function visitor(token: string) {
  return { cookie: `portico_csrf=${token}`, 'x-csrf-token': token };
}

/** A finished upload of about `bytes` bytes of content: the application form's resume takes one, up to 5 MB, with no length rule on its content. */
const resume = (bytes: number) => [
  { uid: 'u1', name: 'cv.pdf', size: bytes, type: 'application/pdf', lastModified: 0, webkitRelativePath: '', content: 'A'.repeat(bytes), status: 'done' },
];

async function openPositions(server: TestServer, count: number): Promise<number[]> {
  const rows = await server.database.db
    .selectFrom('positions')
    .select('id')
    .where('domain', '=', 'acme.com')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

describeEachTarget('draft limits', (server) => {
  const put = (url: string, headers: Record<string, string>, payload: unknown) =>
    server().app.inject({ method: 'PUT', url, headers, payload: payload as object });
  const formDraft = (headers: Record<string, string>, values: unknown) => put('/api/pcsx/forms/field-gallery/draft?domain=acme.com', headers, { values });
  const applyDraft = (headers: Record<string, string>, pid: number, values: unknown) => put('/api/pcsx/apply_draft?domain=acme.com', headers, { pid, values });

  it('refuses a 10 MB form draft and a 10 MB apply draft of a visitor without an account with 413, storing nothing', async () => {
    const headers = visitor('visitor-ten-megabytes-0123456789');
    const [pid] = await openPositions(server(), 1);
    const huge = 'x'.repeat(10 * MB);
    for (const response of [await formDraft(headers, { wide_field: huge }), await applyDraft(headers, pid!, { cover_letter: huge })]) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: 'This draft is too large to save: a draft can hold at most 256 KB.',
        error_code: 'draft_too_large',
        message_key: 'forms.refusal.draftTooLarge',
      });
    }
    const stored = await server()
      .database.db.selectFrom('form_drafts')
      .select('form_key')
      .where('owner_key', '=', visitorKey('visitor-ten-megabytes-0123456789'))
      .execute();
    expect(stored).toEqual([]);
  });

  it('checks a draft against the form: unknown names dropped, answers of the wrong kind or past a bound refused with 422 and the field messages', async () => {
    const headers = visitor('visitor-form-rules-0123456789abc');
    const saved = await formDraft(headers, { text_field: 'A', email_field: 'half@', not_a_question: 'x'.repeat(100 * KB) });
    expect(saved.statusCode).toBe(200);
    const row = await server()
      .database.db.selectFrom('form_drafts')
      .select('data')
      .where('owner_key', '=', visitorKey('visitor-form-rules-0123456789abc'))
      .executeTakeFirstOrThrow();
    expect(row.data).toEqual({ text_field: 'A', email_field: 'half@' });

    const refused = await formDraft(headers, { text_field: 'x'.repeat(41), select_field: 'not-an-option', wide_field: { nested: 'object' } });
    expect(refused.statusCode).toBe(422);
    expectApiSchema(refused.json(), 'forms', 'SubmissionErrorResponse');
    expect(refused.json()).toEqual({
      message: 'Some answers do not fit their questions, so the draft was not saved.',
      error_code: 'invalid_draft',
      message_key: 'forms.refusal.invalidDraft',
      field_errors: { text_field: 'Enter no more than 40 characters.', select_field: 'Choose one of the options.', wide_field: 'Enter a valid value.' },
    });
  });

  it('answers 413 for answers above 256 KB inside a body under its limit: the stored answers are measured too', async () => {
    const headers = visitor('visitor-quarter-megabyte-0123456');
    const [pid] = await openPositions(server(), 1);
    // Just under the body limit, but above 256 KB of answers: refused by the draft check itself.
    const response = await applyDraft(headers, pid!, { resume: resume(257 * KB) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error_code).toBe('draft_too_large');
  });

  it('keeps all of a visitor’s drafts within 1 MB: the fifth draft of 250 KB is refused with 413, replacing one is not counted twice', async () => {
    const headers = visitor('visitor-one-megabyte-0123456789a');
    const pids = await openPositions(server(), 5);
    for (const pid of pids.slice(0, 4)) expect((await applyDraft(headers, pid, { resume: resume(250 * KB) })).statusCode).toBe(200);
    const fifth = await applyDraft(headers, pids[4]!, { resume: resume(250 * KB) });
    expect(fifth.statusCode).toBe(413);
    expect(fifth.json()).toEqual({
      message: 'Your drafts are too large to save this one: all your drafts together can hold at most 1 MB. Submit or clear a draft first.',
      error_code: 'drafts_quota_exceeded',
      message_key: 'forms.refusal.draftsQuotaExceeded',
    });
    // Saving one of the four again (as typing does) still works; a form draft of the same browser counts too.
    expect((await applyDraft(headers, pids[0]!, { resume: resume(250 * KB) })).statusCode).toBe(200);
    expect((await formDraft(headers, { wide_field: 'x'.repeat(100 * KB) })).statusCode).toBe(413);
    expect((await formDraft(headers, { wide_field: 'short' })).statusCode).toBe(200);
  });

  it('keeps all of a candidate’s drafts within 1 MB, form drafts and draft applications together', async () => {
    const headers = await server().login('grace@example.com');
    const pids = await openPositions(server(), 5);
    for (const pid of pids.slice(0, 4)) expect((await applyDraft(headers, pid, { resume: resume(250 * KB) })).statusCode).toBe(200);
    const over = await formDraft(headers, { wide_field: 'x'.repeat(100 * KB) });
    expect(over.statusCode).toBe(413);
    expect(over.json().error_code).toBe('drafts_quota_exceeded');
  });

  it('forgets a visitor’s drafts 30 days after their last save: not shown, and deleted; a candidate’s stay', async () => {
    const headers = visitor('visitor-expiring-0123456789abcde');
    const key = visitorKey('visitor-expiring-0123456789abcde');
    const start = server().clock.now;
    try {
      expect((await formDraft(headers, { text_field: 'Remember me' })).statusCode).toBe(200);
      const shown = async () => (await server().app.inject({ url: '/api/pcsx/forms/field-gallery?domain=acme.com', headers })).json().data;
      expect(JSON.stringify(await shown())).toContain('Remember me');

      server().clock.now = new Date(start.getTime() + ANONYMOUS_DRAFT_LIFETIME_MS - 60_000);
      expect(JSON.stringify(await shown())).toContain('Remember me');

      server().clock.now = new Date(start.getTime() + ANONYMOUS_DRAFT_LIFETIME_MS + 60_000);
      expect(JSON.stringify(await shown())).not.toContain('Remember me');
      expect(await server().database.db.selectFrom('form_drafts').select('form_key').where('owner_key', '=', key).execute()).toEqual([]);
    } finally {
      server().clock.now = start;
    }
  });

  it('sweeps every expired visitor draft at once (at start and daily), and no candidate draft', async () => {
    const db = server().database.db;
    const old = new Date(server().clock.now.getTime() - ANONYMOUS_DRAFT_LIFETIME_MS - 60_000);
    await db
      .insertInto('form_drafts')
      .values([
        { owner_key: 'visitor:old-one', domain: 'acme.com', form_key: 'field-gallery', data: '{}', updated_at: old },
        { owner_key: 'visitor:recent-one', domain: 'acme.com', form_key: 'field-gallery', data: '{}', updated_at: server().clock.now },
        { owner_key: 'candidate:someone', domain: 'acme.com', form_key: 'field-gallery', data: '{}', updated_at: old },
      ])
      .execute();
    expect(await deleteExpiredDrafts(db, server().clock.now)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('form_drafts')
      .select('owner_key')
      .where('owner_key', 'in', ['visitor:old-one', 'visitor:recent-one', 'candidate:someone'])
      .execute();
    expect(left.map((row) => row.owner_key).sort()).toEqual(['candidate:someone', 'visitor:recent-one']);
  });
});

/** The owner key the server keeps a visitor's drafts under (a hash of the browser's CSRF cookie). */
function visitorKey(token: string): string {
  return visitorOwnerKey({ cookies: { portico_csrf: token } } as never)!;
}
