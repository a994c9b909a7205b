import {
  CHANGE_PASSWORD_MESSAGES,
  getTotpStep,
  MFA_SERVER_MESSAGES,
  SIGN_IN_SERVER_MESSAGES,
} from '@dash/domain';
import {
  API_PATHS,
  LoginAsResponse,
  MfaEnrolmentStarted,
  MfaRecoveryCodes,
  MfaStatus,
  MfaVerified,
  SessionResponse,
  TokenResponse,
} from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { decodeJwt } from 'jose';
import { HOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/auth/secret-box';
import { outboxSettled } from './helpers/outbox';
import { postToken, sessionToken, temporaryToken } from './helpers/sign-in';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Multi-factor sign-in (issue 15) through the gateway on a real database: enrolment with the
 * password and the first code, the code after the password, lockout, replay, recovery codes, the
 * e-mailed code through the outbox, removal, audit, and staff login-as untouched.
 */

let catcher: SmtpCatcher;
let t: TestApp;
let clock = new Date();
/** alex's secret, from the enrolment below; the removal at the end signs in with it. */
let alexSecret = '';

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ mail: { smtpUrl: catcher.url } }, () => clock);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

/** The next TOTP step: each sign-in of a test uses a fresh code. */
const tick = (seconds = 30) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

/** RFC 6238 computed here, from the secret the enrolment showed, as the member's app would. */
const totpOf = (secret: string, at: Date = clock) =>
  HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    counter: getTotpStep(at),
  });

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });

