import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD } from '../src/db/seed/index';
import { HOST_BY_DOMAIN, postToken, sessionToken, type TestDomain, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
// From the real now on: jose checks a token's expiry against the real clock.
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ lockoutMinutes: 30 }, () => new Date(clock));
});
afterAll(() => t.close());

const LOCKED =
  'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.';
const MINUTE = 60_000;

async function lock(username: string, domainId: TestDomain = 1) {
  for (let i = 0; i < 5; i++) await postToken(t.app, username, 'Wrong2026!', domainId);
  expect((await postToken(t.app, username, PERSONA_PASSWORD, domainId)).json().message).toBe(LOCKED);
}

const unlockAudits = (username: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['actor_account_id', 'detail'])
    .where('action', '=', 'account-unlocked')
    .where(sql<string>`detail->>'username'`, '=', username)
    .execute();

const unlock = (token: string, username: string, domainId: TestDomain = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/unlock-account',
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
    payload: { username },
  });

describe('the lock ends after LOCKOUT_MINUTES (issue 10 point 6)', () => {
  it('keeps the specification’s lock and message until then, and ends it with one audit row after', async () => {
    await lock('jordan');
    clock += 29 * MINUTE;
    expect((await postToken(t.app, 'jordan', PERSONA_PASSWORD)).json().message).toBe(LOCKED);
    clock += 2 * MINUTE;
    // Parallel attempts as the lock runs out: exactly one ends it, so exactly one audit row.
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postToken(t.app, 'jordan', PERSONA_PASSWORD)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ended = await t.database.db
      .selectFrom('audit_log as l')
      .innerJoin('accounts as a', 'a.account_id', 'l.actor_account_id')
      .select('l.detail')
      .where('a.username', '=', 'jordan')
      .where('l.action', '=', 'account-unlocked')
      .execute();
    expect(ended).toEqual([{ detail: { domainId: 1, reason: 'lockout-period-ended' } }]);
  });

  it('starts the count again after the lock ended', async () => {
    await lock('casey');
    clock += 31 * MINUTE;
    const first = await postToken(t.app, 'casey', 'Wrong2026!');
    expect(first.json()).toMatchObject({ code: 'LOGIN_ATTEMPTS_REMAINING', attemptsRemaining: 4 });
  });

  it('ends the lock of blake (seeded locked) once the period has passed', async () => {
    clock += 24 * 60 * MINUTE;
    expect((await postToken(t.app, 'blake', PERSONA_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/staff/unlock-account (issue 10 point 6)', () => {
  it('lets logInAsAnyone staff unlock a member of their brand, audited with both identities', async () => {
    await lock('sam');
    const staff = await temporaryToken(t.app, 'support');
    expect((await unlock(staff, 'SAM')).statusCode).toBe(204);
    expect((await postToken(t.app, 'sam', PERSONA_PASSWORD)).statusCode).toBe(200);
    const rows = await unlockAudits('sam');
    expect(rows).toHaveLength(1);
    const support = await t.database.db
      .selectFrom('accounts')
      .select('account_id')
      .where('username', '=', 'support')
      .executeTakeFirstOrThrow();
    expect(rows[0]?.actor_account_id).toBe(support.account_id);
    expect(rows[0]?.detail).toMatchObject({ reason: 'staff', domainId: 1, username: 'sam' });
  });

  it('responds 404 when nothing is locked, and never unlocks another brand’s member', async () => {
    const staff = await temporaryToken(t.app, 'support');
    expect((await unlock(staff, 'alex')).statusCode).toBe(404);
    await lock('piper', 5);
    expect((await unlock(staff, 'piper')).statusCode).toBe(404);
    expect((await postToken(t.app, 'piper', PERSONA_PASSWORD, 5)).json().message).toBe(LOCKED);
    const partnerStaff = await temporaryToken(t.app, 'pstaff', 5);
    expect((await unlock(partnerStaff, 'piper', 5)).statusCode).toBe(204);
  });

  it('refuses logInAsNonEmp staff, members and a missing body', async () => {
    await lock('harper');
    const agent = await temporaryToken(t.app, 'agent');
    const refused = await unlock(agent, 'harper');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const member = await temporaryToken(t.app, 'alex');
    expect((await unlock(member, 'harper')).statusCode).toBe(403);
    expect((await unlock(await sessionToken(t.app, 'alex'), 'harper')).statusCode).toBe(403);
    const staff = await temporaryToken(t.app, 'support');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/staff/unlock-account',
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${staff}` },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect((await postToken(t.app, 'harper', PERSONA_PASSWORD)).json().message).toBe(LOCKED);
  });
});
