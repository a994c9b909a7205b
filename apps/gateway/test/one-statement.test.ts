import { API_PATHS, ClaimPage, EobPage, getApiPath } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, getAs, postToken, sessionToken, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

// The session and audit bookkeeping is batched or cached apart from the call (docs/performance.md),
// and the response cache learns each member's family once (plugins/response-cache.ts).
const BOOKKEEPING = /\b(from|into|update) "?(sessions|audit_log|login_failures|login_records)"?\b/i;
const FAMILY_LOOKUP = /^select "family_key" from "members" where "member_key" = \$1$/;

let t: TestApp;
let sent: CompiledQuery[] = [];
beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, { onQuery: (query) => sent.push(query) });
});
afterAll(() => t.close());

/** The member queries one call sends, with the session already open. */
async function queriesOf(url: string, username: string, domainId: TestDomain) {
  const token = await sessionToken(t.app, username, domainId);
  sent = [];
  const response = await authGet(t.app, url, token, domainId);
  expect(response.statusCode).toBe(200);
  return sent.filter((query) => !BOOKKEEPING.test(query.sql) && !FAMILY_LOOKUP.test(query.sql));
}

// Home and the shell were eleven and ten queries side by side; PostgreSQL's work per statement bound
// them at a tenth of the one-SELECT ceiling. Each is now one statement with its parts as sub-selects.
describe('GET /api/home and GET /api/shell: one statement each', () => {
  it.each([
    ['home', API_PATHS.home, 'alex', 1],
    ['home', API_PATHS.home, 'parker', 5],
    ['shell', API_PATHS.shell, 'alex', 1],
    ['shell', API_PATHS.shell, 'parker', 5],
  ] as const)('sends one query for %s as %s', async (_name, url, username, domainId) => {
    const queries = await queriesOf(url, username, domainId);
    expect(queries.map((query) => query.sql.slice(0, 60))).toHaveLength(1);
    expect(queries[0]?.sql).toMatch(/^select .* from "members" as "m"/s);
  });
});

// A claim's detail was four statements: the caller's family, the claim, then its lines and its EOB side
// by side (decision 066 made them two). Now one: the caller's row joined to their family's claim, with
// the lines and the EOB as sub-selects; the scope (getClaimsScope) is still decided in TypeScript, on
// the caller's suffix the statement returns (docs/performance.md).
describe('GET /api/claims/{claimNumber}: one statement', () => {
  it.each([
    ['alex', 'a subscriber, the family scope', ''],
    ['jordan', 'a dependent, their own claims', 'status=paid'],
  ] as const)('sends one query for %s (%s): the caller with the claim', async (username, _who, query) => {
    const list = await getAs(t.app, username, `${API_PATHS.claims}?size=1&${query}`);
    const claimNumber = ClaimPage.parse(list).content[0]?.claimNumber;
    if (!claimNumber) throw new Error(`${username} has no claim in the seed`);
    const queries = await queriesOf(getApiPath(API_PATHS.claimDetail, { claimNumber }), username, 1);
    expect(queries.map((query) => query.sql.slice(0, 60))).toHaveLength(1);
    expect(queries[0]?.sql).toMatch(/ from "claims" as "c" /);
    expect(queries[0]?.sql).toMatch(/"members" as "caller"/);
    expect(queries[0]?.sql).toMatch(/"claim_service_lines" as "l"/);
    expect(queries[0]?.sql).toMatch(/"eob_documents" as "e"/);
  });
});

// A sign-in ended an expired lock, looked for a lock and reset the count: three statements on
// login_failures after every hash, where almost every name has no failure on record. Now one look; the
// end and the reset run only when the row says they are needed (lockout-expiry and token tests). Since
// decision 073 the look is in the sign-in's read, and its write looks again, in its own statement,
// before it writes the attempt and the session (sign-in-statements.test.ts).
describe('POST /api/token: the failure count looked at, never written, for a right password', () => {
  it('reads login_failures in the read and in the write, and writes nothing there, with no failure on record', async () => {
    sent = [];
    const response = await postToken(t.app, 'alex', PERSONA_PASSWORD);
    expect(response.statusCode).toBe(200);
    const failures = sent.filter((query) => query.sql.includes('"login_failures"'));
    expect(failures.map((query) => query.sql.split(' ')[0])).toEqual(['select', 'with']);
    expect(failures.map((query) => query.sql).join('\n')).not.toMatch(
      /(insert into|delete from|update) "login_failures"/,
    );
  });
});

// A sign-in's client stamp was an UPDATE of the new session, then a SELECT asking whether its browser
// is new to the account; then one statement, the UPDATE in a CTE (decision 069; session-client.test.ts).
// Now the session is inserted stamped, with the check, in the statement of the attempt (decision 073).
describe('POST /api/token: the session row with its client stamp in one statement', () => {
  it('sends one statement on sessions: the insert, stamped, with its new-browser check', async () => {
    sent = [];
    const response = await postToken(t.app, 'jordan', PERSONA_PASSWORD);
    expect(response.statusCode).toBe(200);
    const sessions = sent.filter((query) => /\b(from|into|update) "sessions"/.test(query.sql));
    expect(sessions.map((query) => query.sql.split(' ')[0])).toEqual(['with']);
  });
});

// The claims list and the EOBs list were three statements each: the caller's family, then the page and
// its count side by side. The count is now joined laterally to the page (decision 066), so a page past
// the last still carries the total.
describe('GET /api/claims and GET /api/eobs: two statements, the family, then the page with its count', () => {
  it.each([
    ['claims', API_PATHS.claims, ClaimPage, 'claims'],
    ['EOBs', API_PATHS.eobs, EobPage, 'eob_documents'],
  ] as const)('sends two queries for the %s of alex, on every page', async (_name, url, Page, table) => {
    const all = Page.parse(await getAs(t.app, 'alex', `${url}?size=50`));
    expect(all.page.totalElements).toBeGreaterThan(1);
    const pages = [
      ['the first page', 'size=1', 1],
      ['the last page', `size=1&page=${all.page.totalElements - 1}`, 1],
      ['a page past the last', `size=1&page=${all.page.totalElements}`, 0],
    ] as const;
    for (const [which, query, rows] of pages) {
      const queries = await queriesOf(`${url}?${query}`, 'alex', 1);
      expect(
        queries.map((q) => q.sql.slice(0, 60)),
        which,
      ).toHaveLength(2);
      expect(queries[0]?.sql).toMatch(/ from "members" /);
      expect(queries[1]?.sql).toMatch(new RegExp(`count\\(\\*\\).* left join lateral .*"${table}"`, 's'));
      const page = Page.parse(await getAs(t.app, 'alex', `${url}?${query}`));
      expect(page.content, which).toHaveLength(rows);
      expect(page.page.totalElements, which).toBe(all.page.totalElements);
    }
  });
});
