import {
  CLAIM_SUBMISSION_SERVER_MESSAGES as M,
  SERVER_MESSAGE_CATALOGUE,
  UPLOAD_SERVER_MESSAGES,
} from '@dash/domain';
import {
  API_PATHS,
  ApiError,
  ClaimPage,
  ClaimSubmitted,
  getApiPath,
  MemberNotificationList,
  StaffClaimSubmissions,
} from '@dash/domain/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authGet,
  HOST_BY_DOMAIN,
  sessionToken,
  staffSessionToken,
  type TestDomain,
  temporaryToken,
} from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 39 §3: a member submits a claim for a service already paid, with its itemized receipt; it is
 * in the claims list at once as Received and moves on (in review, processed) through the job queue,
 * told at each step; staff of the brand see it with its receipt, never another brand's.
 */

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const TEXT = new TextEncoder().encode('not a receipt, only text\n');

interface FilePart {
  readonly name: string;
  readonly content: Uint8Array;
}

function multipart(fields: Record<string, string>, files: readonly FilePart[]) {
  const boundary = '----dash-claim-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The test clock's day is the real one: a date of service a week back is always in the window. */
const weekAgo = () => new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  memberSuffix: '0',
  claimType: 'dental',
  providerName: 'Clínica Dental Sol',
  providerAddress: 'Calle Mayor 1, 28013 Madrid',
  country: 'ES',
  serviceDate: weekAgo(),
  services: 'Filling, composite',
  teeth: '14 MO',
  amountPaid: '120.50',
  currency: 'EUR',
  ...overrides,
});

let t: TestApp;
let alex: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp({
    jobs: {
      mailRetryMinutes: 1,
      mailFirstRetrySeconds: 1,
      claimStepSeconds: 1,
      attemptSeconds: 3,
      pollSeconds: 0.5,
      batchSize: 20,
      maintenanceSeconds: 1,
    },
  });
  alex = await sessionToken(t.app, 'alex');
  support = await temporaryToken(t.app, 'support');
});
afterAll(() => t.close());

function submit(
  token: string,
  fields: Record<string, string>,
  files: readonly FilePart[] = [{ name: 'receipt.pdf', content: PDF }],
  domainId: TestDomain = 1,
  headers: Record<string, string> = {},
  app: TestApp = t,
) {
  const body = multipart(fields, files);
  return app.app.inject({
    method: 'POST',
    url: API_PATHS.claimSubmissions,
    headers: {
      host: HOST_BY_DOMAIN[domainId],
      authorization: `Bearer ${token}`,
      'content-type': body.contentType,
      ...headers,
    },
    payload: body.payload,
  });
}

/**
 * What a submission writes, and only a submission: the later steps of earlier claims (their jobs and
 * notifications) run meanwhile, so only the first step's job and notification are counted.
 */
async function counts() {
  const count = async (table: 'claims' | 'claim_submissions' | 'claim_submission_attachments') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const received = await t.database.db
    .selectFrom('member_notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', 'claim-received')
    .executeTakeFirstOrThrow();
  const jobs = await sql<{ n: string }>`select count(*)::text as n from pgboss.job
    where name = 'advance-claim-submission' and data->>'from' = 'received'`
    .execute(t.database.db)
    .then((result) => Number(result.rows[0]?.n ?? 0));
  return {
    claims: await count('claims'),
    submissions: await count('claim_submissions'),
    receipts: await count('claim_submission_attachments'),
    notifications: Number(received.n),
    jobs,
  };
}

async function claimsOf(token: string, domainId: TestDomain = 1) {
  const response = await authGet(t.app, API_PATHS.claims, token, domainId);
  expect(response.statusCode, response.body).toBe(200);
  return ClaimPage.parse(response.json());
}

async function statusOf(claimNumber: string) {
  return (
    await t.database.db
      .selectFrom('claim_submissions')
      .select('status')
      .where('claim_number', '=', claimNumber)
      .executeTakeFirstOrThrow()
  ).status;
}

