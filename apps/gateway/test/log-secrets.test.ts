import { getTotpStep, MFA_SERVER_MESSAGES } from '@dash/domain';
import {
  API_PATHS,
  EbillLink,
  MfaEnrolmentStarted,
  MfaRecoveryCodes,
  MfaVerified,
  SecurityQuestionsResponse,
  SessionResponse,
  TokenResponse,
} from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { HOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSettled } from './helpers/outbox';
import { authGet, HOST_BY_DOMAIN, postToken, sessionToken, temporaryToken } from './helpers/sign-in';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * No secret in any log line (issue 15): the API flows that carry secrets run with logging at its most
 * verbose level (trace), every line is kept, and the whole log is searched for each secret the run
 * used or was given: passwords (right, wrong and new), every token issued, the eBill idptoken, the
 * reset link's token, security answers and the dates of birth of the members involved; and for
 * multi-factor sign-in the TOTP secret, its otpauth address and QR code, the recovery codes, the
 * e-mailed codes and every code sent at sign-in.
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

/**
 * The six-digit codes (TOTP, e-mailed) are searched as whole numbers: six digits inside a longer
 * number (a timestamp, a response time) are not the code.
 */
const codes = new Set<string>();
const containsCode = (text: string, code: string) => new RegExp(`(?<![0-9.])${code}(?![0-9.])`).test(text);

/** RFC 6238 from the secret the enrolment showed, as the member's app computes it. */
const totpOf = (secret: string) =>
  HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    counter: getTotpStep(new Date()),
  });

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method,
    url,
    headers: { host: HOST_BY_DOMAIN[1], ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

/** Sign in: a wrong password, the right one, the exchange, "stay signed in", a read. */
async function signInFlows(): Promise<string> {
  keep(PERSONA_PASSWORD, 'a-Wrong-password-9');
  await postToken(t.app, 'alex', 'a-Wrong-password-9');
  const temporary = TokenResponse.parse((await postToken(t.app, 'alex', PERSONA_PASSWORD)).json()).token;
  keep(temporary);
  const exchanged = await send('POST', API_PATHS.session, {}, temporary);
  const session = SessionResponse.parse(exchanged.json()).token;
  keep(session);
  await authGet(t.app, API_PATHS.session, session);
  await authGet(t.app, API_PATHS.account, session);
  return session;
}

/** The eBill link's idptoken, and the stand-in page the browser opens with it. */
async function ebillLinkFlow(session: string) {
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
}

/** Security answers, with the current password. */
async function securityAnswersFlow(session: string) {
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
}

/** First sign-in password change (avery, INI) and a signed-in change (alex). */
async function passwordChangeFlows() {
  const avery = await temporaryToken(t.app, 'avery');
  keep(avery, 'Avery-new-2027');
  await send(
    'PUT',
    API_PATHS.password,
    { currentPassword: PERSONA_PASSWORD, newPassword: 'Copper-Fjord-28-mosaic' },
    avery,
  );
  keep('Copper-Fjord-28-mosaic');
  const alexAgain = await sessionToken(t.app, 'alex');
  keep(alexAgain, 'Zebra-cobalt-7-thimble');
  await send(
    'PUT',
    API_PATHS.password,
    { currentPassword: PERSONA_PASSWORD, newPassword: 'Zebra-cobalt-7-thimble' },
    alexAgain,
  );
}

/** Registration (kendall), with a date of birth and security answers. */
async function registrationFlow() {
  keep('Marble4=Sprout=Kettle', 'Rex the dog', 'Lisbon Harbour');
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
    password: 'Marble4=Sprout=Kettle',
    email: 'kendall@example.com',
    securityAnswers: [
      { questionId: 1, answer: 'Lisbon Harbour' },
      { questionId: 2, answer: 'Rex the dog' },
    ],
  });
}

/** Recovery: the username by identity, then a reset by the e-mailed link. */
async function recoveryFlows() {
  await send('POST', API_PATHS.usernameRecovery, {
    identifier: 'K10040002',
    firstName: 'Robin',
    lastName: 'Okafor',
    dateOfBirth: '1979-09-30',
  });
  const asked = await send('POST', API_PATHS.passwordRecovery, { username: 'robin' });
  expect(asked.statusCode, asked.body).toBe(200);
  await outboxSettled(t.database);
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
    newPassword: 'Glacier_pivot_9_saffron',
  });
  expect(reset.statusCode).toBe(204);
  keep('Glacier_pivot_9_saffron');
}

/** Staff login-as by name and date of birth. */
async function loginAsFlow() {
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
}

