// Free text as the API accepts it: every text field of every request is built from `cleanText`, so no control
// character and no unpaired UTF-16 surrogate reaches the database (PostgreSQL refuses both with an error).
import { z } from 'zod';

/** The message for text that carries characters no one can type: NUL and other controls, broken Unicode. */
export const CLEAN_TEXT_MESSAGE = 'Text contains control characters or invalid Unicode';

// With the `u` flag a paired surrogate is one code point, so `\p{Cs}` matches only unpaired halves. The bidi
// embedding, override and isolate controls reorder what a reader sees (the 'Trojan Source' trick): no one types
// them, and an export that carried them could mislead whoever imports it, so they are refused everywhere alike.
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]/u;
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]/u;

/** True when `value` holds no control character (tabs and line breaks allowed if multi-line) and no lone surrogate. */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * A string that refuses control characters and unpaired surrogates with `CLEAN_TEXT_MESSAGE`. Single-line
 * text (names, e-mails, passwords) also refuses tabs and line breaks; multi-line text keeps them. `required` is
 * the message for a value that is missing or not a string.
 */
export function cleanText(options: { multiline?: boolean; required?: string } = {}) {
  const { multiline = false, required } = options;
  return z
    .string({
      // Only a missing or non-string value gets the `required` message: a schema-level message in zod 4 would
      // also replace the message of every check that has none of its own (a maximum, say).
      error: (issue) => (issue.code === 'invalid_type' && required ? required : undefined),
    })
    .refine((value) => isCleanText(value, multiline), { message: CLEAN_TEXT_MESSAGE, abort: true });
}

const MULTI_LINE_FORBIDDEN_ALL = new RegExp(MULTI_LINE_FORBIDDEN.source, 'gu');

/**
 * A copy of a JSON value with every control character (but tabs and line breaks) and unpaired surrogate removed
 * from its strings: for text the server did not validate itself, such as an AI provider's answer.
 */
export function withCleanStrings<T>(value: T): T {
  if (typeof value === 'string') return value.replace(MULTI_LINE_FORBIDDEN_ALL, '') as T;
  if (Array.isArray(value)) return value.map(withCleanStrings) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withCleanStrings(v)])) as T;
  }
  return value;
}
