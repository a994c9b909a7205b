import { API_PATHS, IdCardEmailResponse, IdCardEmailState, StaffOutbox } from '@dash/domain/api';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createSecretBox } from '../src/auth/secret-box';
import type { DatabaseHandle } from '../src/db/connection';
import type { Database } from '../src/db/schema';
import { JOBS_SCHEMA } from '../src/jobs/job-queue';
import { openMessage } from '../src/services/mail/sealed-message';
import { outboxSettled } from './helpers/outbox';
import { authGet, HOST_BY_DOMAIN, sessionToken, temporaryToken } from './helpers/sign-in';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 36 point 3: every e-mail goes through the durable job queue (pg-boss, decision 040). A mail
 * server down for a while delays messages, never loses or doubles them; a gateway that dies between
 * queuing and sending, or in the middle of a send, leaves the message to the next one; the body
 * (a reset link's token) is never in the queue's table in clear; staff see what failed.
 */

/** Retries picked up within half a second, an attempt whose gateway died given up after 3 s. */
const FAST_JOBS = {
  mailRetryMinutes: 1,
  mailFirstRetrySeconds: 1,
  claimStepSeconds: 1,
  attemptSeconds: 3,
  pollSeconds: 0.5,
  batchSize: 20,
  maintenanceSeconds: 1,
};

let t: TestApp;
let catcher: SmtpCatcher;
let port: number;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  port = Number(new URL(catcher.url).port);
  t = await createTestApp({ mail: { smtpUrl: catcher.url }, jobs: FAST_JOBS });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const pdf = new TextEncoder().encode('%PDF-1.7 test');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function outboxRow(database: DatabaseHandle, outboxId: number) {
  return database.db
    .selectFrom('outbox')
    .selectAll()
    .where('outbox_id', '=', outboxId)
    .executeTakeFirstOrThrow();
}

async function waitForStatus(database: DatabaseHandle, outboxId: number, status: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await outboxRow(database, outboxId);
    if (row.status === status) return row;
    if (Date.now() > until) throw new Error(`outbox ${outboxId} is ${row.status}, not ${status}`);
    await delay(50);
  }
}

function emailCard(app: FastifyInstance, token: string, suffix: number) {
  return app.inject({
    method: 'POST',
    url: API_PATHS.idCardEmail,
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
    payload: { suffix },
  });
}

async function countJobsIn(trx: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job`.execute(trx);
  return rows[0]?.n ?? 0;
}

async function latestOutboxId(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom('outbox')
    .select('outbox_id')
    .orderBy('outbox_id', 'desc')
    .executeTakeFirstOrThrow();
  return row.outbox_id;
}

describe('a message through the queue', () => {
  it('is delivered from the brand sender with its attachment, and its outbox row says sent', async () => {
    const outboxId = await t.app.services.mail.send({
      kind: 'id-card',
      domainId: 2,
      to: 'member.one@example.com',
      subject: 'Your ID card',
      text: 'Your ID card is attached.',
      attachments: [{ filename: 'id-card.pdf', content: pdf, contentType: 'application/pdf' }],
      memberKey: 'MK-1',
    });
    const mail = await catcher.waitFor((m) => m.to === 'member.one@example.com');
    expect(mail.from).toMatch(/^"?Evergreen Medicare Advantage"? <no-reply@medicare\.example\.com>$/);
    expect(mail.subject).toBe('Your ID card');
    expect(mail.text.trim()).toBe('Your ID card is attached.');
    expect(mail.attachments[0]?.content.toString()).toBe('%PDF-1.7 test');
    const row = await waitForStatus(t.database, outboxId, 'sent');
    expect(row).toMatchObject({ kind: 'id-card', domain_id: 2, attempts: 1, error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('is queued in the caller’s transaction: a rollback leaves neither the outbox row nor the job', async () => {
    const countJobs = async () =>
      (
        (await t.database.executeSql(`select count(*)::int as n from ${JOBS_SCHEMA}.job`)).rows[0] as {
          n: number;
        }
      ).n;
    const jobsBefore = await countJobs();
    const rowsBefore = (await t.database.db.selectFrom('outbox').select('outbox_id').execute()).length;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await t.app.services.mail.enqueue(trx, {
          kind: 'registration',
          domainId: 1,
          to: 'rolled.back@example.com',
          subject: 'Welcome',
          text: 'never sent',
        });
        expect(await countJobsIn(trx)).toBe(jobsBefore + 1);
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('the change that caused it failed');
    expect(await countJobs()).toBe(jobsBefore);
    expect((await t.database.db.selectFrom('outbox').select('outbox_id').execute()).length).toBe(rowsBefore);
  });

  it('never holds a reset link’s token in clear, in the queue or the outbox', async () => {
    const before = catcher.messages.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: API_PATHS.passwordRecovery,
      headers: { host: HOST_BY_DOMAIN[1] },
      payload: { username: 'robin' },
    });
    expect(asked.statusCode).toBe(200);
    await outboxSettled(t.database);
    const mail = catcher.messages.slice(before).find((m) => m.to === 'robin@example.com');
    const token = mail?.text.match(/#token=([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeDefined();
    const jobs = (await t.database.executeSql(`select data::text as data from ${JOBS_SCHEMA}.job`)).rows as {
      data: string;
    }[];
    const outbox = await t.database.db.selectFrom('outbox').selectAll().execute();
    expect(jobs.length).toBeGreaterThan(0);
    for (const text of [...jobs.map((job) => job.data), JSON.stringify(outbox)]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('#token=');
    }
    // The sealed body opens only with the gateway's key and only for its own outbox row.
    const outboxId = await latestOutboxId(t.database);
    const job = jobs
      .map((row) => JSON.parse(row.data) as { outboxId?: number; sealed?: string })
      .find((data) => data.outboxId === outboxId);
    const box = createSecretBox(t.config.mfa.encryptionKey);
    expect(openMessage(box, outboxId, job?.sealed ?? '')?.text).toContain(`#token=${token}`);
    expect(openMessage(box, outboxId + 1, job?.sealed ?? '')).toBeNull();
    expect(openMessage(createSecretBox(new Uint8Array(32)), outboxId, job?.sealed ?? '')).toBeNull();
  });
});

