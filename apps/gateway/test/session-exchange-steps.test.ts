import { LoginState, SessionResponse } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD } from '../src/db/seed/index';
import { authGet, HOST_BY_DOMAIN, postToken, type TestDomain, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, token: string, domainId: TestDomain, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const exchange = (token: string, domainId: TestDomain = 1) => send('POST', '/api/session', token, domainId);

const allPreferences = {
  emailAddress: 'member@example.com',
  electronicEob: 'Y',
  emailBreakingNews: 'N',
  electronicMedicareMailing: 'Y',
  emailPaymentReminder: 'Y',
  emailAutopayWithdrawalReminder: 'Y',
  discontinuePaperStatements: 'Y',
  emailWhenBillReady: 'Y',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
} as const;

/** Each persona's step of document 1 §4, done through the API with the mid-login token; returns the token to exchange. */
const steps: Array<[string, TestDomain, string, (token: string) => Promise<string>]> = [
  [
    'avery',
    1,
    'Change your password first.',
    async (token) => {
      const body = { currentPassword: PERSONA_PASSWORD, newPassword: 'Maple-orbit-canyon-7' };
      expect((await send('PUT', '/api/account/password', token, 1, body)).statusCode).toBe(204);
      return token;
    },
  ],
  [
    'parker',
    5,
    'Agree to the digital communications policy first.',
    async (token) => {
      const body = { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true };
      expect((await send('PUT', '/api/account/registration/policies', token, 5, body)).statusCode).toBe(200);
      return token;
    },
  ],
  [
    'pat',
    1,
    'Update your communication preferences first.',
    async (token) => {
      expect((await send('PUT', '/api/account/preferences', token, 1, allPreferences)).statusCode).toBe(200);
      return token;
    },
  ],
  [
    'quinn',
    1,
    'Update your communication preferences first.',
    async (token) => {
      expect((await send('PUT', '/api/account/preferences', token, 1, allPreferences)).statusCode).toBe(200);
      return token;
    },
  ],
  [
    'taylor',
    1,
    'Choose the group you want to log in to first.',
    async (token) => {
      const state = LoginState.parse((await authGet(t.app, '/api/login-state', token)).json());
      const own = state.groups.find((group) => group.memberKey === state.claims.memberKey);
      const body = { groupId: own?.groupId ?? '', domain: 1 };
      const chosen = await send('POST', '/api/group-selection', token, 1, body);
      expect(chosen.statusCode).toBe(200);
      return (chosen.json() as { token: string }).token;
    },
  ],
];

describe('POST /api/session enforces the post-login steps (document 1 §4; issue 10 point 1)', () => {
  it.each(steps)(
    'refuses %s before the step and opens the session after it',
    async (username, domainId, message, doStep) => {
      const token = await temporaryToken(t.app, username, domainId);
      const refused = await exchange(token, domainId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'SIGN_IN_STEP_PENDING', message });
      // Still mid-login: no member data with the temporary token.
      expect((await authGet(t.app, '/api/home', token, domainId)).statusCode).toBe(403);

      const next = await doStep(token);
      const accepted = await exchange(next, domainId);
      expect(accepted.statusCode).toBe(200);
      const session = SessionResponse.parse(accepted.json());
      expect(session.idleMinutes).toBe(15);
      expect((await authGet(t.app, '/api/account', session.token, domainId)).statusCode).toBe(200);
    },
  );

  it('opens alex’s session at once: no step applies', async () => {
    expect((await exchange(await temporaryToken(t.app, 'alex'))).statusCode).toBe(200);
  });
});

describe('account statuses at sign-in (document 1 §4, §8; issue 10 point 2)', () => {
  const setStatus = (username: string, status: string) =>
    t.database.db.updateTable('accounts').set({ status }).where('username', '=', username).execute();

  it('routes FRC like INI: the password first, then the session', async () => {
    await setStatus('jordan', 'FRC');
    const token = await temporaryToken(t.app, 'jordan');
    const state = LoginState.parse((await authGet(t.app, '/api/login-state', token)).json());
    expect(state.accountStatus).toBe('FRC');
    expect((await exchange(token)).json().message).toBe('Change your password first.');
    const body = { currentPassword: PERSONA_PASSWORD, newPassword: 'Harbor-Lantern-2027!' };
    expect((await send('PUT', '/api/account/password', token, 1, body)).statusCode).toBe(204);
    expect((await exchange(token)).statusCode).toBe(200);
  });

  it.each(['DIS', 'DLG'])(
    'refuses %s with the generic message, audited, even with the right password',
    async (status) => {
      const username = status === 'DIS' ? 'riley' : 'morgan';
      await setStatus(username, status);
      const response = await postToken(t.app, username, PERSONA_PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'LOGIN_FAILED',
        message: 'Username and/or password unrecognized. Please try again.',
      });
      const audit = await t.database.db
        .selectFrom('audit_log as l')
        .innerJoin('accounts as a', 'a.account_id', 'l.actor_account_id')
        .select(['l.action', 'l.detail'])
        .where('a.username', '=', username)
        .where('l.action', '=', 'sign-in-refused')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.detail).toMatchObject({ status });
      const attempt = await t.database.db
        .selectFrom('login_attempts')
        .select(['succeeded', 'outcome'])
        .where('username', '=', username)
        .orderBy('attempt_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(attempt).toEqual({ succeeded: false, outcome: 'account-disabled' });
    },
  );
});
