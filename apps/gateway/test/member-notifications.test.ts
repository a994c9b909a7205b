import {
  API_PATHS,
  getApiPath,
  MemberNotificationList,
  MemberNotificationUnread,
  ShellContext,
} from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/connection';
import { JOBS_SCHEMA } from '../src/jobs/job-queue';
import { outboxSettled } from './helpers/outbox';
import { authGet, HOST_BY_DOMAIN, sessionToken, staffSessionToken } from './helpers/sign-in';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 39 §2: what happens to a member is recorded with its e-mail in the same transaction, listed
 * with unread marks, e-mailed per the member's preferences (security events always), and delivered
 * once even when the gateway dies between queuing and sending.
 */

const FAST_JOBS = {
  mailRetryMinutes: 1,
  mailFirstRetrySeconds: 1,
  claimStepSeconds: 1,
  attemptSeconds: 3,
  pollSeconds: 0.5,
  batchSize: 20,
  maintenanceSeconds: 1,
};
const ALEX_MAIL = 'alex.rivera@example.com';

let t: TestApp;
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ mail: { smtpUrl: catcher.url }, jobs: FAST_JOBS });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

/** Alex's session: the first test changes his password, later ones keep the session it kept. */
let alex = '';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function post(app: FastifyInstance, url: string, token: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
  });
}

async function list(token: string) {
  const response = await authGet(t.app, API_PATHS.memberNotifications, token);
  expect(response.statusCode).toBe(200);
  return MemberNotificationList.parse(response.json());
}

