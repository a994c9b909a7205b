import { PASSWORD_STRENGTH_MESSAGES } from '@dash/domain';
import { API_PATHS, ApiError } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from '../src/auth/common-passwords';
import { outboxSettled } from './helpers/outbox';
import { HOST_BY_DOMAIN, postToken, sessionToken, temporaryToken } from './helpers/sign-in';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every place a password is set refuses a common one and one that contains the username (issue 15),
 * with a clear message on the field, and stores nothing: change password (signed in, and mid-login
 * for INI/FRC), registration, and the reset by e-mailed link.
 */

const COMMON = 'Password1';
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

describe('the list of common passwords', () => {
  it('holds at least 10,000 passwords, the usual ones among them, and not the personas’ password', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const password of ['password1', 'qwerty123', 'abc123', '123456'])
      expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword(PERSONA_PASSWORD.toLowerCase())).toBe(false);
  });
});

describe('PUT account/password', () => {
  it('refuses a common password and one with the username, and keeps the old password', async () => {
    const token = await sessionToken(t.app, 'alex');
    const change = (newPassword: string) =>
      send('PUT', API_PATHS.password, { currentPassword: PERSONA_PASSWORD, newPassword }, token);
    expectRefused(await change(COMMON), 'newPassword', PASSWORD_STRENGTH_MESSAGES.common);
    expectRefused(await change('my-ALEX-2027'), 'newPassword', PASSWORD_STRENGTH_MESSAGES.containsUsername);
    expect((await postToken(t.app, 'alex', PERSONA_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses them on the first sign-in change too (avery, INI, mid-login)', async () => {
    const token = await temporaryToken(t.app, 'avery');
    const change = (newPassword: string) =>
      send('PUT', API_PATHS.password, { currentPassword: PERSONA_PASSWORD, newPassword }, token);
    expectRefused(await change('qwerty123'), 'newPassword', PASSWORD_STRENGTH_MESSAGES.common);
    expectRefused(await change('Avery2027!'), 'newPassword', PASSWORD_STRENGTH_MESSAGES.containsUsername);
    expect((await change('Fresh2027!')).statusCode).toBe(204);
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

  it('refuses a common password and one with the username, and creates no account', async () => {
    const register = (username: string, password: string) =>
      send('POST', API_PATHS.registration, registration(username, password));
    expectRefused(await register('kendall', COMMON), 'password', PASSWORD_STRENGTH_MESSAGES.common);
    expectRefused(
      await register('kmoreno', 'KMoreno88!'),
      'password',
      PASSWORD_STRENGTH_MESSAGES.containsUsername,
    );
    const accounts = await t.database.db
      .selectFrom('accounts')
      .select('username')
      .where('username', 'in', ['kendall', 'kmoreno'])
      .execute();
    expect(accounts).toEqual([]);
  });
});

describe('PUT recovery/forgot-password (the reset by link)', () => {
  it('refuses a common password and one with the username, and the link and old password still work', async () => {
    const before = catcher.messages.length;
    expect((await send('POST', API_PATHS.passwordRecovery, { username: 'robin' })).statusCode).toBe(200);
    await outboxSettled(t.database);
    const mail = catcher.messages.slice(before).find((m) => m.to === 'robin@example.com');
    const token = mail?.text.match(/\/recovery\/password\/reset#token=([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    const reset = (newPassword: string) =>
      send('PUT', API_PATHS.passwordRecovery, { token, securityAnswer: 'Portland', newPassword });

    expectRefused(await reset('abc123'), 'newPassword', PASSWORD_STRENGTH_MESSAGES.common);
    expectRefused(await reset('Robin2027!'), 'newPassword', PASSWORD_STRENGTH_MESSAGES.containsUsername);
    expect((await postToken(t.app, 'robin', PERSONA_PASSWORD)).statusCode).toBe(200);
    expect((await reset('Portland2027!')).statusCode).toBe(204);
  });
});
