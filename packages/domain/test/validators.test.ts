import { describe, expect, it } from 'vitest';
import { validationMessages } from '../src/validation/messages';
import {
  isValidIdentifier,
  isValidName,
  isValidPassword,
  isValidSecurityAnswer,
  isValidText,
  isValidUsername,
  valuesMatch,
} from '../src/validation/validators';

describe('shared validators (document 1 §5)', () => {
  it.each([
    ['abc123', true],
    ['Welcome2026!', true],
    ['a1@$!%*#?&^_+-=', true],
    ['abcde', false], // no digit, too short
    ['abcdef', false], // no digit
    ['12345', false], // too short
    ['1'.repeat(32), true],
    ['1'.repeat(33), false],
    ['abc 123', false], // space is not allowed
    ['abc123~', false], // ~ is not in the set
    ['abc123<', false],
  ])('password %s → %s', (value, valid) => expect(isValidPassword(value)).toBe(valid));

  it.each([
    ['Alex', true],
    ["O'Brien", true],
    ['Mary-Jane Smith', true],
    ['St. John', true],
    ['`Ana', true],
    [',Ana', true],
    ['-Ana', true],
    ['1Ana', false],
    [' Ana', false],
    ['.Ana', false],
    ['Ana2', false],
    ['A'.repeat(30), true],
    ['A'.repeat(31), false],
  ])('name %s → %s', (value, valid) => expect(isValidName(value)).toBe(valid));

  it.each([
    ['abc', true],
    ['alex2026', true],
    ['ab', false],
    ['a'.repeat(16), true],
    ['a'.repeat(17), false],
    ['alex_1', false],
  ])('username %s → %s', (value, valid) => expect(isValidUsername(value)).toBe(valid));

  it.each([
    ['ab', false],
    ['abc', true],
    ['x'.repeat(30), true],
    ['x'.repeat(31), false],
  ])('text %s → %s', (value, valid) => expect(isValidText(value)).toBe(valid));

  it.each([
    ['my dog', true],
    ['Rex #1!', true],
    ['ab', false],
    ['x'.repeat(31), false],
    ['café', false],
    // "letters, digits, symbols and space": a literal space only (issue 36).
    ['a b c', true],
    ['   ', true],
    ['ab\tc', false],
    ['ab\nc', false],
    ['ab\rc', false],
    ['ab\u00a0c', false],
    ['ab\u2003c', false],
    ['ab\u000bc', false],
  ])('security answer %j → %s', (value, valid) => expect(isValidSecurityAnswer(value)).toBe(valid));

  it.each([
    ['A12345678', true],
    ['A123456789', true],
    ['A1234567', false],
    ['A1234567890', false],
    ['A1234-678', false],
  ])('identifier %s → %s', (value, valid) => expect(isValidIdentifier(value)).toBe(valid));

  it.each([
    ['same', 'same', true],
    ['same', 'Same', false],
  ])('match %s / %s → %s', (a, b, ok) => expect(valuesMatch(a, b)).toBe(ok));

  it.each([
    ['required', 'Email address', 'Email address is a required field'],
    ['invalid', 'Email address', 'Invalid Email address'],
    ['tooShort', 'Username', 'Username is under the character minimum'],
    ['tooLong', 'Username', 'Username exceeds the maximum number of characters'],
  ] as const)('message %s for %s', (kind, label, text) => expect(validationMessages[kind](label)).toBe(text));
});
