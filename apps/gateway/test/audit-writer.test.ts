import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/schema';
import { type AuditEntry, createAuditWriter } from '../src/services/audit/audit-writer';
import { changedFieldNames } from '../src/services/audit/field-names';
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
    const failing = {
      insertInto: (table: 'audit_log') => {
        if (fail) {
          return { values: () => ({ execute: async () => Promise.reject(new Error('database down')) }) };
        }
        return t.database.db.insertInto(table);
      },
    } as unknown as Kysely<Database>;
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
