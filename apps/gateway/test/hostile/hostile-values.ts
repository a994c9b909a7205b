import fc from 'fast-check';

/**
 * The hostile values the generated-input test (issue 15) mixes into each route's contract: wrong
 * types, huge and empty strings, unicode edge cases, prototype keys, SQL and HTML metacharacters.
 */

const LONE_SURROGATE = '\uD800';

/** Strings an attacker or a broken client sends. None contains the database's own error wording. */
export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'A'.repeat(10_000),
  `${'9'.repeat(400)}`,
  '\u0000',
  `a\u0000b`,
  LONE_SURROGATE,
  `x${LONE_SURROGATE}y`,
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\uFEFF',
  'e\u0301\u0301\u0301',
  '🦷🧑‍⚕️👨‍👩‍👧‍👦',
  'ﬀİıſK',
  '\u2028\u2029',
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '" OR ""="',
  '1; SELECT pg_sleep(0) --',
  "\\'",
  '%',
  '_%_',
  '$1',
  '$$',
  ':memberKey',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text.
  '${7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..%2F..%2F',
  '0',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '-9223372036854775809',
  '0000-00-00',
  '9999-99-99',
  '10000-01-01',
  '2024-02-30',
  '1900-01-01',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

/** Any JSON value of the wrong kind for a field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  [],
  [null],
  {},
  { $gt: '' },
  [[[[[[[[[[[]]]]]]]]]]],
  { toString: 'x', valueOf: 1 },
];

export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 20 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

/** Keys that poison an object's prototype if a parser or a merge lets them through. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * Percent-encodes for a URL, keeping what encodeURIComponent refuses (a lone surrogate) as bytes that
 * are not UTF-8 at all, which is what a hostile client would send for it.
 */
export function encodeForUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}
