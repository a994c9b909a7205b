import { PASSWORD_STRENGTH_MESSAGES } from '@dash/domain';
import { API_PATHS, ApiError } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSettled } from './helpers/outbox';
import { HOST_BY_DOMAIN, postToken, sessionToken, temporaryToken } from './helpers/sign-in';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every place a password is set refuses one that follows a leaked-password pattern, or contains the
 * account's own words (issue 36), with a clear message on the field, and stores nothing: change
 * password (signed in, and mid-login for INI/FRC), registration, and the reset by e-mailed link.
 * The personas' own `Welcome2026!` is such a pattern: it still signs in, it may not be set anew.
 */

const G = PASSWORD_STRENGTH_MESSAGES.guessable;
const OWN = PASSWORD_STRENGTH_MESSAGES.containsPersonalWords;
/** Leaked patterns that each meet document 1 §5's rule (packages/domain's table holds forty). */
const LEAKED = ['Password123!', 'Qwerty123!', 'Summer2024!', 'Evergreen-2026!'];
let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ mail: { smtpUrl: catcher.url } });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method,
    url,
    headers: { host: HOST_BY_DOMAIN[1], ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

function expectRefused(response: { statusCode: number; json(): unknown }, field: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(ApiError.parse(response.json())).toMatchObject({ message, fieldErrors: { [field]: [message] } });
}

describe('PUT account/password', () => {
  it('refuses leaked patterns and the member’s own name, and keeps the old password', async () => {
    const token = await sessionToken(t.app, 'alex');
    const change = (newPassword: string) =>
      send('PUT', API_PATHS.password, { currentPassword: PERSONA_PASSWORD, newPassword }, token);
    for (const password of LEAKED) expectRefused(await change(password), 'newPassword', G);
    expectRefused(await change('my-ALEX-2027'), 'newPassword', OWN);
    expectRefused(await change('Rivera-Lantern-9'), 'newPassword', OWN);
    expect((await postToken(t.app, 'alex', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses them on the first sign-in change too (avery, INI, mid-login)', async () => {
    const token = await temporaryToken(t.app, 'avery');
    const change = (newPassword: string) =>
      send('PUT', API_PATHS.password, { currentPassword: PERSONA_PASSWORD, newPassword }, token);
    for (const password of LEAKED) expectRefused(await change(password), 'newPassword', G);
    expectRefused(await change('Avery2027!'), 'newPassword', OWN);
    expect((await change('Maple-orbit-canyon-7')).statusCode).toBe(204);
  });
});

describe('POST account/registration', () => {
  const registration = (username: string, password: string) => ({
    identifier: 'K10040001',
    firstName: 'Kendall',
    lastName: 'Moreno',
    dateOfBirth: '1988-04-12',
    username,
    password,
    email: 'kendall@example.com',
    securityAnswers: [
      { questionId: 1, answer: 'Portland' },
      { questionId: 2, answer: 'Rex the dog' },
    ],
  });

  it('refuses leaked patterns and the member’s own words, and creates no account', async () => {
    const register = (username: string, password: string) =>
      send('POST', API_PATHS.registration, registration(username, password));
    for (const password of [...LEAKED, PERSONA_PASSWORD])
      expectRefused(await register('kendall', password), 'password', G);
    expectRefused(await register('kmoreno', 'KMoreno88!'), 'password', OWN);
    // The last name given in the form, and the e-mail's local part.
    expectRefused(await register('kendall', 'Moreno-Lantern-9'), 'password', OWN);
    const accounts = await t.database.db
      .selectFrom('accounts')
      .select('username')
      .where('username', 'in', ['kendall', 'kmoreno'])
      .execute();
    expect(accounts).toEqual([]);
  });
});

describe('PUT recovery/forgot-password (the reset by link)', () => {
  it('refuses leaked patterns and the member’s own words, and the link and old password still work', async () => {
    const before = catcher.messages.length;
    expect((await send('POST', API_PATHS.passwordRecovery, { username: 'robin' })).statusCode).toBe(200);
    await outboxSettled(t.database);
    const mail = catcher.messages.slice(before).find((m) => m.to === 'robin@example.com');
    const token = mail?.text.match(/\/recovery\/password\/reset#token=([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    const reset = (newPassword: string) =>
      send('PUT', API_PATHS.passwordRecovery, { token, securityAnswer: 'Portland', newPassword });

    // Every answer counts towards the link's five: two patterns, the member's own words, then success.
    expectRefused(await reset(PERSONA_PASSWORD), 'newPassword', G);
    expectRefused(await reset('Qwerty123!'), 'newPassword', G);
    expectRefused(await reset('Okafor-Lantern-9'), 'newPassword', OWN);
    expect((await postToken(t.app, 'robin', PERSONA_PASSWORD)).statusCode).toBe(200);
    expect((await reset('Tundra7-velvet-harbor')).statusCode).toBe(204);
  });
});
