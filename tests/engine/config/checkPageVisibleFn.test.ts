import { describe, expect, it } from 'vitest';
import { checkPageVisibleFn } from '../../../engine/config/checkPageVisibleFn';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { readConfig, setAt } from './configFixtures';

const at = '/pages/jobs/layout/2/visibleFn';

describe('checkPageVisibleFn: JSON Logic operators', () => {
  it('accepts a rule built from operators json-logic-js has and Portico allows', () => {
    const rule = { if: [{ and: [{ var: 'user.isLoggedIn' }, { '!': { var: 'flags.useDashboardV2' } }] }, { in: [{ var: 'locale' }, ['en', 'fr']] }, false] };
    expect(checkPageVisibleFn(rule, at)).toEqual([]);
  });

  it('reports an unknown operator at its own key, with a did-you-mean', () => {
    const errors = checkPageVisibleFn({ and: [{ var: 'user.isLoggedIn' }, { '=': [{ var: 'locale' }, 'en'] }] }, at);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.pointer).toBe(`${at}/and/1/=`);
    expect(errors[0]?.message).toMatch(/^"=" is not a JSON Logic operator Portico evaluates \(did you mean "=="\?\); known operators: == === /);
  });

  it('reports an operator under the unary shorthand, escaping / in the pointer', () => {
    const errors = checkPageVisibleFn({ '!': { 'a/b': [1] } }, at);
    expect(errors.map((error) => error.pointer)).toEqual([`${at}/!/a~1b`]);
  });

  it('leaves the unsafe-rule refusal alone: an unsafe rule gets that one error only', () => {
    const errors = checkPageVisibleFn({ method: [{ var: 'user.isLogedIn' }, 'toString'] }, at);
    expect(errors).toEqual([{ pointer: at, message: expect.stringMatching(/^is refused: Unsafe rule: the "method" operator/) as unknown }]);
  });
});

describe('checkPageVisibleFn: var paths of the page context', () => {
  it('accepts every documented path: user facts, known flags and gates, any query parameter, page and locale', () => {
    const rule = {
      or: [
        { var: 'user.isAdmin' },
        { var: 'gates.referralWithCandidateApplicationGate' },
        { var: ['query.utm_source', ''] },
        { '==': [{ var: 'page.variant' }, 'v2'] },
        { missing: ['locale', 'page.id'] },
      ],
    };
    expect(checkPageVisibleFn(rule, at)).toEqual([]);
  });

  it('reports user.isLogedIn at the visibleFn, suggesting user.isLoggedIn', () => {
    const errors = checkPageVisibleFn({ var: 'user.isLogedIn' }, at);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.pointer).toBe(at);
    expect(errors[0]?.message).toMatch(
      /^reads "user\.isLogedIn", which is not in the page context, so it never has a value \(did you mean "user\.isLoggedIn"\?\); the context has: user\.isLoggedIn, /,
    );
    expect(errors[0]?.message).toContain('query.<parameter>');
  });

  it('reports a flag the config schema does not define, and a root outside the context', () => {
    const errors = checkPageVisibleFn({ and: [{ var: 'flags.useDashbordV2' }, { var: 'profile.complete' }] }, at);
    expect(errors.map((error) => error.message.split(';')[0])).toEqual([
      'reads "flags.useDashbordV2", which is not in the page context, so it never has a value (did you mean "flags.useDashboardV2"?)',
      'reads "profile.complete", which is not in the page context, so it never has a value',
    ]);
  });

  it('does not count paths read per item of map, filter, some… (they read the item)', () => {
    expect(checkPageVisibleFn({ some: [{ var: 'query.tags' }, { '==': [{ var: 'name' }, 'x'] }] }, at)).toEqual([]);
  });
});

describe('validateEmployerConfig runs the visibleFn rules on layout nodes and tabs', () => {
  it('reports a misspelt context path in a dashboard tab and an unknown operator in a nested node', () => {
    const config = readConfig('acme');
    setAt(config, '/pcsxConfig/dashboardConfig/tabs/1/visibleFn', { var: 'user.isLogedIn' });
    setAt(config, '/pages/jobs/layout/0/children/1/visibleFn', { contains: [{ var: 'locale' }, 'en'] });
    const result = validateEmployerConfig(config);
    expect(result.errors.map((error) => error.pointer)).toEqual([
      '/pages/jobs/layout/0/children/1/visibleFn/contains',
      '/pcsxConfig/dashboardConfig/tabs/1/visibleFn',
    ]);
  });
});
