import type { PageFieldRule } from '../PageFormDefinition';
import { FILE_TYPES } from '../fieldTypes';
import type { FormMessageKey } from '../formMessages';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator, RuleContext } from './RuleContext';

/**
 * minLength: characters of a text ('Enter at least 3 characters.'), files of an upload ('Upload at
 * least 2 files.') or entries of a list, skills and multiple choices ('Add at least 2 items.').
 */
export function minLengthRule(rule: PageFieldRule): FieldValidator {
  return lengthRule(rule, (length, limit) => length < limit, { text: 'minLength', files: 'fileMinCount', list: 'listMinCount' });
}

/** maxLength: the same measures as minLength ('Enter no more than 1 character.', 'Upload no more than 3 files.'). */
export function maxLengthRule(rule: PageFieldRule): FieldValidator {
  return lengthRule(rule, (length, limit) => length > limit, { text: 'maxLength', files: 'fileMaxCount', list: 'listMaxCount' });
}

function lengthRule(
  rule: PageFieldRule,
  fails: (length: number, limit: number) => boolean,
  keys: Record<'text' | 'files' | 'list', FormMessageKey>,
): FieldValidator {
  const limit = Number(rule.value);
  return (value, context) => {
    // A list is counted even when empty; validateField decides whether an empty answer is checked at all.
    if (!Array.isArray(value) && isEmptyValue(value)) return undefined;
    const measured = measure(value, context);
    if (measured === undefined || !fails(measured.length, limit)) return undefined;
    return ruleMessage(rule, keys[measured.kind], { count: limit }, context);
  };
}

function measure(value: unknown, context: RuleContext): { kind: 'text' | 'files' | 'list'; length: number } | undefined {
  if (Array.isArray(value)) return { kind: FILE_TYPES.has(context.field.type) ? 'files' : 'list', length: value.length };
  // Characters as people count them: an emoji or an accented letter typed as one is one.
  if (typeof value === 'string') return { kind: 'text', length: [...value.trim()].length };
  if (typeof value === 'number') return { kind: 'text', length: String(value).length };
  return undefined;
}
