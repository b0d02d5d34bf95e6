import type { PageFieldRule } from '../PageFormDefinition';
import { formMessage, interpolate, type FormMessageKey, type MessageParams } from '../formMessages';
import type { RuleContext } from './RuleContext';

/** The rule's own message (placeholders filled) when the form author wrote one, else the default. */
export function ruleMessage(
  rule: Pick<PageFieldRule, 'message'> | undefined,
  key: FormMessageKey,
  params: MessageParams,
  context: Pick<RuleContext, 'translate'>,
): string {
  if (rule?.message) return interpolate(rule.message, params);
  return formMessage(key, params, context.translate);
}
