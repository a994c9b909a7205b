import { ID_CARD_PAGE_TEXTS } from '@dash/domain';
import {
  API_PATHS,
  ApiError,
  IdCardEmailResponse,
  IdCardEmailState,
  IdCardMembers,
  IdCardOrderResponse,
} from '@dash/domain/api';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSettled } from './helpers/outbox';
import { drawnTexts, pageContents } from './helpers/pdf-content';
import { authGet, HOST_BY_DOMAIN, sessionToken, type TestDomain } from './helpers/sign-in';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let catcher: SmtpCatcher;
// A clock the test moves: "per day" is the plan's day, never the wall clock.
let clock = new Date();
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ mail: { smtpUrl: catcher.url } }, () => clock);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

async function members(username: string, domainId: TestDomain = 1) {
  const response = await authGet(
    t.app,
    API_PATHS.idCardMembers,
    await sessionToken(t.app, username, domainId),
    domainId,
  );
  expect(response.statusCode).toBe(200);
  return IdCardMembers.parse(response.json());
}

function send(method: 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function textOf(bytes: Buffer): Promise<string> {
  return (await pageContents(bytes))
    .flatMap((content) => drawnTexts(content))
    .map((drawn) => drawn.text)
    .join(' ');
}

describe('GET /api/idCard/members (document 2 §2: one card per family member)', () => {
  it('lists alex’s family of four, alex marked, each with the categories of their card', async () => {
    const list = await members('alex');
    expect(list.blocked).toBe(false);
    expect(list.members.map((member) => [member.suffix, member.firstName, member.self])).toEqual([
      [0, 'Alex', true],
      [1, 'Jordan', false],
      [2, 'Casey', false],
      [3, expect.any(String), false],
    ]);
    expect(list.members[0]?.categories).toEqual(['Medical', 'Dental', 'Vision', 'Pharmacy']);
  });

  it('blocks a termed member (morgan): no cards, and the pdf is refused (document 2 §4)', async () => {
    expect(await members('morgan')).toEqual({ blocked: true, members: [] });
    const token = await sessionToken(t.app, 'morgan');
    expect((await authGet(t.app, API_PATHS.idCardView, token)).statusCode).toBe(403);
    expect((await authGet(t.app, `${API_PATHS.idCardView}?suffix=0`, token)).statusCode).toBe(403);
  });
});

describe('GET /api/idCard/view?suffix (one card per family member)', () => {
  it.each([
    [0, 'Alex Rivera', 'M10020001-00'],
    [1, 'Jordan Rivera', 'M10020001-01'],
    [2, 'Casey Rivera', 'M10020001-02'],
  ])('gives alex the card of suffix %s, a valid pdf that names the member', async (suffix, name, id) => {
    const response = await authGet(
      t.app,
      `${API_PATHS.idCardView}?suffix=${suffix}`,
      await sessionToken(t.app, 'alex'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    const text = await textOf(bytes);
    expect(text).toContain(name);
    expect(text).toContain(id);
  });

  it('refuses a suffix outside the family (404) and a malformed one (400)', async () => {
    const token = await sessionToken(t.app, 'alex');
    const outside = await authGet(t.app, `${API_PATHS.idCardView}?suffix=7`, token);
    expect(outside.statusCode).toBe(404);
    expect(ApiError.parse(outside.json()).code).toBeTruthy();
    expect((await authGet(t.app, `${API_PATHS.idCardView}?suffix=x`, token)).statusCode).toBe(400);
  });
});

describe('POST /api/idCard/email (document 2 §7)', () => {
  it('queues the card as a pdf to the e-mail on file, responds "queued" with the address masked, then sends it', async () => {
    const alex = await sessionToken(t.app, 'alex');
    const response = await send('POST', API_PATHS.idCardEmail, alex, {
      suffix: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(IdCardEmailResponse.parse(response.json())).toEqual({
      status: 'queued',
      sentTo: 'a***@example.com',
    });
    const mail = await catcher.waitFor((m) => m.to === 'alex.rivera@example.com');
    await outboxSettled(t.database);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(await textOf(pdf?.content ?? Buffer.alloc(0))).toContain('Jordan Rivera');
    const outbox = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'status'])
      .where('recipient', '=', 'alex.rivera@example.com')
      .execute();
    expect(outbox).toEqual([{ kind: 'id-card', recipient: 'alex.rivera@example.com', status: 'sent' }]);
    // The page reads the latest send's state.
    const state = await authGet(t.app, API_PATHS.idCardEmail, alex);
    expect(state.statusCode).toBe(200);
    expect(IdCardEmailState.parse(state.json()).latest).toMatchObject({
      status: 'sent',
      sentTo: 'a***@example.com',
    });
  });

  it('responds 409 when there is no e-mail on file, and sends nothing', async () => {
    const jordan = await sessionToken(t.app, 'jordan');
    const jordanKey = (await members('jordan')).members.find((member) => member.self)?.suffix;
    expect(jordanKey).toBe(1);
    await t.database.db
      .updateTable('member_preferences')
      .set({ email_address: null })
      .where('email_address', '=', 'jordan.rivera@example.com')
      .execute();
    try {
      const before = (await t.database.db.selectFrom('outbox').select('outbox_id').execute()).length;
      const response = await send('POST', API_PATHS.idCardEmail, jordan, { suffix: 0 });
      expect(response.statusCode).toBe(409);
      expect(ApiError.parse(response.json()).code).toBe('NO_EMAIL_ON_FILE');
      expect((await t.database.db.selectFrom('outbox').select('outbox_id').execute()).length).toBe(before);
    } finally {
      // Without an e-mail jordan's next sign-in stops at /update-preferences (document 1 §4).
      await t.database.db
        .updateTable('member_preferences')
        .set({ email_address: 'jordan.rivera@example.com' })
        .where('member_key', 'in', (eb) =>
          eb.selectFrom('members').select('member_key').where('first_name', '=', 'Jordan'),
        )
        .execute();
    }
  });

  it('refuses a body without a suffix with the field at fault', async () => {
    const response = await send('POST', API_PATHS.idCardEmail, await sessionToken(t.app, 'alex'), {});
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fieldErrors).toHaveProperty('suffix');
  });
});

describe('GET /api/idCard/request?category (document 2 §7)', () => {
  const order = async (query: string) =>
    authGet(t.app, `${API_PATHS.idCardRequest}?${query}`, await sessionToken(t.app, 'jordan'));

  it('orders once per member, category and day', async () => {
    const first = await order('category=Dental');
    expect(first.statusCode).toBe(200);
    expect(IdCardOrderResponse.parse(first.body)).toBe(ID_CARD_PAGE_TEXTS.ordered('Dental'));
    const again = await order('category=Dental');
    expect(IdCardOrderResponse.parse(again.body)).toBe(ID_CARD_PAGE_TEXTS.alreadyOrdered('Dental'));
    // A GET that writes: recorded in the audit as a write by the route itself.
    await t.app.audit.flush();
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'write')
      .execute();
    expect(
      audited.filter((row) => JSON.stringify(row.detail).includes(API_PATHS.idCardRequest)),
    ).toHaveLength(2);
    const rows = await t.database.db
      .selectFrom('id_card_orders')
      .selectAll()
      .where('category', '=', 'Dental')
      .execute();
    expect(rows).toHaveLength(1);

    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    const nextDay = await order('category=Dental');
    expect(IdCardOrderResponse.parse(nextDay.body)).toBe(ID_CARD_PAGE_TEXTS.ordered('Dental'));
    const after = await t.database.db
      .selectFrom('id_card_orders')
      .selectAll()
      .where('category', '=', 'Dental')
      .execute();
    expect(after).toHaveLength(2);
  });

  it('refuses a category the card does not cover (parker, dental only) and one that is no category', async () => {
    const parker = await sessionToken(t.app, 'parker', 5);
    expect((await authGet(t.app, `${API_PATHS.idCardRequest}?category=Vision`, parker, 5)).statusCode).toBe(
      400,
    );
    expect((await order('category=Shoes')).statusCode).toBe(400);
    expect((await order('')).statusCode).toBe(400);
  });
});

describe('GET /api/ebill/link and PUT /api/ebill/registerEbillUser (document 2 §6, §7)', () => {
  const link = async (username: string, domainId: TestDomain = 1) =>
    authGet(t.app, API_PATHS.ebillLink, await sessionToken(t.app, username, domainId), domainId);

  it('builds the link with firsttime=Y when not registered, theme, dashboardlink and idptoken', async () => {
    const response = await link('riley');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(t.config.outside.ebill);
    expect(url.searchParams.get('firsttime')).toBe('Y');
    expect(url.searchParams.get('theme')).toBe('evergreen');
    expect(url.searchParams.get('dashboardlink')).toBe('http://localhost/account/ebill');
    expect(url.searchParams.get('idptoken')?.split('.')).toHaveLength(3);
    // The idptoken is for eBill only: the gateway's own routes refuse it.
    const probe = await authGet(t.app, API_PATHS.home, url.searchParams.get('idptoken') ?? '');
    expect(probe.statusCode).toBe(401);
  });

  it('registers the family once: the flag is set and the link drops firsttime', async () => {
    const token = await sessionToken(t.app, 'riley');
    for (let i = 0; i < 2; i += 1) {
      const response = await send('PUT', API_PATHS.registerEbillUser, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ebillRegistered: true });
    }
    expect((await authGet(t.app, API_PATHS.ebillRegistered, token)).json()).toBe(true);
    const url = new URL((await link('riley')).json().url);
    expect(url.searchParams.has('firsttime')).toBe(false);
  });

  it.each([
    ['parker', 5, 'the partner brand'],
    ['morgan', 1, 'a termed member'],
  ] as const)('responds 404 to %s (%s, %s)', async (username, domainId, _who) => {
    expect((await link(username, domainId)).statusCode).toBe(404);
    const token = await sessionToken(t.app, username, domainId);
    const put = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.registerEbillUser,
      headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('POST /api/plan-management/cancellation (document 2 §4, §7)', () => {
  const count = async () =>
    (await t.database.db.selectFrom('plan_cancellations').select('family_key').execute()).length;

  it('cancelling twice is one change, in the details and in the history', async () => {
    const token = await sessionToken(t.app, 'devon');
    const before = await count();
    for (let i = 0; i < 2; i += 1) {
      const response = await send('POST', API_PATHS.planCancellation, token, { cancellationStatusId: 'D' });
      expect(response.statusCode).toBe(200);
      expect(response.json().directPlanCancellationStatus).toEqual({ id: 'D' });
    }
    expect(await count()).toBe(before + 1);
    // D already covers M: asking for M after D changes nothing either.
    const narrower = await send('POST', API_PATHS.planCancellation, token, { cancellationStatusId: 'M' });
    expect(narrower.json().directPlanCancellationStatus).toEqual({ id: 'D' });
    expect(await count()).toBe(before + 1);
  });

  it('refuses a dependent (403), an unknown status (400) and a family without plan management (404)', async () => {
    const jordan = await sessionToken(t.app, 'jordan');
    expect(
      (await send('POST', API_PATHS.planCancellation, jordan, { cancellationStatusId: 'M' })).statusCode,
    ).toBe(403);
    const elliot = await sessionToken(t.app, 'elliot');
    expect(
      (await send('POST', API_PATHS.planCancellation, elliot, { cancellationStatusId: 'X' })).statusCode,
    ).toBe(400);
    const riley = await sessionToken(t.app, 'riley');
    expect(
      (await send('POST', API_PATHS.planCancellation, riley, { cancellationStatusId: 'M' })).statusCode,
    ).toBe(404);
  });
});
