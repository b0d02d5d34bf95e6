import jsonLogic from 'json-logic-js';
import type { RulesLogic } from 'json-logic-js';
import { asRuleOperation, literalPathsRead } from './ruleOperation';

/** Names that lead from data to its prototype chain, and from there to Function and global state. */
const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Operators that would let a rule call functions found on data. */
export const FORBIDDEN_OPERATORS: ReadonlySet<string> = new Set(['method']);

/** Thrown when a rule tries to reach the prototype chain or to call methods; the rule is not evaluated further. */
export class UnsafeRuleError extends Error {
  override readonly name = 'UnsafeRuleError';

  constructor(
    message: string,
    /** The path segment or operator name that was refused. */
    readonly segment: string,
  ) {
    super(message);
  }
}

/**
 * Private names for the data-reading operators. json-logic-js keeps one operations table per
 * process, so replacing "var" there would change every other caller; instead each rule is
 * rewritten to use these hardened twins, and the shared "var" stays untouched.
 */
const SAFE_READERS: ReadonlyMap<string, { readonly safeName: string; readonly code: (this: unknown, ...args: never[]) => unknown }> = new Map([
  ['var', { safeName: 'portico_safe_var', code: safeVar }],
  ['missing', { safeName: 'portico_safe_missing', code: safeMissing }],
  ['missing_some', { safeName: 'portico_safe_missing_some', code: safeMissingSome }],
]);

function safeVar(this: unknown, path?: unknown, fallback?: unknown): unknown {
  return readOwnPath(this, path, fallback === undefined ? null : fallback);
}

function readOwnPath(data: unknown, path: unknown, notFound: unknown): unknown {
  if (path === undefined || path === null || path === '') return data;
  let current = data;
  for (const segment of String(path).split('.')) {
    refuseSegment(segment, String(path));
    if (current === null || current === undefined) return notFound;
    // Own properties only: inherited members such as toString are not data.
    if (!Object.hasOwn(Object(current), segment)) return notFound;
    current = (current as Record<string, unknown>)[segment];
    if (current === undefined) return notFound;
  }
  return current;
}

function safeMissing(this: unknown, ...args: unknown[]): unknown[] {
  const keys: readonly unknown[] = Array.isArray(args[0]) ? args[0] : args;
  return keys.filter((key) => {
    const value = readOwnPath(this, key, null);
    return value === null || value === '';
  });
}

function safeMissingSome(this: unknown, needCount: unknown, options: unknown): unknown[] {
  const keys: readonly unknown[] = Array.isArray(options) ? options : [];
  const missing = safeMissing.call(this, keys);
  return keys.length - missing.length >= Number(needCount) ? [] : missing;
}

for (const { safeName, code } of SAFE_READERS.values()) {
  jsonLogic.add_operation(safeName, code as (...args: unknown[]) => unknown);
}
// json-logic-js 2.x no longer ships "method"; removing it guards against an older copy or a plugin bringing it back.
jsonLogic.rm_operation('method');

/**
 * Evaluates a JSON Logic rule against data, refusing rules that could reach the prototype chain
 * or call methods. Throws UnsafeRuleError for such rules, before evaluating anything when the
 * offending path is written literally and during evaluation when it is computed.
 */
export function evaluateRule(rule: unknown, data: unknown): unknown {
  assertSafeRule(rule);
  return jsonLogic.apply(withSafeReaders(rule) as RulesLogic, data) as unknown;
}

/** Throws UnsafeRuleError if any operator or literal data path in the rule is forbidden. */
export function assertSafeRule(rule: unknown): void {
  if (Array.isArray(rule)) {
    rule.forEach(assertSafeRule);
    return;
  }
  const operation = asRuleOperation(rule);
  if (operation === undefined) return;
  if (FORBIDDEN_OPERATORS.has(operation.operator)) {
    throw new UnsafeRuleError(`Unsafe rule: the "${operation.operator}" operator is not allowed because it calls methods on data.`, operation.operator);
  }
  // Dotted operator names walk into the operations table, e.g. "var.prototype".
  for (const segment of operation.operator.split('.')) {
    if (FORBIDDEN_SEGMENTS.has(segment)) {
      throw new UnsafeRuleError(`Unsafe rule: operator "${operation.operator}" uses the forbidden segment "${segment}".`, segment);
    }
  }
  for (const path of literalPathsRead(operation)) {
    for (const segment of path.split('.')) refuseSegment(segment, path);
  }
  operation.args.forEach(assertSafeRule);
}

function refuseSegment(segment: string, path: string): void {
  if (FORBIDDEN_SEGMENTS.has(segment)) {
    throw new UnsafeRuleError(`Unsafe rule: data path "${path}" uses the forbidden segment "${segment}".`, segment);
  }
}

function withSafeReaders(rule: unknown): unknown {
  if (Array.isArray(rule)) return rule.map(withSafeReaders);
  const operation = asRuleOperation(rule);
  if (operation === undefined) return rule;
  const operator = SAFE_READERS.get(operation.operator)?.safeName ?? operation.operator;
  // Keep the shorthand {"var": "x"} as written so json-logic-js sees the same shape.
  return { [operator]: withSafeReaders((rule as Record<string, unknown>)[operation.operator]) };
}