async function accountIdOf(username: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('accounts')
    .select('account_id')
    .where('username', '=', username)
    .where('domain_id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.account_id;
}

async function auditActions(username: string): Promise<string[]> {
  await t.app.audit.flush();
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('actor_account_id', '=', await accountIdOf(username))
    .where('action', 'like', 'mfa-%')
    .orderBy('audit_id')
    .execute();
  return rows.map((row) => row.action);
}

/** Enrols `username` in the authenticator app; returns the secret and the recovery codes. */
async function enrolTotp(username: string) {
  const session = await sessionToken(t.app, username);
  const started = await call('POST', API_PATHS.mfaEnrolment, session, {
    method: 'totp',
    password: PERSONA_PASSWORD,
  });
  expect(started.statusCode).toBe(200);
  const { secret } = MfaEnrolmentStarted.parse(started.json());
  if (!secret) throw new Error('no secret');
  const confirmed = await call('POST', API_PATHS.mfaEnrolmentConfirm, session, { code: totpOf(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, session, recoveryCodes: MfaRecoveryCodes.parse(confirmed.json()).recoveryCodes };
}

/** Password, then the code: the response of POST mfa/verify. */
async function signInWithCode(username: string, code: string) {
  const pending = TokenResponse.parse((await postToken(t.app, username, PERSONA_PASSWORD)).json());
  return { pending, verified: await call('POST', API_PATHS.mfaVerify, pending.token, { code }) };
}

describe('enrolment in the authenticator app', () => {
  it('is off at first, and needs the password again: a wrong one changes nothing', async () => {
    const session = await sessionToken(t.app, 'alex');
    expect(MfaStatus.parse((await call('GET', API_PATHS.mfaStatus, session)).json())).toEqual({
      method: null,
      recoveryCodesLeft: 0,
    });
    const refused = await call('POST', API_PATHS.mfaEnrolment, session, {
      method: 'totp',
      password: 'Wrong-1234!',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CHANGE_PASSWORD_MESSAGES.wrongCurrent);
    const rows = await t.database.db.selectFrom('mfa_factors').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('shows a secret, its otpauth address and a QR code drawn locally; the secret is stored encrypted', async () => {
    const session = await sessionToken(t.app, 'alex');
    const started = MfaEnrolmentStarted.parse(
      (
        await call('POST', API_PATHS.mfaEnrolment, session, { method: 'totp', password: PERSONA_PASSWORD })
      ).json(),
    );
    alexSecret = started.secret ?? '';
    const secret = alexSecret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*period=30/);
    expect(started.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(started.qrCode?.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    const row = await t.database.db
      .selectFrom('mfa_factors')
      .selectAll()
      .where('account_id', '=', await accountIdOf('alex'))
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.confirmed_at).toBeNull();
    // Not on until confirmed: a sign-in asks nothing yet.
    expect(
      TokenResponse.parse((await postToken(t.app, 'alex', PERSONA_PASSWORD)).json()).mfa,
    ).toBeUndefined();
  });

  it('a wrong first code leaves it off; the right one turns it on with ten recovery codes', async () => {
    const session = await sessionToken(t.app, 'alex');
    const wrong = await call('POST', API_PATHS.mfaEnrolmentConfirm, session, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MFA_SERVER_MESSAGES.invalidCode);
    const right = await call('POST', API_PATHS.mfaEnrolmentConfirm, session, { code: totpOf(alexSecret) });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = MfaRecoveryCodes.parse(right.json());
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.database.db.selectFrom('mfa_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(recoveryCodes.join()).not.toContain(code_hash);
    expect(MfaStatus.parse((await call('GET', API_PATHS.mfaStatus, session)).json())).toEqual({
      method: 'totp',
      recoveryCodesLeft: 10,
    });
    // On already: a second enrolment is refused (409), the factor stays.
    const again = await call('POST', API_PATHS.mfaEnrolment, session, {
      method: 'email',
      password: PERSONA_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(await auditActions('alex')).toEqual(['mfa-enrolment-started', 'mfa-enabled']);
  });

  it('a code of the enrolment older than 15 minutes is not accepted', async () => {
    const session = await sessionToken(t.app, 'jordan');
    const started = MfaEnrolmentStarted.parse(
      (
        await call('POST', API_PATHS.mfaEnrolment, session, { method: 'totp', password: PERSONA_PASSWORD })
      ).json(),
    );
    tick(16 * 60);
    const late = await sessionToken(t.app, 'jordan');
    const refused = await call('POST', API_PATHS.mfaEnrolmentConfirm, late, {
      code: totpOf(started.secret ?? ''),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MFA_SERVER_MESSAGES.noEnrolment);
  });
});

describe('the code after the password', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrolTotp('riley'));
    tick();
  });

  it('the token of the password carries the pending step and opens nothing but the code route', async () => {
    const response = await postToken(t.app, 'riley', PERSONA_PASSWORD);
    const { token, mfa } = TokenResponse.parse(response.json());
    expect(mfa).toBe('totp');
    expect(decodeJwt(token).pendingStep).toBe('mfa');
    const exchange = await call('POST', API_PATHS.session, token);
    expect(exchange.statusCode).toBe(403);
    expect(exchange.json()).toMatchObject({
      code: 'SIGN_IN_STEP_PENDING',
      message: SIGN_IN_SERVER_MESSAGES.pendingStep.mfa,
    });
    for (const url of [API_PATHS.loginState, API_PATHS.groups, API_PATHS.home, API_PATHS.mfaStatus]) {
      expect((await call('GET', url, token)).statusCode, url).toBe(403);
    }
    // A token without the pending step cannot reach the code route.
    for (const other of [await temporaryToken(t.app, 'casey'), await sessionToken(t.app, 'casey')]) {
      const response = await call('POST', API_PATHS.mfaVerify, other, { code: '123456' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MFA_SERVER_MESSAGES.notPending);
    }
  });

  it('the right code gives a temporary token without the pending step, which opens the session', async () => {
    const { verified } = await signInWithCode('riley', totpOf(secret));
    expect(verified.statusCode).toBe(200);
    const { token } = MfaVerified.parse(verified.json());
    expect(decodeJwt(token).pendingStep).toBeUndefined();
    expect((await call('GET', API_PATHS.loginState, token)).statusCode).toBe(200);
    const exchange = await call('POST', API_PATHS.session, token);
    expect(exchange.statusCode).toBe(200);
    const session = SessionResponse.parse(exchange.json()).token;
    expect((await call('GET', API_PATHS.home, session)).statusCode).toBe(200);
  });

  it('a code is single use: the same step is refused the second time (no replay), the next step works', async () => {
    const code = totpOf(secret);
    const replay = await signInWithCode('riley', code);
    expect(replay.verified.statusCode).toBe(400);
    expect(replay.verified.json().message).toBe(MFA_SERVER_MESSAGES.wrongCode(4));
    tick();
    expect((await signInWithCode('riley', totpOf(secret))).verified.statusCode).toBe(200);
    // The code of the step before, still within the window, is older than the one used: refused.
    const previous = totpOf(secret, new Date(clock.getTime() - 30_000));
    expect((await signInWithCode('riley', previous)).verified.statusCode).toBe(400);
  });

  it('the pending token is used once: after the code it is revoked', async () => {
    tick();
    const { pending, verified } = await signInWithCode('riley', totpOf(secret));
    expect(verified.statusCode).toBe(200);
    expect((await call('POST', API_PATHS.mfaVerify, pending.token, { code: '123456' })).statusCode).toBe(401);
  });

  it('a recovery code works once', async () => {
    const [first] = recoveryCodes;
    const used = await signInWithCode('riley', first?.toUpperCase().replace('-', ' ') ?? '');
    expect(used.verified.statusCode).toBe(200);
    const again = await signInWithCode('riley', first ?? '');
    expect(again.verified.statusCode).toBe(400);
  });

  it('bad input is a clear 400 that counts nothing', async () => {
    const { token } = TokenResponse.parse((await postToken(t.app, 'riley', PERSONA_PASSWORD)).json());
    for (const code of ['12', "' or 1=1 --", '<script>']) {
      const response = await call('POST', API_PATHS.mfaVerify, token, { code });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MFA_SERVER_MESSAGES.invalidCode);
    }
    expect((await call('POST', API_PATHS.mfaVerify, token, {})).statusCode).toBe(400);
  });

  it('wrong codes count toward the lockout, across sign-ins: the password alone does not start the count again', async () => {
    tick();
    // A right code ends the count of the refusals above; from here five wrong codes lock.
    expect((await signInWithCode('riley', totpOf(secret))).verified.statusCode).toBe(200);
    const remaining: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { verified } = await signInWithCode('riley', '111111');
      remaining.push(verified.json().attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2]);
    // A new sign-in with the right password: the count goes on.
    const fourth = await signInWithCode('riley', '111111');
    expect(fourth.verified.json()).toMatchObject({
      attemptsRemaining: 1,
      message: MFA_SERVER_MESSAGES.wrongCode(1),
    });
    const fifth = await signInWithCode('riley', '111111');
    expect(fifth.verified.statusCode).toBe(401);
    expect(fifth.verified.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    // The locking failure ended the pending session, and the password no longer signs in.
    expect(
      (await call('POST', API_PATHS.mfaVerify, fifth.pending.token, { code: totpOf(secret) })).statusCode,
    ).toBe(401);
    const locked = await postToken(t.app, 'riley', PERSONA_PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    const actions = await auditActions('riley');
    expect(actions.filter((action) => action === 'mfa-failed').length).toBeGreaterThanOrEqual(5);
    // After the lockout period the lock ends at the next sign-in, and the right code signs in again.
    tick(31 * 60);
    expect((await signInWithCode('riley', totpOf(secret))).verified.statusCode).toBe(200);
  });
});

describe('the e-mailed code, through the outbox', () => {
  const codeOf = async (after: number) => {
    const mail = await catcher.waitFor(
      (message) =>
        message.subject === MFA_SERVER_MESSAGES.emailSubject && catcher.messages.indexOf(message) >= after,
    );
    return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  };

  it('enrols with a code sent to the member, signs in with one, and an expired code is refused', async () => {
    const session = await sessionToken(t.app, 'devon');
    let seen = catcher.messages.length;
    const started = await call('POST', API_PATHS.mfaEnrolment, session, {
      method: 'email',
      password: PERSONA_PASSWORD,
    });
    expect(started.statusCode).toBe(200);
    expect(MfaEnrolmentStarted.parse(started.json()).maskedEmail).toMatch(/^d\*\*\*@example\.com$/);
    const enrolCode = await codeOf(seen);
    const confirmed = await call('POST', API_PATHS.mfaEnrolmentConfirm, session, { code: enrolCode });
    expect(confirmed.statusCode).toBe(200);

    seen = catcher.messages.length;
    const { token, mfa } = TokenResponse.parse((await postToken(t.app, 'devon', PERSONA_PASSWORD)).json());
    expect(mfa).toBe('email');
    const signInCode = await codeOf(seen);
    expect(signInCode).not.toBe(enrolCode);
    const verified = await call('POST', API_PATHS.mfaVerify, token, { code: signInCode });
    expect(verified.statusCode).toBe(200);

    // Another sign-in, a code resent, and the clock past its ten minutes.
    const second = TokenResponse.parse((await postToken(t.app, 'devon', PERSONA_PASSWORD)).json());
    seen = catcher.messages.length;
    expect((await call('POST', API_PATHS.mfaEmailCode, second.token)).statusCode).toBe(204);
    const resent = await codeOf(seen);
    tick(11 * 60);
    const expired = await call('POST', API_PATHS.mfaVerify, second.token, { code: resent });
    // The pending token (15 minutes) still works; the code's ten minutes are over.
    expect(expired.statusCode).toBe(400);

    // The queue settles each row once the SMTP server has taken the message (issue 36).
    await outboxSettled(t.database);
    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'status', 'subject'])
      .where('kind', '=', 'mfa-code')
      .execute();
    expect(outbox.length).toBeGreaterThanOrEqual(4);
    expect(
      outbox.every((row) => row.status === 'sent' && row.subject === MFA_SERVER_MESSAGES.emailSubject),
    ).toBe(true);
    // The code lives only in the message: the database keeps neither it nor its plain text.
    const codes = await t.database.db.selectFrom('mfa_email_codes').select('code_hash').execute();
    for (const row of codes) expect(row.code_hash).not.toContain(resent);
  });

  it('"E-mail me a new code" is refused for an app factor', async () => {
    const { token } = TokenResponse.parse((await postToken(t.app, 'alex', PERSONA_PASSWORD)).json());
    const response = await call('POST', API_PATHS.mfaEmailCode, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MFA_SERVER_MESSAGES.notEmailMethod);
  });
});

describe("staff login-as is not asked for the member's code", () => {
  it('support logs in as alex, who has two-step sign-in on, and cannot turn it off', async () => {
    const status = MfaStatus.parse((await call('GET', API_PATHS.mfaStatus, await loggedInAlex())).json());
    expect(status.method).toBe('totp');
    const removal = await call('POST', API_PATHS.mfaRemoval, await loggedInAlex(), {
      password: PERSONA_PASSWORD,
    });
    expect(removal.statusCode).toBe(403);
    const enrol = await call('POST', API_PATHS.mfaEnrolment, await loggedInAlex(), {
      method: 'totp',
      password: PERSONA_PASSWORD,
    });
    expect(enrol.statusCode).toBe(403);
  });

  async function loggedInAlex(): Promise<string> {
    const staff = await temporaryToken(t.app, 'support');
    const subscriber = await t.database.db
      .selectFrom('accounts as a')
      .innerJoin('members as m', 'm.account_id', 'a.account_id')
      .innerJoin('families as f', 'f.family_key', 'm.family_key')
      .select('f.subscriber_id')
      .where('a.username', '=', 'alex')
      .executeTakeFirstOrThrow();
    const opened = await call('POST', API_PATHS.loginAs, staff, {
      subscriberId: subscriber.subscriber_id,
      domainId: 1,
    });
    expect(opened.statusCode).toBe(200);
    const { token } = LoginAsResponse.parse(opened.json());
    expect(decodeJwt(token).pendingStep).toBeUndefined();
    const exchanged = await call('POST', API_PATHS.session, token);
    expect(exchanged.statusCode).toBe(200);
    return SessionResponse.parse(exchanged.json()).token;
  }
});

describe('removal', () => {
  it('needs the password again; then the sign-in asks no code, and it is audited', async () => {
    tick();
    const { verified } = await signInWithCode('alex', totpOf(alexSecret));
    expect(verified.statusCode).toBe(200);
    const { token } = MfaVerified.parse(verified.json());
    const session = SessionResponse.parse((await call('POST', API_PATHS.session, token)).json()).token;
    const wrong = await call('POST', API_PATHS.mfaRemoval, session, { password: 'Wrong-1234!' });
    expect(wrong.statusCode).toBe(400);
    expect(MfaStatus.parse((await call('GET', API_PATHS.mfaStatus, session)).json()).method).toBe('totp');
    const removed = await call('POST', API_PATHS.mfaRemoval, session, { password: PERSONA_PASSWORD });
    expect(removed.statusCode).toBe(204);
    expect(MfaStatus.parse((await call('GET', API_PATHS.mfaStatus, session)).json())).toEqual({
      method: null,
      recoveryCodesLeft: 0,
    });
    expect(
      TokenResponse.parse((await postToken(t.app, 'alex', PERSONA_PASSWORD)).json()).mfa,
    ).toBeUndefined();
    const again = await call('POST', API_PATHS.mfaRemoval, session, { password: PERSONA_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(await auditActions('alex')).toEqual([
      'mfa-enrolment-started',
      'mfa-enabled',
      'mfa-verified',
      'mfa-removed',
    ]);
  });
});

describe('the secret box (AES-256-GCM)', () => {
  it('opens only with its key and for its account', () => {
    const key = new Uint8Array(32).fill(7);
    const box = createSecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 42);
    expect(box.open(sealed, 42)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 43)).toBeNull();
    expect(createSecretBox(new Uint8Array(32).fill(8)).open(sealed, 42)).toBeNull();
    expect(box.open(`${sealed.slice(0, -2)}AA`, 42)).toBeNull();
    expect(box.seal('JBSWY3DPEHPK3PXP', 42)).not.toBe(sealed);
  });
});
