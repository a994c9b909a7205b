import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneLoginRecords, retentionCutoff } from '../src/services/retention/prune-login-records';
import { temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

async function attemptsOf(username: string) {
  return t.database.db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('username', '=', username)
    .execute();
}

describe('pruning old sign-in records (issue 10 point 5)', () => {
  it('deletes attempts and unlocked failures older than the retention, and keeps recent and locked ones', async () => {
    const { db } = t.database;
    const attempt = (username: string, at: Date) => ({
      domain_id: 1,
      username,
      succeeded: false,
      outcome: 'bad-credentials',
      client_address: '127.0.0.1',
      attempted_at: at,
    });
    await db
      .insertInto('login_attempts')
      .values([
        attempt('prune-old', daysAgo(91)),
        attempt('prune-old', daysAgo(200)),
        attempt('prune-new', daysAgo(89)),
      ])
      .execute();
    const failure = (username: string, at: Date, locked: boolean) => ({
      domain_id: 1,
      username,
      consecutive_failures: locked ? 5 : 2,
      last_failure_at: at,
      locked_at: locked ? at : null,
    });
    await db
      .insertInto('login_failures')
      .values([
        failure('prune-old', daysAgo(91), false),
        failure('prune-locked', daysAgo(91), true),
        failure('prune-new', daysAgo(1), false),
      ])
      .execute();

    const pruned = await pruneLoginRecords(db, retentionCutoff(now, 90));

    expect(await attemptsOf('prune-old')).toHaveLength(0);
    expect(await attemptsOf('prune-new')).toHaveLength(1);
    const failures = await db
      .selectFrom('login_failures')
      .select('username')
      .where('username', 'like', 'prune-%')
      .orderBy('username')
      .execute();
    expect(failures.map((row) => row.username)).toEqual(['prune-locked', 'prune-new']);
    expect(pruned.attempts).toBeGreaterThanOrEqual(2);
    expect(pruned.failures).toBeGreaterThanOrEqual(1);
  });

  it('deletes at most batchRows × maxBatches rows in one run', async () => {
    const { db } = t.database;
    const old = daysAgo(400);
    await db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 7 }, () => ({
          domain_id: 1,
          username: 'prune-bounded',
          succeeded: false,
          outcome: 'bad-credentials',
          client_address: null,
          attempted_at: old,
        })),
      )
      .execute();
    const cutoff = daysAgo(399);
    const first = await pruneLoginRecords(db, cutoff, { batchRows: 2, maxBatches: 2 });
    expect(first.attempts).toBe(4);
    expect(await attemptsOf('prune-bounded')).toHaveLength(3);
    await pruneLoginRecords(db, cutoff, { batchRows: 2, maxBatches: 2 });
    expect(await attemptsOf('prune-bounded')).toHaveLength(0);
  });

  /** A real sign-in's account and member, to hang sessions of other times on. */
  async function signedInAccount(username: string) {
    await temporaryToken(t.app, username);
    return t.database.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.account_id', 'sessions.account_id')
      .select(['sessions.account_id', 'sessions.member_key'])
      .where('accounts.username', '=', username)
      .executeTakeFirstOrThrow();
  }

  it('deletes sessions that ended before the cutoff, revoked or not, and keeps the rest', async () => {
    const { db } = t.database;
    const account = await signedInAccount('casey');
    const session = (n: number, expiresAt: Date, revokedAt: Date | null = null) => ({
      session_id: `00000000-0000-4000-8000-00000000010${n}`,
      ...account,
      kind: 'session' as const,
      role: 'member',
      expires_at: expiresAt,
      revoked_at: revokedAt,
      user_agent: `browser ${n}`,
    });
    await db
      .insertInto('sessions')
      .values([
        session(1, daysAgo(91)),
        session(2, daysAgo(200), daysAgo(201)),
        session(3, daysAgo(89)),
        session(4, daysAgo(89), daysAgo(89)),
      ])
      .execute();

    const pruned = await pruneLoginRecords(db, retentionCutoff(now, 90));

    const left = await db
      .selectFrom('sessions')
      .select('user_agent')
      .where('account_id', '=', account.account_id)
      .where('user_agent', 'like', 'browser %')
      .orderBy('user_agent')
      .execute();
    expect(left.map((row) => row.user_agent)).toEqual(['browser 3', 'browser 4']);
    expect(pruned.sessions).toBe(2);
    // The sign-in's own session, opened today, stays.
    const all = await db
      .selectFrom('sessions')
      .select('session_id')
      .where('account_id', '=', account.account_id)
      .execute();
    expect(all).toHaveLength(3);
  });

  it('deletes at most batchRows × maxBatches sessions in one run', async () => {
    const { db } = t.database;
    const account = await signedInAccount('alex');
    await db
      .insertInto('sessions')
      .values(
        Array.from({ length: 5 }, (_, n) => ({
          session_id: `00000000-0000-4000-8000-00000000020${n}`,
          ...account,
          kind: 'session' as const,
          role: 'member',
          expires_at: daysAgo(400),
        })),
      )
      .execute();
    const first = await pruneLoginRecords(db, daysAgo(399), { batchRows: 2, maxBatches: 2 });
    expect(first.sessions).toBe(4);
    expect((await pruneLoginRecords(db, daysAgo(399), { batchRows: 2, maxBatches: 2 })).sessions).toBe(1);
  });

  it('counts the retention in days back from now', () => {
    expect(retentionCutoff(now, 90).toISOString()).toBe('2026-08-25T12:00:00.000Z');
  });
});
