import { describe, expect, it } from 'vitest';
import { applyPositionConfigOverrides } from '../../../engine/search/positionConfigOverrides';

const employer = { showMatchDetails: true, showInsights: true, hasOverrides: true };

describe('applyPositionConfigOverrides (spec section 4: config overrides per position)', () => {
  it("merges a position's positionDetailsConfig switches over the employer's", () => {
    expect(applyPositionConfigOverrides(employer, { pcsxConfig: { positionDetailsConfig: { showMatchDetails: false } } })).toEqual({
      showMatchDetails: false,
      showInsights: true,
      hasOverrides: true,
    });
    expect(
      applyPositionConfigOverrides({ showMatchDetails: false, showInsights: false }, { pcsxConfig: { positionDetailsConfig: { showInsights: true } } }),
    ).toEqual({ showMatchDetails: false, showInsights: true });
  });

  it('changes nothing without an answer, with an empty one, or with one that does not change a switch', () => {
    expect(applyPositionConfigOverrides(employer, undefined)).toBe(employer);
    expect(applyPositionConfigOverrides(employer, {})).toBe(employer);
    expect(applyPositionConfigOverrides(employer, { pcsxConfig: {} })).toBe(employer);
    expect(applyPositionConfigOverrides(employer, { pcsxConfig: { positionDetailsConfig: { showInsights: true } } })).toBe(employer);
  });

  it('takes only the switches a position may change, and only as booleans', () => {
    const odd = {
      pcsxConfig: {
        positionDetailsConfig: { showMatchDetails: 'no', showInsights: 0, hasOverrides: false, extra: true },
        searchConfig: { pageSize: 1 },
      },
      domain: 'globex.com',
    };
    expect(applyPositionConfigOverrides(employer, odd)).toBe(employer);
    expect(applyPositionConfigOverrides(employer, null)).toBe(employer);
    expect(applyPositionConfigOverrides(employer, [{ pcsxConfig: {} }])).toBe(employer);
    expect(applyPositionConfigOverrides(employer, { pcsxConfig: { positionDetailsConfig: [false] } })).toBe(employer);
  });

  it('never reads inherited properties (__proto__, constructor)', () => {
    const polluted = JSON.parse('{"__proto__": {"pcsxConfig": {"positionDetailsConfig": {"showMatchDetails": false}}}}') as unknown;
    expect(applyPositionConfigOverrides(employer, polluted)).toBe(employer);
    const inherited = Object.create({ pcsxConfig: { positionDetailsConfig: { showInsights: false } } }) as unknown;
    expect(applyPositionConfigOverrides(employer, inherited)).toBe(employer);
    expect(({} as { showMatchDetails?: unknown }).showMatchDetails).toBeUndefined();
  });
});