describe('a mail server down for a while', () => {
  it('three ID card e-mails queued while it is down all arrive, exactly once, once it is back', async () => {
    const alex = await sessionToken(t.app, 'alex');
    await catcher.close();
    let down = true;
    const before = catcher.messages.length;
    try {
      const ids: number[] = [];
      for (const suffix of [0, 1, 2]) {
        const response = await emailCard(t.app, alex, suffix);
        expect(response.statusCode).toBe(200);
        // The member is told it is being sent, not whether the first attempt went.
        expect(IdCardEmailResponse.parse(response.json())).toEqual({
          status: 'queued',
          sentTo: 'a***@example.com',
        });
        ids.push(await latestOutboxId(t.database));
      }
      // Each tried and refused: retrying, and the page says so.
      for (const id of ids)
        expect((await waitForStatus(t.database, id, 'retrying')).error).toMatch(/ECONNREFUSED|connect/i);
      const state = IdCardEmailState.parse((await authGet(t.app, API_PATHS.idCardEmail, alex)).json());
      expect(state.latest?.status).toBe('retrying');
      expect(catcher.messages.length).toBe(before);

      catcher = await startSmtpCatcher({ port });
      down = false;
      for (const id of ids) {
        const row = await waitForStatus(t.database, id, 'sent', 20_000);
        expect(row.attempts).toBeGreaterThanOrEqual(2);
      }
      // Some time more: no retry sends any of them again.
      await delay(2_500);
      const caught = catcher.messages.filter((m) => m.to === 'alex.rivera@example.com');
      expect(caught).toHaveLength(3);
      const after = IdCardEmailState.parse((await authGet(t.app, API_PATHS.idCardEmail, alex)).json());
      expect(after.latest?.status).toBe('sent');
    } finally {
      if (down) catcher = await startSmtpCatcher({ port });
    }
  }, 60_000);
});