describe('logs at trace level', () => {
  it('carry no password, token, security answer, reset link or date of birth', async () => {
    const session = await signInFlows();
    await ebillLinkFlow(session);
    await securityAnswersFlow(session);
    await passwordChangeFlows();
    await registrationFlow();
    await recoveryFlows();
    await loginAsFlow();
    await runMfaFlows();
    await t.app.audit.flush();

    // Every member's date of birth (the flows above touched several families).
    const members = await t.database.db.selectFrom('members').select('date_of_birth').execute();
    for (const member of members) keep(String(member.date_of_birth));

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(40);
    // The run logged at trace, the most verbose level, and the request lines are there.
    expect(t.app.log.level).toBe('trace');
    expect(text).toContain('/api/outside/ebill?');
    // The MFA flows ran with logging on: their request lines are there too.
    for (const path of [API_PATHS.mfaEnrolmentConfirm, API_PATHS.mfaVerify, API_PATHS.mfaEmailCode]) {
      expect(text).toContain(path);
    }
    const found = [...secrets].filter((secret) => text.includes(secret));
    expect(found).toEqual([]);
    expect(codes.size).toBeGreaterThanOrEqual(4);
    expect([...codes].filter((code) => containsCode(text, code))).toEqual([]);
  });
});

/** The e-mailed code of the next MFA message after `after` messages. */
async function mailedCode(after: number): Promise<string> {
  const mail = await catcher.waitFor(
    (message) =>
      message.subject === MFA_SERVER_MESSAGES.emailSubject && catcher.messages.indexOf(message) >= after,
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the MFA message');
  return code;
}

/**
 * Multi-factor sign-in, every step that carries a secret: riley enrols the authenticator app (the
 * secret, its otpauth address and QR code, the first code, the recovery codes), signs in with a code
 * (replayed, so refused) and a recovery code, then removes it; devon enrols by e-mail and signs in
 * with an e-mailed code and a resent one.
 */
async function runMfaFlows(): Promise<void> {
  const riley = await sessionToken(t.app, 'riley');
  keep(riley);
  const started = await send(
    'POST',
    API_PATHS.mfaEnrolment,
    { method: 'totp', password: PERSONA_PASSWORD },
    riley,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauthUri, qrCode } = MfaEnrolmentStarted.parse(started.json());
  if (!secret || !otpauthUri || !qrCode) throw new Error('the enrolment showed no secret');
  keep(secret, otpauthUri, encodeURIComponent(otpauthUri), qrCode.split(',')[1] ?? qrCode);
  const firstCode = totpOf(secret);
  codes.add(firstCode);
  const confirmed = await send('POST', API_PATHS.mfaEnrolmentConfirm, { code: firstCode }, riley);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = MfaRecoveryCodes.parse(confirmed.json());
  keep(...recoveryCodes);

  const rileyPending = TokenResponse.parse((await postToken(t.app, 'riley', PERSONA_PASSWORD)).json()).token;
  keep(rileyPending);
  // The code of the enrolment's step again: refused as a replay, but sent, so searched for.
  await send('POST', API_PATHS.mfaVerify, { code: firstCode }, rileyPending);
  const byRecovery = await send('POST', API_PATHS.mfaVerify, { code: recoveryCodes[0] }, rileyPending);
  expect(byRecovery.statusCode, byRecovery.body).toBe(200);
  const rileyVerified = MfaVerified.parse(byRecovery.json()).token;
  keep(rileyVerified);
  keep(SessionResponse.parse((await send('POST', API_PATHS.session, {}, rileyVerified)).json()).token);
  const removed = await send('POST', API_PATHS.mfaRemoval, { password: PERSONA_PASSWORD }, riley);
  expect(removed.statusCode, removed.body).toBeLessThan(300);

  const devon = await sessionToken(t.app, 'devon');
  keep(devon);
  let seen = catcher.messages.length;
  const byMail = await send(
    'POST',
    API_PATHS.mfaEnrolment,
    { method: 'email', password: PERSONA_PASSWORD },
    devon,
  );
  expect(byMail.statusCode, byMail.body).toBe(200);
  const enrolCode = await mailedCode(seen);
  codes.add(enrolCode);
  const mailConfirmed = await send('POST', API_PATHS.mfaEnrolmentConfirm, { code: enrolCode }, devon);
  expect(mailConfirmed.statusCode, mailConfirmed.body).toBe(200);
  keep(...MfaRecoveryCodes.parse(mailConfirmed.json()).recoveryCodes);

  seen = catcher.messages.length;
  const devonPending = TokenResponse.parse((await postToken(t.app, 'devon', PERSONA_PASSWORD)).json()).token;
  keep(devonPending);
  const signInCode = await mailedCode(seen);
  codes.add(signInCode);
  seen = catcher.messages.length;
  expect((await send('POST', API_PATHS.mfaEmailCode, {}, devonPending)).statusCode).toBe(204);
  const resent = await mailedCode(seen);
  codes.add(resent);
  const verified = await send('POST', API_PATHS.mfaVerify, { code: resent }, devonPending);
  expect(verified.statusCode, verified.body).toBe(200);
  keep(MfaVerified.parse(verified.json()).token);
}
