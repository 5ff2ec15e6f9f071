import type { MessageValues } from './i18n/index.ts';

/** A catalogue key's shape ('fieldRules.tooLong'): dotted words, no spaces; a library's sentence never has it. */
export function looksLikeKey(text: string): boolean {
  return /^[a-zA-Z][\w-]*(\.[\w-]+)+$/.test(text);
}

/*
 * A refused field in words: every rule a contract's schema can break is worded by a catalogue key with its
 * parameters ('fieldRules.tooLong' with max 200: 'Position Name can be at most 200 characters'), never by the
 * validation library's own text. The server's 400 answer and the web's forms both word issues here.
 */

/** What the wording needs of a validation issue (zod's issue shape). */
export interface RuleIssue {
  code: string;
  message: string;
  path?: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  expected?: string;
}

export interface FieldMessage {
  key: string;
  values: MessageValues;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const num = (n: number | bigint | undefined) => (n === undefined ? '' : Number(n));

/**
 * The catalogue key and parameters for one issue. `value` is what was sent for the field (undefined when absent):
 * a blank field reads 'can not be empty' whatever rule it broke, a filled one the rule it broke.
 */
export function issueMessage(issue: RuleIssue, value: unknown): FieldMessage {
  const values: MessageValues = {};
  if (issue.minimum !== undefined) values.min = num(issue.minimum);
  if (issue.maximum !== undefined) values.max = num(issue.maximum);
  // A schema's own key words the issue, except 'required' given as the schema's default for a field that was filled.
  if (looksLikeKey(issue.message) && !(issue.message === 'errors.required' && !isBlank(value))) return { key: issue.message, values };
  const origin = issue.origin;
  switch (issue.code) {
    case 'too_big':
      if (origin === 'string') return { key: 'fieldRules.tooLong', values };
      if (origin === 'number' || origin === 'bigint') return { key: issue.inclusive === false ? 'fieldRules.lessThan' : 'fieldRules.atMost', values };
      if (origin === 'array' || origin === 'set') return { key: 'fieldRules.tooMany', values };
      if (origin === 'date') return { key: 'fieldRules.invalidDate', values };
      return { key: 'fieldRules.invalid', values };
    case 'too_small':
      if (origin === 'string') return isBlank(value) || Number(issue.minimum) <= 1 ? { key: 'errors.required', values } : { key: 'fieldRules.tooShort', values };
      if (origin === 'number' || origin === 'bigint') {
        if (isBlank(value)) return { key: 'errors.required', values };
        return { key: issue.inclusive === false ? 'fieldRules.moreThan' : 'fieldRules.atLeast', values };
      }
      if (origin === 'array' || origin === 'set') return { key: 'fieldRules.tooFew', values };
      if (origin === 'date') return { key: 'fieldRules.invalidDate', values };
      return { key: 'fieldRules.invalid', values };
    case 'invalid_type':
      if (isBlank(value)) return { key: 'errors.required', values };
      if (issue.expected === 'int' && typeof value === 'number') return { key: 'fieldRules.wholeNumber', values };
      if (issue.expected === 'date') return { key: 'fieldRules.invalidDate', values };
      return { key: 'fieldRules.invalid', values };
    case 'invalid_format':
      if (isBlank(value)) return { key: 'errors.required', values };
      if (issue.format === 'email') return { key: 'errors.email', values };
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time') return { key: 'fieldRules.invalidDate', values };
      return { key: 'fieldRules.invalid', values };
    case 'not_multiple_of':
      return { key: 'fieldRules.wholeNumber', values };
    case 'invalid_value':
      return isBlank(value) ? { key: 'errors.required', values } : { key: 'fieldRules.invalidChoice', values };
    default:
      // invalid_union, invalid_key, invalid_element, unrecognized_keys, and a custom rule without a key of its own.
      return isBlank(value) ? { key: 'errors.required', values } : { key: 'fieldRules.invalid', values };
  }
}

/** The value sent at a path of a request's body (or a form's values). */
export function valueAtPath(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key as string] : undefined), root);
}

/** A refused field as the error answer carries it before translation: a catalogue key and its parameters. */
export interface KeyedIssue {
  path: string;
  message: string;
  values: MessageValues;
}

/** A validation error's issues as catalogue keys with their parameters, read against what was sent. */
export function ruleIssues(issues: readonly RuleIssue[], input: unknown): KeyedIssue[] {
  return issues.map((issue) => {
    const path = issue.path ?? [];
    const { key, values } = issueMessage(issue, valueAtPath(input, path));
    return { path: path.map(String).join('.'), message: key, values };
  });
}

/** A field message as one string (a form library's error text): the key, then its parameters when it has some. */
export function encodeFieldMessage(message: FieldMessage): string {
  return Object.keys(message.values).length ? `${message.key}|${JSON.stringify(message.values)}` : message.key;
}

/** The key and parameters of an encoded field message; any other text comes back as its own key. */
export function decodeFieldMessage(text: string): FieldMessage {
  const bar = text.indexOf('|');
  if (bar > 0 && looksLikeKey(text.slice(0, bar))) {
    try {
      return { key: text.slice(0, bar), values: JSON.parse(text.slice(bar + 1)) as MessageValues };
    } catch {
      return { key: text, values: {} };
    }
  }
  return { key: text, values: {} };
}