async function memberKeyOf(database: DatabaseHandle, username: string): Promise<string> {
  const row = await database.db
    .selectFrom('members')
    .innerJoin('accounts', 'accounts.account_id', 'members.account_id')
    .select('members.member_key')
    .where('accounts.username', '=', username)
    .where('accounts.domain_id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.member_key;
}

describe('the seed', () => {
  it.each([
    ['alex', 1, 5, 3],
    ['margaret', 2, 2, 1],
    ['parker', 5, 2, 2],
  ] as const)(
    'gives %s of brand %i notifications to show (%i, %i unread)',
    async (username, domainId, total, unread) => {
      const token = await sessionToken(t.app, username, domainId);
      const seeded = MemberNotificationList.parse(
        (await authGet(t.app, API_PATHS.memberNotifications, token, domainId)).json(),
      );
      expect(seeded.notifications).toHaveLength(total);
      expect(seeded.unreadCount).toBe(unread);
      expect(seeded.notifications.every((n) => n.link.startsWith('/'))).toBe(true);
    },
  );
});

describe('a password change', () => {
  it('is listed unread, e-mailed to the address on file, and marked read', async () => {
    const token = await sessionToken(t.app, 'alex');
    alex = token;
    const before = await list(token);
    const changed = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.password,
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
      payload: { currentPassword: PERSONA_PASSWORD, newPassword: 'Maple-orbit-canyon-7' },
    });
    expect(changed.statusCode).toBe(204);

    const after = await list(token);
    const [newest] = after.notifications;
    expect(newest).toMatchObject({
      kind: 'password-changed',
      isSecurity: true,
      link: '/account/settings',
      readAt: null,
    });
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    const unread = await authGet(t.app, API_PATHS.memberNotificationsUnread, token);
    expect(MemberNotificationUnread.parse(unread.json()).unreadCount).toBe(after.unreadCount);
    // The bell's count comes with the shell's facts, and follows each mark (the mark's write clears the
    // family's cached shell).
    const shellCount = async () =>
      ShellContext.parse((await authGet(t.app, API_PATHS.shell, token)).json()).unreadNotifications;
    expect(await shellCount()).toBe(after.unreadCount);

    const mail = await catcher.waitFor(
      (m) => m.to === ALEX_MAIL && m.subject === 'Your password was changed',
    );
    expect(mail.text).toContain('Notifications');

    const id = newest?.notificationId ?? 0;
    const read = await post(
      t.app,
      getApiPath(API_PATHS.memberNotificationRead, { notificationId: id }),
      token,
    );
    expect(read.statusCode).toBe(200);
    expect(MemberNotificationUnread.parse(read.json()).unreadCount).toBe(after.unreadCount - 1);
    expect((await list(token)).notifications[0]?.readAt).not.toBeNull();
    expect(await shellCount()).toBe(after.unreadCount - 1);

    const all = await post(t.app, API_PATHS.memberNotificationsReadAll, token);
    expect(MemberNotificationUnread.parse(all.json()).unreadCount).toBe(0);
    expect(await shellCount()).toBe(0);
  });

  it('is rolled back with the change: no notification and no e-mail when the transaction fails', async () => {
    const memberKey = await memberKeyOf(t.database, 'alex');
    const count = async () =>
      (
        await t.database.db
          .selectFrom('member_notifications')
          .select('notification_id')
          .where('member_key', '=', memberKey)
          .execute()
      ).length;
    const outboxBefore = (await t.database.db.selectFrom('outbox').select('outbox_id').execute()).length;
    const notificationsBefore = await count();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await t.app.services.memberNotifications.recorder.record(trx, {
          kind: 'password-changed',
          to: { memberKey },
          occurredAt: new Date(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(notificationsBefore);
    expect((await t.database.db.selectFrom('outbox').select('outbox_id').execute()).length).toBe(
      outboxBefore,
    );
  });
});

describe('the e-mail follows the preferences (document 1 §5); security events always', () => {
  it.each([
    ['eob-ready', 'Y', true],
    ['eob-ready', 'N', false],
    ['claim-processed', 'N', false],
    ['claim-processed', 'Y', true],
    ['two-step-off', 'N', true],
    ['new-device-sign-in', 'N', true],
  ] as const)('%s with electronic EOB %s: e-mailed %s', async (kind, electronicEob, mailed) => {
    const memberKey = await memberKeyOf(t.database, 'alex');
    await t.database.db
      .updateTable('member_preferences')
      .set({ electronic_eob: electronicEob })
      .where('member_key', '=', memberKey)
      .execute();
    const id = await t.app.services.memberNotifications.recorder.send({
      kind,
      to: { memberKey },
      occurredAt: new Date(),
    });
    const row = await t.database.db
      .selectFrom('member_notifications')
      .select(['kind', 'outbox_id'])
      .where('notification_id', '=', id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe(kind);
    expect(row.outbox_id !== null).toBe(mailed);
  });
});

describe('who sees and marks what', () => {
  it('another member’s notification is not found, and a login-as session reads but never marks', async () => {
    const memberKey = await memberKeyOf(t.database, 'alex');
    const id = await t.app.services.memberNotifications.recorder.send({
      kind: 'eob-ready',
      to: { memberKey },
      occurredAt: new Date(),
    });
    const jordan = await sessionToken(t.app, 'jordan');
    const url = getApiPath(API_PATHS.memberNotificationRead, { notificationId: id ?? 0 });
    expect((await post(t.app, url, jordan)).statusCode).toBe(404);
    expect((await list(jordan)).notifications.some((n) => n.notificationId === id)).toBe(false);

    const subscriber = await t.database.db
      .selectFrom('members')
      .innerJoin('families', 'families.family_key', 'members.family_key')
      .select('families.subscriber_id')
      .where('members.member_key', '=', memberKey)
      .executeTakeFirstOrThrow();
    const staff = await staffSessionToken(t.app, subscriber.subscriber_id);
    const seen = await list(staff);
    expect(seen.notifications.some((n) => n.notificationId === id)).toBe(true);
    // The login-as itself told alex, a security event.
    expect(seen.notifications[0]?.kind).toBe('staff-login-as');
    expect((await post(t.app, url, staff)).statusCode).toBe(403);
    expect((await authGet(t.app, `${API_PATHS.memberNotifications}?limit=0`, jordan)).statusCode).toBe(400);
    expect((await authGet(t.app, API_PATHS.memberNotifications, 'not-a-token')).statusCode).toBe(401);
  });

  it('pages newest first', async () => {
    const token = alex;
    const memberKey = await memberKeyOf(t.database, 'alex');
    for (const kind of ['claim-processed', 'eob-ready', 'id-card-order-sent'] as const) {
      await t.app.services.memberNotifications.recorder.send({
        kind,
        to: { memberKey },
        occurredAt: new Date(),
      });
    }
    const first = await list(token);
    const page = await authGet(t.app, `${API_PATHS.memberNotifications}?limit=2`, token);
    const firstTwo = MemberNotificationList.parse(page.json());
    expect(firstTwo.notifications.map((n) => n.notificationId)).toEqual(
      first.notifications.slice(0, 2).map((n) => n.notificationId),
    );
    const next = await authGet(
      t.app,
      `${API_PATHS.memberNotifications}?limit=2&before=${firstTwo.nextBefore}`,
      token,
    );
    expect(MemberNotificationList.parse(next.json()).notifications[0]?.notificationId).toBe(
      first.notifications[2]?.notificationId,
    );
  });
});

describe('a gateway that dies between queuing and sending', () => {
  it('leaves the notification’s e-mail to the next gateway, which sends it once', async () => {
    const first = await createTestApp({ mail: { smtpUrl: catcher.url }, jobs: FAST_JOBS });
    let next: FastifyInstance | null = null;
    try {
      const memberKey = await memberKeyOf(first.database, 'alex');
      // The first gateway's worker is stopped: the notification and its job are committed, never sent.
      await first.app.services.jobs.queue.stop();
      await first.database.db
        .updateTable('member_preferences')
        .set({ email_address: 'restart.notice@example.com' })
        .where('member_key', '=', memberKey)
        .execute();
      const id = await first.app.services.memberNotifications.recorder.send({
        kind: 'password-changed',
        to: { memberKey },
        occurredAt: new Date(),
      });
      // And one taken by a worker that died in the middle of its send.
      const taken = await first.app.services.memberNotifications.recorder.send({
        kind: 'two-step-on',
        to: { memberKey },
        occurredAt: new Date(),
      });
      const dying = new PgBoss({
        db: { executeSql: (text, values) => first.database.executeSql(text, values) },
        schema: JOBS_SCHEMA,
      });
      const fetched = await dying.fetch<{ outboxId: number }>('send-mail', { batchSize: 1 });
      expect(fetched).toHaveLength(1);
      expect(id).not.toBeNull();
      expect(taken).not.toBeNull();

      next = await buildApp({ config: first.config, database: first.database, logger: false });
      await next.ready();
      await outboxSettled(first.database, 20_000);
      await delay(2_000);
      const received = catcher.messages.filter((m) => m.to === 'restart.notice@example.com');
      expect(received.map((m) => m.subject).sort()).toEqual([
        'Two-step sign-in was turned on',
        'Your password was changed',
      ]);
    } finally {
      await next?.close();
      await first.close();
    }
  }, 60_000);
});
