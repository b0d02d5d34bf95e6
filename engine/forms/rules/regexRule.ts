import type { PageFieldRule } from '../PageFormDefinition';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';

/**
 * 'Enter a valid value.' unless the text matches rule.value. Like JSON Schema's pattern, the pattern is
 * not anchored: write ^ and $ to match the whole answer. Throws on an invalid pattern, which the
 * form compiler reports as a configuration error before any candidate sees the form.
 */
export function regexRule(rule: PageFieldRule): FieldValidator {
  const pattern = new RegExp(String(rule.value), rule.flags ?? '');
  return (value, context) => {
    if (isEmptyValue(value)) return undefined;
    const text = typeof value === 'object' && value !== null ? (value as { number?: unknown }).number : value;
    return pattern.test(String(text ?? '')) ? undefined : ruleMessage(rule, 'regex', {}, context);
  };
}
