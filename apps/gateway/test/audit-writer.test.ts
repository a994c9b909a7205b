import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/schema';
import { type AuditEntry, insertAuditRows } from '../src/repositories/audit-log-repository';
import { createAuditWriter } from '../src/services/audit/audit-writer';
import { changedFieldNames } from '../src/services/audit/field-names';
import { sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const entry = (action: string): AuditEntry => ({
  action,
  actorAccountId: null,
  targetMemberKey: null,
  clientAddress: '127.0.0.1',
  detail: { test: true },
  occurredAt: new Date(),
});

const rowsOf = (action: string) =>
  t.database.db.selectFrom('audit_log').select('action').where('action', '=', action).execute();

describe('the batched audit writer (issue 10 point 4)', () => {
  it('writes a batch of any size and mix of actors with one statement text (the driver keeps each text prepared)', () => {
    const bySession = { ...entry('test-text'), actorSessionId: '00000000-0000-4000-8000-000000000001' };
    const texts = new Set(
      [[entry('test-text')], [entry('test-text'), bySession, entry('test-text')], [bySession]].map(
        (batch) => insertAuditRows(batch).compile(t.database.db).sql,
      ),
    );
    expect(texts.size).toBe(1);
  });

  it('writes the rows in order, an actor known by its session read from the session, the detail as JSON', async () => {
    const token = await sessionToken(t.app, 'alex');
    const session = await t.database.db
      .selectFrom('sessions')
      .select(['session_id', 'account_id'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const writer = createAuditWriter({
      db: t.database.db,
      flushRows: 100,
      flushMs: 60_000,
      onError: () => {},
    });
    const at = new Date('2026-11-26T18:00:00.123Z');
    writer.record({ ...entry('test-order-1'), actorSessionId: session.session_id, occurredAt: at });
    writer.record({
      ...entry('test-order-2'),
      actorAccountId: session.account_id,
      targetMemberKey: 'PER-M-ALEX-0',
    });
    writer.record({
      ...entry('test-order-3'),
      actorSessionId: 'not-a-session',
      detail: { fields: ['a', 'b'], n: 2 },
    });
    await writer.close();
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id', 'target_member_key', 'detail', 'occurred_at'])
      .where('action', 'like', 'test-order-%')
      .orderBy('audit_id')
      .execute();
    expect(token).not.toBe('');
    expect(
      rows.map((row) => [row.action, row.actor_account_id === null ? null : Number(row.actor_account_id)]),
    ).toEqual([
      ['test-order-1', Number(session.account_id)],
      ['test-order-2', Number(session.account_id)],
      ['test-order-3', null],
    ]);
    expect(rows[1]?.target_member_key).toBe('PER-M-ALEX-0');
    expect(new Date(rows[0]?.occurred_at as Date).toISOString()).toBe(at.toISOString());
    expect(rows[2]?.detail).toEqual({ fields: ['a', 'b'], n: 2 });
  });

  it('queues rows in memory and writes them in one batch on flush', async () => {
    const errors: unknown[] = [];
    const writer = createAuditWriter({
      db: t.database.db,
      flushRows: 100,
      flushMs: 60_000,
      onError: (error) => errors.push(error),
    });
    writer.record(entry('test-queued'));
    writer.record(entry('test-queued'));
    // Recording never touches the database: the request that recorded does not wait on it.
    expect(writer.pending).toBe(2);
    expect(await rowsOf('test-queued')).toHaveLength(0);
    await writer.flush();
    expect(writer.pending).toBe(0);
    expect(await rowsOf('test-queued')).toHaveLength(2);
    await writer.close();
    expect(errors).toEqual([]);
  });

  it('starts a write as soon as flushRows rows are queued', async () => {
    const writer = createAuditWriter({ db: t.database.db, flushRows: 3, flushMs: 60_000, onError: () => {} });
    writer.record(entry('test-by-count'));
    writer.record(entry('test-by-count'));
    expect(writer.pending).toBe(2);
    writer.record(entry('test-by-count'));
    expect(writer.pending).toBe(0);
    await writer.close();
    expect(await rowsOf('test-by-count')).toHaveLength(3);
  });

  it('starts a write when flushMs has passed since the first queued row', async () => {
    vi.useFakeTimers();
    const writer = createAuditWriter({ db: t.database.db, flushRows: 100, flushMs: 500, onError: () => {} });
    writer.record(entry('test-by-time'));
    vi.advanceTimersByTime(499);
    expect(writer.pending).toBe(1);
    vi.advanceTimersByTime(1);
    expect(writer.pending).toBe(0);
    vi.useRealTimers();
    await writer.close();
    expect(await rowsOf('test-by-time')).toHaveLength(1);
  });

  it('keeps the rows of a failed write for the next flush and reports the failure', async () => {
    let fail = true;
    // The database as the writer's statement reaches it: its executor, refusing while `fail`.
    const real = t.database.db.getExecutor();
    const refusing = {
      transformQuery: real.transformQuery.bind(real),
      compileQuery: real.compileQuery.bind(real),
      executeQuery: async () => Promise.reject(new Error('database down')),
    };
    const failing = { getExecutor: () => (fail ? refusing : real) } as unknown as Kysely<Database>;
    const errors: Array<[unknown, number]> = [];
    const writer = createAuditWriter({
      db: failing,
      flushRows: 100,
      flushMs: 60_000,
      onError: (error, rows) => errors.push([error, rows]),
    });
    writer.record(entry('test-retried'));
    await writer.flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[1]).toBe(1);
    expect(writer.pending).toBe(1);
    fail = false;
    await writer.close();
    expect(writer.pending).toBe(0);
    expect(await rowsOf('test-retried')).toHaveLength(1);
  });

  it('flushes what is queued when the app closes', async () => {
    const app = await createTestApp();
    app.app.audit.record(entry('test-on-close'));
    await app.app.close();
    const written = await app.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'test-on-close')
      .execute();
    await app.close();
    expect(written).toHaveLength(1);
  });
});

describe('changedFieldNames', () => {
  it.each([
    [{ emailAddress: 'a@b.c', electronicEob: 'Y' }, ['electronicEob', 'emailAddress']],
    [{ address: { city: 'Portland', zip: '97201' } }, ['address.city', 'address.zip']],
    [{ answers: ['x', 'y'] }, ['answers']],
    [{ empty: {} }, ['empty']],
    [null, []],
    ['text', []],
  ])('%j gives %j', (body, names) => {
    expect(changedFieldNames(body)).toEqual(names);
  });
});
