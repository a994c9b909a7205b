import { AccountDetails, API_PATHS, ShellContext } from '@dash/domain/api';
import type { CompiledQuery } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, sessionToken, staffSessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 16, decision 035: a member's reads are served again from the gateway's response cache, and
 * every write to their family's data, by the gateway or by any other tool, is seen at once (the
 * gateway's own) or as soon as the database notifies it (migration 022's triggers).
 */
let t: TestApp;
let sent: CompiledQuery[] = [];
beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, { onQuery: (query) => sent.push(query) });
});
afterAll(() => t.close());

// What a read costs the database apart from the batched session and audit bookkeeping.
const BOOKKEEPING = /\b(from|into|update) "?(sessions|audit_log|login_failures|login_records)"?\b/i;
const memberQueries = () => sent.filter((query) => !BOOKKEEPING.test(query.sql));

/** A read and the member queries it sent. */
async function read(url: string, token: string) {
  sent = [];
  const response = await authGet(t.app, url, token);
  return { response, queries: memberQueries() };
}

const cityOf = async (token: string) =>
  AccountDetails.parse((await authGet(t.app, API_PATHS.account, token)).json()).address?.city;

async function familyOf(username: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('accounts as a')
    .innerJoin('members as m', 'm.account_id', 'a.account_id')
    .select('m.family_key')
    .where('a.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.family_key;
}

describe('the response cache (issue 16)', () => {
  it('serves a second read from the cache: the same bytes, no member query', async () => {
    const alex = await sessionToken(t.app, 'alex');
    for (const url of [API_PATHS.account, API_PATHS.home, API_PATHS.shell, API_PATHS.familyEligibility]) {
      const first = await read(url, alex);
      expect(first.response.statusCode).toBe(200);
      expect(first.queries.length).toBeGreaterThan(0);
      const again = await read(url, alex);
      expect(again.response.statusCode).toBe(200);
      expect(again.queries).toEqual([]);
      expect(again.response.body).toBe(first.response.body);
      expect(again.response.headers['content-type']).toBe(first.response.headers['content-type']);
      expect(again.response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses an invalid query every time: the cache is read before validation, and caches only what passed it', async () => {
    const alex = await sessionToken(t.app, 'alex');
    for (const url of [`${API_PATHS.benefitsDental}?suffix=x`, API_PATHS.benefitsDental]) {
      expect((await read(url, alex)).response.statusCode).toBe(400);
      expect((await read(url, alex)).response.statusCode).toBe(400);
    }
    const valid = await read(`${API_PATHS.benefitsDental}?suffix=0`, alex);
    expect(valid.response.statusCode).toBe(200);
    expect((await read(`${API_PATHS.benefitsDental}?suffix=0`, alex)).queries).toEqual([]);
  });

  it('caches a query string apart: each claims page is its own response', async () => {
    const alex = await sessionToken(t.app, 'alex');
    const first = await read(`${API_PATHS.claims}?page=1`, alex);
    const second = await read(`${API_PATHS.claims}?page=2`, alex);
    expect(second.queries.length).toBeGreaterThan(0);
    expect((await read(`${API_PATHS.claims}?page=1`, alex)).response.body).toBe(first.response.body);
  });

  // Issue 37 §4: the key is the whole request (response-cache-key.ts), not a list of the inputs known today.
  it.each([
    ['a new query parameter', `${API_PATHS.claims}?page=1&size=5`, {}],
    ['another language', `${API_PATHS.claims}?page=1`, { 'accept-language': 'es' }],
    ['a header no route reads today', `${API_PATHS.claims}?page=1`, { 'x-new-input': '1' }],
  ])('reads afresh, never serving the cached response, for %s', async (_change, url, headers) => {
    const alex = await sessionToken(t.app, 'alex');
    await read(`${API_PATHS.claims}?page=1`, alex);
    expect((await read(`${API_PATHS.claims}?page=1`, alex)).queries).toEqual([]);
    sent = [];
    const changed = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${alex}`, ...headers },
    });
    expect(changed.statusCode).toBe(200);
    expect(memberQueries().length).toBeGreaterThan(0);
  });

  it('reads once for concurrent reads of one request: the others are served its response', async () => {
    const alex = await sessionToken(t.app, 'alex');
    await read(API_PATHS.shell, alex);
    const alone = (await read(`${API_PATHS.claims}?page=3`, alex)).queries.length;
    sent = [];
    const together = await Promise.all(
      Array.from({ length: 5 }, () => authGet(t.app, `${API_PATHS.claims}?page=4`, alex)),
    );
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((response) => response.body)).size).toBe(1);
    expect(memberQueries()).toHaveLength(alone);
  });

  it('caches each provider search by what it asks: the same body again is served from the cache', async () => {
    const alex = await sessionToken(t.app, 'alex');
    const { members } = AccountDetails.parse((await authGet(t.app, API_PATHS.account, alex)).json());
    const search = async (zip: string) => {
      sent = [];
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.pcpSearch,
        headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${alex}` },
        payload: { members: [members[0]?.memberKey], radius: 10, zip, searchString: '' },
      });
      expect(response.statusCode).toBe(200);
      return { body: response.body, queries: memberQueries() };
    };
    const portland = await search('97204');
    const salem = await search('97301');
    expect(salem.queries.length).toBeGreaterThan(0);
    expect(salem.body).not.toBe(portland.body);
    expect(await search('97204')).toEqual({ body: portland.body, queries: [] });
    // A search changes nothing: the account stays cached.
    expect((await read(API_PATHS.account, alex)).queries).toEqual([]);
  });

  it("shows the member's own write at once, and the family's other members theirs, before any notification", async () => {
    const alex = await sessionToken(t.app, 'alex');
    const jordan = await sessionToken(t.app, 'jordan');
    const before = await cityOf(alex);
    expect(await cityOf(jordan)).toBe(before);
    const { version } = (await authGet(t.app, API_PATHS.accountAddress, alex)).json() as { version: number };
    // Without the database's notification: the gateway's own write must be enough.
    await sql`alter table families disable trigger families_updated_notify`.execute(t.database.db);
    try {
      await writeAndRead();
    } finally {
      await sql`alter table families enable trigger families_updated_notify`.execute(t.database.db);
    }

    async function writeAndRead() {
      const written = await t.app.inject({
        method: 'PUT',
        url: API_PATHS.accountAddress,
        headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${alex}` },
        payload: {
          addressLine1: '12 Cache Lane',
          city: 'Eugene',
          state: 'OR',
          zipCode: '97401',
          phoneNumber: '503-555-0142',
          version,
        },
      });
      expect(written.statusCode).toBe(200);
      // No wait: the write invalidated the family's responses before its response was sent.
      expect(await cityOf(alex)).toBe('Eugene');
      expect(await cityOf(jordan)).toBe('Eugene');
    }
  });

  // A table a cached response reads from and no trigger watches would serve its old data for 30 s.
  // The tables of issues 38 and 39 no cached route reads (cached-routes.ts): the public directory's
  // networks (cached by HTTP, not here); a conversation's messages and files are only ever written with
  // their conversation, whose triggers tell the shell. The member's notifications are watched (048):
  // the shell counts the unread ones.
  it('watches every table but the sign-in and audit bookkeeping, which no cached response reads', async () => {
    const bookkeeping = [
      'audit_log',
      // A submitted claim's details and receipts: read by staff only; its claims row is watched.
      'claim_submission_attachments',
      'claim_submissions',
      'login_attempts',
      'login_failures',
      'message_attachments',
      'message_entries',
      'mfa_email_codes',
      'outbox',
      'password_change_attempts',
      'provider_network_members',
      'provider_networks',
      'recovery_tokens',
      'schema_migrations',
      'sessions',
      'smart_authorization_codes',
      'smart_tokens',
    ];
    const { rows } = await sql<{ table_name: string; watched: number }>`
      select t.table_name::text as table_name,
        (select count(*)::int from pg_trigger g
          where g.tgrelid = (quote_ident(t.table_name))::regclass and g.tgname like '%_notify'
            and g.tgfoid = 'notify_member_data_changed'::regproc) as watched
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by 1`.execute(t.database.db);
    const unwatched = rows.filter((row) => row.watched !== 3).map((row) => row.table_name);
    // Sorted here: the database's collation may order an underscore otherwise.
    expect(unwatched.sort()).toEqual([...bookkeeping].sort());
  });

  it('sees a write made by another tool once the database notifies it', async () => {
    const alex = await sessionToken(t.app, 'alex');
    await cityOf(alex);
    await t.database.db
      .updateTable('families')
      .set({ city: 'Bend' })
      .where('family_key', '=', await familyOf('alex'))
      .execute();
    // Within the poll's 5 s, not the responses' 30 s lifetime: the notification invalidated it.
    await expect.poll(() => cityOf(alex), { timeout: 5_000 }).toBe('Bend');
  });

  it("sees a notification another tool writes in the shell's unread count (the bell, migration 048)", async () => {
    const alex = await sessionToken(t.app, 'alex');
    const unread = async () =>
      ShellContext.parse((await authGet(t.app, API_PATHS.shell, alex)).json()).unreadNotifications;
    const before = await unread();
    const member = await t.database.db
      .selectFrom('accounts as a')
      .innerJoin('members as m', 'm.account_id', 'a.account_id')
      .select('m.member_key')
      .where('a.username', '=', 'alex')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('member_notifications')
      .values({ member_key: member.member_key, kind: 'staff-login-as', occurred_at: new Date() })
      .execute();
    await expect.poll(unread, { timeout: 5_000 }).toBe(before + 1);
  });

  it("leaves a member's responses cached when another family's data change, and invalidates them for shared data", async () => {
    const alex = await sessionToken(t.app, 'alex');
    const drew = await sessionToken(t.app, 'drew');
    await read(API_PATHS.account, alex);
    await read(API_PATHS.account, drew);
    await t.database.db
      .updateTable('families')
      .set({ city: 'Salem' })
      .where('family_key', '=', await familyOf('drew'))
      .execute();
    // drew's response goes once the notification is in; alex's stays.
    await expect
      .poll(async () => (await read(API_PATHS.account, drew)).queries.length, { timeout: 5_000 })
      .toBeGreaterThan(0);
    expect((await read(API_PATHS.account, alex)).queries).toEqual([]);

    await sql`update groups set group_name = group_name`.execute(t.database.db);
    await expect
      .poll(async () => (await read(API_PATHS.account, alex)).queries.length, { timeout: 5_000 })
      .toBeGreaterThan(0);
  });

  it('never serves a session that has ended', async () => {
    const alex = await sessionToken(t.app, 'alex');
    await read(API_PATHS.account, alex);
    const out = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${alex}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await read(API_PATHS.account, alex)).response.statusCode).toBe(401);
  });

  it("caches nothing a staff session reads: each read is the database's", async () => {
    const subscriber = await t.database.db
      .selectFrom('families')
      .select('subscriber_id')
      .where('family_key', '=', await familyOf('alex'))
      .executeTakeFirstOrThrow();
    const token = await staffSessionToken(t.app, subscriber.subscriber_id);
    expect((await read(API_PATHS.account, token)).queries.length).toBeGreaterThan(0);
    expect((await read(API_PATHS.account, token)).queries.length).toBeGreaterThan(0);
  });
});
