import type { PageField } from '../PageFormDefinition';
import type { Translate } from '../formMessages';

/** What a rule may read besides the value it checks. Nothing global: the server passes the same facts. */
export interface RuleContext {
  /** Every answer of the form (only the visible ones when validating a form), for rules that compare fields. */
  readonly values: Readonly<Record<string, unknown>>;
  /** The question being checked. */
  readonly field: PageField;
  /**
   * Today. A Date is read in the local time zone of the caller; a YYYY-MM-DD string is that calendar
   * day, which lets the server check against the candidate's day rather than its own.
   */
  readonly now: Date | string;
  /** ISO country code used for phone numbers that carry no country (the page's, else US). */
  readonly defaultCountry: string;
  /** Translates messages; English when omitted. */
  readonly translate?: Translate;
}

/** One check: the message to show, or undefined when the value passes. */
export type FieldValidator = (value: unknown, context: RuleContext) => string | undefined;