describe('the last try', () => {
  let failing: TestApp;
  beforeAll(async () => {
    // A server that is never there, and a window of 3 s: the first try and two retries (1 s, 2 s).
    failing = await createTestApp({
      mail: { smtpUrl: 'smtp://127.0.0.1:9' },
      jobs: { ...FAST_JOBS, mailRetryMinutes: 0.05 },
    });
  });
  afterAll(async () => failing.close());

  it('marks the message failed; the member’s page and the staff outbox show it', async () => {
    const alex = await sessionToken(failing.app, 'alex');
    expect((await emailCard(failing.app, alex, 0)).statusCode).toBe(200);
    const outboxId = await latestOutboxId(failing.database);
    const row = await waitForStatus(failing.database, outboxId, 'failed', 30_000);
    expect(row.attempts).toBe(3);
    const state = IdCardEmailState.parse((await authGet(failing.app, API_PATHS.idCardEmail, alex)).json());
    expect(state.latest?.status).toBe('failed');

    // Staff of the brand, with their own staff token: the failed messages, audited.
    const staff = await temporaryToken(failing.app, 'support');
    const listed = await authGet(failing.app, `${API_PATHS.staffOutbox}?status=failed`, staff);
    expect(listed.statusCode).toBe(200);
    const { messages } = StaffOutbox.parse(listed.json());
    expect(messages.map((m) => m.outboxId)).toContain(outboxId);
    expect(messages.every((m) => m.status === 'failed')).toBe(true);
    expect(messages.find((m) => m.outboxId === outboxId)).toMatchObject({
      kind: 'id-card',
      recipient: 'alex.rivera@example.com',
      attempts: 3,
    });
    const audited = await failing.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'outbox-read')
      .execute();
    expect(audited).toHaveLength(1);

    // A member's session, a login-as session and a malformed query are refused.
    expect((await authGet(failing.app, API_PATHS.staffOutbox, alex)).statusCode).toBe(403);
    expect((await authGet(failing.app, `${API_PATHS.staffOutbox}?status=lost`, staff)).statusCode).toBe(400);
    expect((await authGet(failing.app, `${API_PATHS.staffOutbox}?limit=0`, staff)).statusCode).toBe(400);
  }, 60_000);
});

describe('a gateway that dies', () => {
  it('between queuing and sending, or in the middle of a send: the next gateway sends each message once', async () => {
    const first = await createTestApp({ mail: { smtpUrl: catcher.url }, jobs: FAST_JOBS });
    let next: FastifyInstance | null = null;
    try {
      // The first gateway's worker takes a job and dies before it finishes: nothing completes it.
      await first.app.services.jobs.queue.stop();
      const taken = await first.app.services.mail.send({
        kind: 'username-reminder',
        domainId: 1,
        to: 'taken.before.death@example.com',
        subject: 'Your username',
        text: 'taken',
      });
      const dying = new PgBoss({
        db: { executeSql: (text, values) => first.database.executeSql(text, values) },
        schema: JOBS_SCHEMA,
      });
      const [active] = await dying.fetch<{ outboxId: number }>('send-mail', { batchSize: 1 });
      expect(active?.data.outboxId).toBe(taken);
      // And one it queued but had not yet taken when it died.
      const queued = await first.app.services.mail.send({
        kind: 'username-reminder',
        domainId: 1,
        to: 'queued.before.death@example.com',
        subject: 'Your username',
        text: 'queued',
      });
      expect((await outboxRow(first.database, queued)).status).toBe('queued');

      // The next gateway on the same database: the queued one goes at once, the taken one once its
      // attempt time (3 s here) is over.
      next = await buildApp({ config: first.config, database: first.database, logger: false });
      await next.ready();
      await waitForStatus(first.database, queued, 'sent', 20_000);
      await waitForStatus(first.database, taken, 'sent', 20_000);
      await delay(2_000);
      expect(catcher.messages.filter((m) => m.to === 'queued.before.death@example.com')).toHaveLength(1);
      expect(catcher.messages.filter((m) => m.to === 'taken.before.death@example.com')).toHaveLength(1);
    } finally {
      await next?.close();
      await first.close();
    }
  }, 60_000);
});

describe('configuration', () => {
  it('refuses an SMTP_URL that is not an smtp address and a retry window out of range', async () => {
    const { loadConfig } = await import('../src/config');
    const base = { TOKEN_SECRET: 'x'.repeat(40) };
    await expect(loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).rejects.toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/,
    );
    await expect(loadConfig({ ...base, MAIL_RETRY_MINUTES: '0' })).rejects.toThrow(/MAIL_RETRY_MINUTES/);
    await expect(loadConfig({ ...base, MAIL_RETRY_MINUTES: '20000' })).rejects.toThrow(/MAIL_RETRY_MINUTES/);
    await expect(loadConfig({ ...base, MAIL_FIRST_RETRY_SECONDS: 'soon' })).rejects.toThrow(
      /MAIL_FIRST_RETRY_SECONDS/,
    );
    const config = await loadConfig({ ...base, MAIL_RETRY_MINUTES: '60', MAIL_FIRST_RETRY_SECONDS: '10' });
    expect(config.jobs).toMatchObject({ mailRetryMinutes: 60, mailFirstRetrySeconds: 10 });
    expect((await loadConfig(base)).jobs).toMatchObject({
      mailRetryMinutes: 1_440,
      mailFirstRetrySeconds: 30,
    });
  });
});
