import {
  API_PATHS,
  EbillLink,
  SecurityQuestionsResponse,
  SessionResponse,
  TokenResponse,
} from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, postToken, sessionToken, temporaryToken } from './helpers/sign-in';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * No secret in any log line (issue 15): the API flows that carry secrets run with logging at its most
 * verbose level (trace), every line is kept, and the whole log is searched for each secret the run
 * used or was given: passwords (right, wrong and new), every token issued, the eBill idptoken, the
 * reset link's token, security answers and the dates of birth of the members involved.
 */

const lines: string[] = [];
let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ logLevel: 'trace', mail: { smtpUrl: catcher.url } }, undefined, {
    write: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const secrets = new Set<string>();
/** Notes a secret to look for, and its halves for a token (a JWT's signature alone is secret too). */
const keep = (...values: string[]) => {
  for (const value of values) {
    secrets.add(value);
    for (const part of value.split('.')) if (part.length >= 16) secrets.add(part);
  }
};

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method,
    url,
    headers: { host: HOST_BY_DOMAIN[1], ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

describe('logs at trace level', () => {
  it('carry no password, token, security answer, reset link or date of birth', async () => {
    // Sign in: a wrong password, the right one, the exchange, "stay signed in", a read.
    keep(PERSONA_PASSWORD, 'a-Wrong-password-9');
    await postToken(t.app, 'alex', 'a-Wrong-password-9');
    const temporary = TokenResponse.parse((await postToken(t.app, 'alex', PERSONA_PASSWORD)).json()).token;
    keep(temporary);
    const exchanged = await send('POST', API_PATHS.session, {}, temporary);
    const session = SessionResponse.parse(exchanged.json()).token;
    keep(session);
    await authGet(t.app, API_PATHS.session, session);
    await authGet(t.app, API_PATHS.account, session);

    // The eBill link's idptoken, and the stand-in page the browser opens with it.
    const link = await authGet(t.app, API_PATHS.ebillLink, session);
    if (link.statusCode === 200) {
      const url = new URL(EbillLink.parse(link.json()).url);
      const idpToken = url.searchParams.get('idptoken');
      if (idpToken) keep(idpToken);
      await t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { host: 'localhost' },
      });
    }

    // Security answers, with the current password.
    const { version } = SecurityQuestionsResponse.parse(
      (await authGet(t.app, API_PATHS.securityQuestions, session)).json(),
    );
    keep('Biscuit the Cat');
    await send(
      'PUT',
      API_PATHS.securityAnswers,
      { currentPassword: PERSONA_PASSWORD, answers: [{ questionId: 2, answer: 'Biscuit the Cat' }], version },
      session,
    );

    // First sign-in password change (avery, INI) and a signed-in change (alex).
    const avery = await temporaryToken(t.app, 'avery');
    keep(avery, 'Avery-new-2027');
    await send(
      'PUT',
      API_PATHS.password,
      { currentPassword: PERSONA_PASSWORD, newPassword: 'Fresh-new-2027' },
      avery,
    );
    keep('Fresh-new-2027');
    const alexAgain = await sessionToken(t.app, 'alex');
    keep(alexAgain, 'Changed-2027x');
    await send(
      'PUT',
      API_PATHS.password,
      { currentPassword: PERSONA_PASSWORD, newPassword: 'Changed-2027x' },
      alexAgain,
    );

    // Registration (kendall), with a date of birth and security answers.
    keep('Kendall-pass-2027', 'Rex the dog', 'Lisbon Harbour');
    await send('POST', API_PATHS.registrationIdentity, {
      identifier: 'K10040001',
      firstName: 'Kendall',
      lastName: 'Moreno',
      dateOfBirth: '1988-04-12',
    });
    await send('POST', API_PATHS.registration, {
      identifier: 'K10040001',
      firstName: 'Kendall',
      lastName: 'Moreno',
      dateOfBirth: '1988-04-12',
      username: 'kendall',
      password: 'Kendall-pass-2027',
      email: 'kendall@example.com',
      securityAnswers: [
        { questionId: 1, answer: 'Lisbon Harbour' },
        { questionId: 2, answer: 'Rex the dog' },
      ],
    });

    // Recovery: the username by identity, then a reset by the e-mailed link.
    await send('POST', API_PATHS.usernameRecovery, {
      identifier: 'K10040002',
      firstName: 'Robin',
      lastName: 'Okafor',
      dateOfBirth: '1979-09-30',
    });
    const asked = await send('POST', API_PATHS.passwordRecovery, { username: 'robin' });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.services.backgroundMail.drain();
    const resetToken = catcher.messages
      .map((message) => message.text.match(/#token=([A-Za-z0-9_-]{43})/)?.[1])
      .find((token) => token !== undefined);
    expect(resetToken, JSON.stringify(catcher.messages.map((m) => [m.to, m.subject]))).toBeDefined();
    keep(resetToken ?? 'no-token', 'Portland', 'Robin-reset-2027');
    await send('POST', API_PATHS.passwordResetLink, { token: resetToken });
    await send('PUT', API_PATHS.passwordRecovery, {
      token: resetToken,
      securityAnswer: 'Seattle',
      newPassword: 'x1',
    });
    keep('Seattle');
    const reset = await send('PUT', API_PATHS.passwordRecovery, {
      token: resetToken,
      securityAnswer: 'Portland',
      newPassword: 'Reset-done-2027',
    });
    expect(reset.statusCode).toBe(204);
    keep('Reset-done-2027');

    // Staff login-as by name and date of birth.
    const staff = await temporaryToken(t.app, 'support');
    keep(staff);
    const loginAs = await send(
      'POST',
      API_PATHS.loginAs,
      {
        subscriberId: 'A10010001',
        domainId: 1,
        firstName: 'Alex',
        lastName: 'Rivera',
        dateOfBirth: '1980-01-01',
      },
      staff,
    );
    if (loginAs.statusCode === 200) keep(TokenResponse.parse(loginAs.json()).token);
    await t.app.audit.flush();

    // Every member's date of birth (the flows above touched several families).
    const members = await t.database.db.selectFrom('members').select('date_of_birth').execute();
    for (const member of members) keep(String(member.date_of_birth));

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(40);
    // The run logged at trace, the most verbose level, and the request lines are there.
    expect(t.app.log.level).toBe('trace');
    expect(text).toContain('/api/outside/ebill?');
    const found = [...secrets].filter((secret) => text.includes(secret));
    expect(found).toEqual([]);
  });
});
