import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT_EXAMPLE, emailRule, isEmail, isStrictEmail, strictEmailRule } from '../../../engine/forms/rules/emailRule';
import { ruleContext } from './formFixtures';

const context = ruleContext({ type: 'email', label: 'Email' });

describe('emailRule', () => {
  it('refuses an address without a domain with the spec message and the example format', () => {
    expect(emailRule()('ann@', context)).toBe('Email is invalid. Use the format "name@example.com".');
    expect(EMAIL_FORMAT_EXAMPLE).toBe('name@example.com');
  });

  it('accepts a standard address, surrounding blanks included', () => {
    expect(emailRule()(' ann.lee@acme.co.uk ', context)).toBeUndefined();
  });

  it('is skipped when the answer is empty (required decides)', () => {
    expect(emailRule()('', context)).toBeUndefined();
    expect(emailRule()(undefined, context)).toBeUndefined();
  });

  it('has a stricter variant that refuses what the standard check lets through', () => {
    for (const address of ['ann..lee@acme.com', '.ann@acme.com', 'ann@acme.c0m', 'ann@-acme.com', 'ann(x)@acme.com']) {
      expect(isEmail(address)).toBe(true);
      expect(isStrictEmail(address)).toBe(false);
      expect(strictEmailRule()(address, context)).toBe('Email is invalid. Use the format "name@example.com".');
    }
    expect(strictEmailRule()('ann.o+jobs@mail.acme.com', context)).toBeUndefined();
  });

  it('refuses over-long addresses in strict mode', () => {
    expect(isStrictEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`)).toBe(false);
  });
});