describe('a member submits a claim (issue 39 §3)', () => {
  it('is in the claims list at once as received, then moves on to processed, told at each step', async () => {
    const response = await submit(alex, fieldsOf());
    expect(response.statusCode, response.body).toBe(200);
    const done = ClaimSubmitted.parse(response.json());
    expect(done.message).toBe(M.submitted);
    expect(done.claimNumber).toMatch(/^SUB\d{8}$/);

    const listed = (await claimsOf(alex)).content.find((c) => c.claimNumber === done.claimNumber);
    expect(listed).toMatchObject({
      status: 'received',
      category: 'dental',
      providerName: 'Clínica Dental Sol',
      // 120.50 EUR at the demo's rate, in US cents.
      billed: 13014,
      planPaid: 0,
    });

    // Its own page opens too (no service lines yet).
    const detail = await authGet(t.app, getApiPath(API_PATHS.claimDetail, done), alex);
    expect(detail.statusCode, detail.body).toBe(200);

    await expect.poll(() => statusOf(done.claimNumber), { timeout: 15_000, interval: 250 }).toBe('processed');
    const processed = (await claimsOf(alex)).content.find((c) => c.claimNumber === done.claimNumber);
    expect(processed).toMatchObject({ status: 'paid', planPaid: 13014, allowed: 13014 });

    const notices = MemberNotificationList.parse(
      (await authGet(t.app, API_PATHS.memberNotifications, alex)).json(),
    );
    const kinds = notices.notifications.map((n) => n.kind);
    expect(kinds.slice(0, 3)).toEqual(['claim-processed', 'claim-in-review', 'claim-received']);

    // A step's job run again (its gateway died after its work committed) moves nothing, tells no one.
    expect(await t.app.services.claimSubmissions.advance(done.submissionId, 'received')).toBe(false);
    expect(await t.app.services.claimSubmissions.advance(done.submissionId, 'in-review')).toBe(false);
    const again = MemberNotificationList.parse(
      (await authGet(t.app, API_PATHS.memberNotifications, alex)).json(),
    );
    expect(again.unreadCount).toBe(notices.unreadCount);
    expect(await statusOf(done.claimNumber)).toBe('processed');
  });

  it('submits for a member of the family, a medical claim at home in dollars', async () => {
    const page = await claimsOf(alex);
    const other = page.members.find((m) => m.suffix !== 0);
    if (!other) throw new Error('alex has no family member');
    const response = await submit(
      alex,
      fieldsOf({
        memberSuffix: String(other.suffix),
        claimType: 'medical',
        country: 'US',
        currency: 'USD',
        amountPaid: '80',
      }),
      [{ name: 'scan.png', content: PNG }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const { claimNumber } = ClaimSubmitted.parse(response.json());
    const row = await t.database.db
      .selectFrom('claims')
      .select(['member_key', 'billed_cents', 'category'])
      .where('claim_number', '=', claimNumber)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ billed_cents: 8000, category: 'medical' });
    expect(row.member_key).not.toBe('PER-M-ALEX-0');
  });

  it.each([
    ['no provider', { providerName: ' ' }, 'providerName', M.providerRequired],
    ['a country off the list', { country: 'ZZ' }, 'country', M.countryRequired],
    ['an amount of 0', { amountPaid: '0' }, 'amountPaid', M.amountInvalid],
    ['three decimals', { amountPaid: '1.005' }, 'amountPaid', M.amountInvalid],
    ['a date of service in the future', { serviceDate: '2999-01-01' }, 'serviceDate', M.serviceDateInFuture],
    ['a date of service over a year back', { serviceDate: '2001-01-01' }, 'serviceDate', M.serviceDateTooOld],
    ['a family member who is not there', { memberSuffix: '42' }, 'memberSuffix', M.noMemberWithSuffix],
  ])('refuses %s field by field, storing nothing', async (_name, overrides, field, message) => {
    const before = await counts();
    const response = await submit(alex, fieldsOf(overrides));
    expect(response.statusCode, response.body).toBe(400);
    const error = ApiError.parse(response.json());
    expect(JSON.stringify(error.fieldErrors?.[field])).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no receipt', [], M.receiptRequired],
    [
      'a text file named .pdf',
      [{ name: 'receipt.pdf', content: TEXT }],
      UPLOAD_SERVER_MESSAGES.attachmentWrongType,
    ],
    [
      'a receipt over 5 MB',
      [
        {
          name: 'big.pdf',
          content: new Uint8Array(Buffer.concat([Buffer.from(PDF), Buffer.alloc(5 * 1024 * 1024)])),
        },
      ],
      UPLOAD_SERVER_MESSAGES.attachmentTooLarge,
    ],
    [
      'four files',
      [PDF, PDF, PDF, PDF].map((content, i) => ({ name: `r${i}.pdf`, content })),
      UPLOAD_SERVER_MESSAGES.tooManyAttachments,
    ],
  ])('refuses %s under the receipt, storing nothing', async (_name, files, message) => {
    const before = await counts();
    const response = await submit(alex, fieldsOf(), files);
    expect(response.statusCode, response.body).toBe(400);
    expect(ApiError.parse(response.json()).fieldErrors?.attachments).toEqual([message]);
    expect(await counts()).toEqual(before);
  });

  it("refuses a body that is no form with files, and files over the limit, in the uploads' words in Spanish when asked", async () => {
    const before = await counts();
    const es = SERVER_MESSAGE_CATALOGUE.es.uploads;
    const json = await t.app.inject({
      method: 'POST',
      url: API_PATHS.claimSubmissions,
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${alex}`, 'accept-language': 'es' },
      payload: fieldsOf(),
    });
    expect(json.statusCode, json.body).toBe(400);
    expect(ApiError.parse(json.json()).message).toBe(es.unreadableForm);
    const four = [PDF, PDF, PDF, PDF].map((content, i) => ({ name: `r${i}.pdf`, content }));
    const many = await submit(alex, fieldsOf(), four, 1, { 'accept-language': 'es' });
    expect(ApiError.parse(many.json()).fieldErrors?.attachments).toEqual([es.tooManyAttachments]);
    const text = await submit(alex, fieldsOf(), [{ name: 'r.pdf', content: TEXT }], 1, {
      'accept-language': 'es',
    });
    expect(ApiError.parse(text.json()).fieldErrors?.attachments).toEqual([es.attachmentWrongType]);
    expect(es.attachmentWrongType).not.toBe(UPLOAD_SERVER_MESSAGES.attachmentWrongType);
    expect(await counts()).toEqual(before);
  });

  it('answers in Spanish when asked', async () => {
    const response = await submit(alex, fieldsOf({ amountPaid: 'mucho' }), undefined, 1, {
      'accept-language': 'es',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Escriba el monto pagado');
  });

  it('takes dental claims only on the partner brand', async () => {
    const parker = await sessionToken(t.app, 'parker', 5);
    const medical = await submit(parker, fieldsOf({ claimType: 'medical' }), undefined, 5);
    expect(medical.statusCode).toBe(400);
    expect(ApiError.parse(medical.json()).fieldErrors?.claimType).toEqual([M.claimTypeNotOffered]);
    const dental = await submit(parker, fieldsOf(), undefined, 5);
    expect(dental.statusCode, dental.body).toBe(200);
  });

  it('refuses a login-as session, which still reads the claims', async () => {
    const loginAs = await staffSessionToken(t.app, 'M10020001');
    const before = await counts();
    expect((await submit(loginAs, fieldsOf())).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await authGet(t.app, API_PATHS.claims, loginAs)).statusCode).toBe(200);
  });

  it('leaves nothing when a write in its transaction fails', async () => {
    // The last write of the transaction (the step's notification) fails: the claim, its row in the
    // list, its receipt and its job, all written before it, must go with it.
    await sql`create or replace function fail_notification() returns trigger language plpgsql as $$
      begin raise exception 'notification refused'; end $$`.execute(t.database.db);
    await sql`create trigger fail_notification before insert on member_notifications
      for each row execute function fail_notification()`.execute(t.database.db);
    try {
      const before = await counts();
      const response = await submit(alex, fieldsOf());
      expect(response.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await sql`drop trigger fail_notification on member_notifications`.execute(t.database.db);
    }
  });
});

describe('the plan’s day, not the UTC day: a claim submitted at 5:30 pm on 30 November in Los Angeles', () => {
  let evening: TestApp;
  let clock = new Date();
  let token = '';
  beforeAll(async () => {
    evening = await createTestApp({}, () => clock);
    token = await sessionToken(evening.app, 'alex');
    // Signed in on the real clock (a token's expiry is read from it); the submission's day is the plan's.
    clock = new Date('2026-12-01T01:30:00Z');
  });
  afterAll(() => evening?.close());

  const submitted = (serviceDate: string) =>
    submit(token, fieldsOf({ serviceDate }), undefined, 1, {}, evening);

  it('refuses 1 December as in the future, and takes 365 days back as in the filing window', async () => {
    const tomorrow = await submitted('2026-12-01');
    expect(tomorrow.statusCode, tomorrow.body).toBe(400);
    expect(JSON.stringify(ApiError.parse(tomorrow.json()).fieldErrors?.serviceDate)).toContain(
      M.serviceDateInFuture,
    );
    expect((await submitted('2025-11-30')).statusCode).toBe(200);
  });

  it('dates the claim received on 30 November', async () => {
    const response = await submitted('2026-11-30');
    expect(response.statusCode, response.body).toBe(200);
    const { claimNumber } = ClaimSubmitted.parse(response.json());
    const row = await evening.database.db
      .selectFrom('claims')
      .select(sql<string>`to_char(received_date, 'YYYY-MM-DD')`.as('received'))
      .where('claim_number', '=', claimNumber)
      .executeTakeFirstOrThrow();
    expect(row.received).toBe('2026-11-30');
  });
});

describe('staff see the brand’s submitted claims (issue 39 §3)', () => {
  async function staffList(token: string, domainId: TestDomain = 1) {
    const response = await authGet(t.app, API_PATHS.staffClaimSubmissions, token, domainId);
    expect(response.statusCode, response.body).toBe(200);
    return StaffClaimSubmissions.parse(response.json());
  }

  it('lists them with their receipts, downloadable with strict headers, and audits the reads', async () => {
    const done = ClaimSubmitted.parse(
      (
        await submit(alex, fieldsOf({ providerName: 'Dr. Staff View' }), [
          { name: 'recibo.pdf', content: PNG },
        ])
      ).json(),
    );
    const list = await staffList(support);
    const claim = list.claims.find((c) => c.claimNumber === done.claimNumber);
    expect(claim).toMatchObject({
      providerName: 'Dr. Staff View',
      country: 'ES',
      currency: 'EUR',
      amountPaid: 12050,
      teeth: '14 MO',
      memberName: expect.stringMatching(/^Alex /),
    });
    const file = claim?.attachments[0];
    if (!file) throw new Error('no receipt');
    // Named as a PDF, its bytes a PNG: stored and served as a PNG.
    expect(file).toMatchObject({ fileName: 'recibo.pdf.png', contentType: 'image/png' });
    const url = getApiPath(API_PATHS.staffClaimSubmissionAttachment, file);
    const download = await authGet(t.app, url, support);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe('attachment; filename="recibo.pdf.png"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(Buffer.from(PNG))).toBe(true);

    await t.app.audit.flush();
    const reads = await t.database.db
      .selectFrom('audit_log')
      .select(['detail', 'target_member_key'])
      .where('action', '=', 'staff-read')
      .execute();
    expect(reads.some((r) => JSON.stringify(r.detail).includes('"list":"claim-submissions"'))).toBe(true);
    expect(
      reads.some(
        (r) => r.target_member_key === 'PER-M-ALEX-0' && JSON.stringify(r.detail).includes('"attachmentId"'),
      ),
    ).toBe(true);

    // Another brand's staff: nothing of brand 1, and no receipt of it.
    const mastaff = await temporaryToken(t.app, 'mastaff', 2);
    const theirs = await staffList(mastaff, 2);
    expect(theirs.claims.some((c) => c.claimNumber === done.claimNumber)).toBe(false);
    expect((await authGet(t.app, url, mastaff, 2)).statusCode).toBe(404);
  });

  it('shows the partner brand’s staff only its own', async () => {
    const pstaff = await temporaryToken(t.app, 'pstaff', 5);
    const list = await staffList(pstaff, 5);
    expect(list.claims.length).toBeGreaterThan(0);
    expect(list.claims.every((c) => c.claimType === 'dental')).toBe(true);
    expect(list.claims.some((c) => c.memberName.startsWith('Alex'))).toBe(false);
  });

  it('refuses a member and a login-as session', async () => {
    expect((await authGet(t.app, API_PATHS.staffClaimSubmissions, alex)).statusCode).toBe(403);
    const loginAs = await staffSessionToken(t.app, 'M10020001');
    expect((await authGet(t.app, API_PATHS.staffClaimSubmissions, loginAs)).statusCode).toBe(403);
  });
});
