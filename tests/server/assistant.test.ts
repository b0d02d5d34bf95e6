import { beforeAll, expect, it } from 'vitest';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget } from './harness';

/** POST /api/assistant/interpret (issue 22): the reference assistant reads a request and changes nothing itself. */
const PATH = '/api/assistant/interpret';

describeEachTarget('the reference assistant', (server) => {
  beforeAll(() => server().app.ready(), 60_000);

  const interpret = (headers: Record<string, string>, payload: unknown, { domain = 'acme.com', language }: { domain?: string; language?: string } = {}) =>
    server().app.inject({
      method: 'POST',
      url: `${PATH}?domain=${domain}`,
      headers: { ...headers, 'content-type': 'application/json', ...(language ? { 'x-portico-language': language } : {}) },
      payload: JSON.stringify(payload),
    });

  it('finds jobs in the employer’s words: the search the page follows and the first five results', async () => {
    const ada = await server().login('ada@example.com');
    const response = await interpret(ada, { text: 'find engineer jobs in Austin' });
    expect(response.statusCode).toBe(200);
    expectApiSchema(response.json(), 'search', 'AssistantInterpretResponse');
    const { data } = response.json();
    expect(data.action).toBe('search');
    expect(data.payload).toMatchObject({ keywords: 'engineer' });
    expect(data.payload.location).toMatch(/^Austin/);
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.length).toBeLessThanOrEqual(5);
    expect(data.reply).toMatch(/^Jobs found: \d+\.$/);
    // Ada has skills: each listed job says whether it is a strong match for her.
    for (const job of data.results) expect(typeof job.strongMatch).toBe('boolean');
  });

  it('answers in the page language, reading a German request with a German job word', async () => {
    const ada = await server().login('ada@example.com');
    const response = await interpret(ada, { text: 'Finde Ingenieur-Jobs in Austin' }, { language: 'de' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.action).toBe('search');
    // The employer's titles say "Engineer": the German word is searched as that.
    expect(data.payload.keywords).toBe('engineer');
    expect(data.reply).toMatch(/^Gefundene Stellen: \d+\.$/);
  });

  it('names the job "the first one" refers to, and says when the list has no such job', async () => {
    const ada = await server().login('ada@example.com');
    const results = [
      { id: '101', title: 'Software Engineer', location: 'Austin, TX' },
      { id: '102', title: 'Data Analyst', location: 'Remote' },
    ];
    const first = (await interpret(ada, { text: 'add the first one to my cart', results })).json().data;
    expect(first).toEqual({ reply: '', action: 'cart', job: results[0], payload: { positionId: '101', remove: false } });
    const last = (await interpret(ada, { text: 'remove the last one from my cart', results })).json().data;
    expect(last).toMatchObject({ action: 'cart', payload: { positionId: '102', remove: true } });
    const missing = (await interpret(ada, { text: 'add the third one to my cart', results })).json().data;
    expect(missing).toEqual({ reply: 'That job is not in the list I showed. Search first, then name a job by its number.' });
  });

  it('asks before a profile change and changes nothing itself; a wrong e-mail address is refused in words', async () => {
    const ada = await server().login('ada@example.com');
    const change = (await interpret(ada, { text: 'update my email address to augusta@example.com' })).json().data;
    expect(change).toEqual({
      reply: 'Change your e-mail to “augusta@example.com”? Answer yes or no.',
      action: 'profile',
      payload: { email: 'augusta@example.com' },
      confirm: true,
    });
    const stored = await server().database.db.selectFrom('candidates').select('email').where('email', '=', 'augusta@example.com').execute();
    expect(stored).toEqual([]);
    const wrong = (await interpret(ada, { text: 'update my email address to augusta-at-example' })).json().data;
    expect(wrong).toEqual({ reply: '“augusta-at-example” is not an e-mail address.' });
    const unknown = (await interpret(ada, { text: 'what is the weather' })).json().data;
    expect(unknown.reply).toMatch(/^Sorry, I did not understand\./);
    expect(unknown.action).toBeUndefined();
  });

  it('is a change like any other: no CSRF token, 403; bounded input, 400', async () => {
    const ada = await server().login('ada@example.com');
    const { 'x-csrf-token': _token, ...withoutToken } = ada;
    expect((await interpret(withoutToken, { text: 'find engineer jobs' })).statusCode).toBe(403);
    expect((await interpret(ada, { text: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await interpret(ada, { text: '' })).statusCode).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ id: String(index + 1), title: 'Job' }));
    expect((await interpret(ada, { text: 'add the first one to my cart', results: eleven })).statusCode).toBe(400);
    expect((await interpret(ada, { text: 'open it', results: [{ id: '../admin', title: 'Job' }] })).statusCode).toBe(400);
  });

  it('is offered only where the employer enables it: not to acme’s visitors, not on globex', async () => {
    const visitor = await server().anonymous();
    const refused = await interpret(visitor, { text: 'find engineer jobs' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error_code).toBe('not_found');
    const page = await server().app.inject({ method: 'GET', url: '/assistant/chat?domain=acme.com' });
    expect(page.statusCode).toBe(404);
    // Globex's config has no chatbotxConfig: not even its logged-in candidates get it.
    const globexAda = await server().login('ada@example.com', 'globex.com');
    expect((await interpret(globexAda, { text: 'find engineer jobs' }, { domain: 'globex.com' })).statusCode).toBe(404);
  });
});

describeEachTarget(
  'the reference assistant’s rate limit',
  (server) => {
    it('answers 60 requests a minute from one visitor, then 429 with Retry-After', async () => {
      const ada = await server().login('ada@example.com');
      const send = () =>
        server().app.inject({
          method: 'POST',
          url: `${PATH}?domain=acme.com`,
          headers: { ...ada, 'content-type': 'application/json' },
          payload: JSON.stringify({ text: 'yes' }),
        });
      for (let request = 0; request < 60; request += 1) expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }, 60_000);
  },
  { rateLimits: true },
);
