import { describe, expect, it } from 'vitest';
import {
  Accreditation,
  ApiError,
  checkAccreditation,
  checkApiError,
  checkLoginCredentials,
  TokenRequest,
} from '../src/api';

/** The zod-free checks the first page uses must answer exactly as the zod contracts they stand for. */

const errorCases: Array<[string, unknown]> = [
  ['code and message', { code: 'UNAUTHORIZED', message: 'No' }],
  ['field errors', { code: 'BAD_REQUEST', message: 'No', fieldErrors: { a: ['x', 'y'], b: [] } }],
  ['attempts remaining', { code: 'UNAUTHORIZED', message: 'No', attemptsRemaining: 2 }],
  ['zero attempts remaining', { code: 'UNAUTHORIZED', message: 'No', attemptsRemaining: 0 }],
  ['negative attempts', { code: 'UNAUTHORIZED', message: 'No', attemptsRemaining: -1 }],
  ['fractional attempts', { code: 'UNAUTHORIZED', message: 'No', attemptsRemaining: 1.5 }],
  ['attempts as text', { code: 'UNAUTHORIZED', message: 'No', attemptsRemaining: '2' }],
  ['field errors not lists', { code: 'BAD_REQUEST', message: 'No', fieldErrors: { a: 'x' } }],
  ['field errors with a number', { code: 'BAD_REQUEST', message: 'No', fieldErrors: { a: [1] } }],
  ['no message', { code: 'X' }],
  ['extra keys (dropped)', { code: 'X', message: 'm', stack: 'secret' }],
  ['text', 'Internal Server Error'],
  ['null', null],
];

describe('checkApiError answers as ApiError.safeParse', () => {
  it.each(errorCases)('%s', (_name, value) => {
    const zod = ApiError.safeParse(value);
    const light = checkApiError(value);
    expect(light.success).toBe(zod.success);
    if (light.success && zod.success) expect(light.data).toStrictEqual(zod.data);
  });
});

describe('checkAccreditation answers as Accreditation.safeParse', () => {
  it.each<[string, unknown]>([
    ['a badge', { logo: '/a.svg', description: 'NCQA' }],
    ['an empty description', { logo: '/a.svg', description: '' }],
    ['an empty logo', { logo: '', description: 'NCQA' }],
    ['extra keys (dropped)', { logo: '/a.svg', description: 'd', x: 1 }],
    ['no description', { logo: '/a.svg' }],
    ['null', null],
  ])('%s', (_name, value) => {
    const zod = Accreditation.safeParse(value);
    const light = checkAccreditation(value);
    expect(light.success).toBe(zod.success);
    if (light.success && zod.success) expect(light.data).toStrictEqual(zod.data);
  });
});

describe('checkLoginCredentials answers as TokenRequest without the domain', () => {
  const credentials = TokenRequest.omit({ domainId: true });
  it.each<[string, string, string]>([
    ['both given', 'alex', 'secret'],
    ['both empty', '', ''],
    ['a blank username', '   ', 'secret'],
    ['a padded username (trimmed)', '  alex  ', 'secret'],
    ['an empty password', 'alex', ''],
    ['a password of spaces (kept)', 'alex', '   '],
    ['a username at its limit', 'a'.repeat(64), 'secret'],
    ['a username over its limit', 'a'.repeat(65), 'secret'],
    ['a padded username at its limit', ` ${'a'.repeat(64)} `, 'secret'],
    ['a password at its limit', 'alex', 'p'.repeat(128)],
    ['a password over its limit', 'alex', 'p'.repeat(129)],
  ])('%s', (_name, username, password) => {
    const zod = credentials.safeParse({ username, password });
    const light = checkLoginCredentials({ username, password });
    const zodErrors: Record<string, string> = {};
    for (const issue of zod.error?.issues ?? []) zodErrors[String(issue.path[0])] ??= issue.message;
    expect(light.errors).toStrictEqual(zodErrors);
    if (zod.success) expect(light.values).toStrictEqual(zod.data);
  });
});
