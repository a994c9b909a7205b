import { FIND_CARE_TEXTS, getPlanIsoDate, toPcpEffectiveDate } from '@dash/domain';
import { AccountDetails, API_PATHS, PcpMemberList, PcpSearchResponse, Provider } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let alexToken: string;
let caseyToken: string;
let alexFamily: AccountDetails['members'];
beforeAll(async () => {
  t = await createTestApp();
  alexToken = await sessionToken(t.app, 'alex');
  caseyToken = await sessionToken(t.app, 'casey');
  alexFamily = AccountDetails.parse((await authGet(t.app, API_PATHS.account, alexToken)).json()).members;
});
afterAll(() => t.close());

const memberKeyOf = (suffix: number) => {
  const member = alexFamily.find((m) => m.memberSuffix === suffix);
  if (!member) throw new Error(`no member with suffix ${suffix}`);
  return member.memberKey;
};

function post(url: string, token: string, payload: unknown, language?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost',
      authorization: `Bearer ${token}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

async function search(body: Record<string, unknown>, query = '', token = alexToken) {
  return post(`${API_PATHS.pcpSearch}${query}`, token, {
    members: [memberKeyOf(2)],
    radius: 10,
    zip: '97204',
    searchString: '',
    ...body,
  });
}

async function searchOk(body: Record<string, unknown>, query = '') {
  const response = await search(body, query);
  expect(response.statusCode, response.body).toBe(200);
  return PcpSearchResponse.parse(response.json());
}

describe('POST /api/pcp/search (document 2 §7)', () => {
  it('finds primary-care providers within the radius, nearest first, with distance and locations', async () => {
    const result = await searchOk({ radius: 5 }, '?size=10');
    const names = result.data.map((p) => p.name);
    expect(names).toEqual(['Dana Whitaker', 'Miguel Santos', 'Ellen Park', 'Priya Raman']);
    const distances = result.data.map((p) => p.distance ?? -1);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.every((d) => d >= 0 && d <= 5)).toBe(true);
    expect(result.data[0]?.locations.length).toBe(2);
    expect(result.data[0]).toMatchObject({ groupName: 'Rose City Family Medicine', title: 'MD' });
    // Specialists are never offered as primary care.
    expect(names).not.toContain('Rachel Greenberg');
  });

  it('widens with the radius', async () => {
    const result = await searchOk({ radius: 10 }, '?size=10');
    expect(result.page.totalElements).toBe(7);
    expect(result.data.map((p) => p.name)).toContain('Thomas Nguyen');
  });

  it('filters by name, specialty and language, case-insensitively', async () => {
    expect((await searchOk({ searchString: 'spanish' })).data.map((p) => p.name)).toEqual([
      'Dana Whitaker',
      'Miguel Santos',
    ]);
    expect((await searchOk({ searchString: 'Pediatrics' })).data.map((p) => p.name)).toEqual(['Ellen Park']);
    expect((await searchOk({ searchString: 'okoro' })).data.map((p) => p.name)).toEqual(['Samuel Okoro']);
    // Wildcards are taken literally.
    expect((await searchOk({ searchString: '%%' })).data).toEqual([]);
  });

  it('pages: size and page, first and last, past the end empty', async () => {
    const first = await searchOk({}, '?size=5&page=0');
    expect(first.page).toEqual({
      first: true,
      last: false,
      empty: false,
      number: 0,
      numberOfElements: 5,
      size: 5,
      totalElements: 7,
      totalPages: 2,
    });
    const second = await searchOk({}, '?size=5&page=1');
    expect(second.page).toMatchObject({ first: false, last: true, numberOfElements: 2, totalPages: 2 });
    const ids = new Set([...first.data, ...second.data].map((p) => p.id));
    expect(ids.size).toBe(7);
    const beyond = await searchOk({}, '?size=5&page=2');
    expect(beyond.data).toEqual([]);
    expect(beyond.page).toMatchObject({ empty: true, last: true, totalElements: 7 });
    const exact = await searchOk({}, '?size=7&page=0');
    expect(exact.page).toMatchObject({ first: true, last: true, totalPages: 1, numberOfElements: 7 });
  });

  it('returns an empty page far away and for a ZIP outside the service area', async () => {
    const far = await searchOk({ zip: '97301', radius: 25 });
    expect(far.data).toEqual([]);
    expect(far.page).toMatchObject({ empty: true, totalElements: 0, totalPages: 0 });
    expect((await searchOk({ zip: '10001' })).page.totalElements).toBe(0);
  });

  it.each([
    [{ zip: '9720' }],
    [{ zip: 'abcde' }],
    [{ radius: 7 }],
    [{ searchString: 'a' }],
    [{ searchString: 'x'.repeat(51) }],
    [{ members: [] }],
  ])('refuses %j with 400 and the error envelope', async (body) => {
    const response = await search(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each(['?size=0', '?size=51', '?page=-1', '?page=x'])('refuses paging %s with 400', async (query) => {
    expect((await search({}, query)).statusCode).toBe(400);
  });

  it('refuses another family’s member key', async () => {
    const morgan = await sessionToken(t.app, 'morgan');
    const response = await search({}, '', morgan);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Dana');
  });
});

describe('GET /api/pcp/provider (document 2 §7, §8)', () => {
  it('returns a provider without a distance', async () => {
    const response = await authGet(t.app, `${API_PATHS.pcpProvider}?providerId=PRV100003`, alexToken);
    expect(response.statusCode).toBe(200);
    expect(Provider.parse(response.json())).toMatchObject({ name: 'Priya Raman', distance: null });
  });

  it('responds 404 for an absent provider, 400 without an id', async () => {
    expect(
      (await authGet(t.app, `${API_PATHS.pcpProvider}?providerId=PRV999999`, alexToken)).statusCode,
    ).toBe(404);
    expect((await authGet(t.app, API_PATHS.pcpProvider, alexToken)).statusCode).toBe(400);
  });
});

describe('POST /api/pcp/select (document 2 §5, §7)', () => {
  const today = getPlanIsoDate(new Date());
  const effectiveDate = toPcpEffectiveDate(today) ?? '';

  async function historyOf(memberKey: string, token = alexToken) {
    const members = PcpMemberList.parse((await authGet(t.app, API_PATHS.pcpMembers, token)).json());
    return members.find((m) => m.memberKey === memberKey)?.pcp360History ?? [];
  }

  it('selects for casey once: a repeated identical request adds no row', async () => {
    const casey = memberKeyOf(2);
    const body = { pcpSelectList: [{ memberKey: casey, effectiveDate }], providerId: 'PRV100004', email: '' };
    const first = await post(API_PATHS.pcpSelect, alexToken, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/plain');
    expect(first.body).toBe(FIND_CARE_TEXTS.selectionDone);
    // The response is shown as it is: in the request's language (issue 17).
    const again = await post(API_PATHS.pcpSelect, alexToken, body, 'es');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('Proveedor de atención primaria seleccionado.');
    const history = await historyOf(casey);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      providerId: 'PRV100004',
      beginDate: today,
      endDate: null,
      pcpSelected: true,
    });
  });

  it('ends the previous selection when another provider is chosen, and mails the confirmation', async () => {
    const alex = memberKeyOf(0);
    const before = await historyOf(alex);
    const response = await post(API_PATHS.pcpSelect, alexToken, {
      pcpSelectList: [{ memberKey: alex, effectiveDate }],
      providerId: 'PRV100005',
      email: 'alex.pcp@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await historyOf(alex);
    expect(after).toHaveLength(before.length + 1);
    const open = after.filter((row) => row.pcpSelected);
    expect(open.map((row) => row.providerId)).toEqual(['PRV100005']);
    const ended = after.find((row) => row.providerId === 'PRV100001');
    expect(ended).toMatchObject({
      pcpSelected: false,
      pcpTerminationReason: FIND_CARE_TEXTS.endedByNewSelection,
    });
    const mails = await t.app.services.outbox.listOutbox({ memberKey: alex });
    expect(
      mails.some((mail) => mail.kind === 'pcp-selection' && mail.recipient === 'alex.pcp@example.com'),
    ).toBe(true);
  });

  it('lets a dependent choose only for themself', async () => {
    const refused = await post(API_PATHS.pcpSelect, caseyToken, {
      pcpSelectList: [{ memberKey: memberKeyOf(0), effectiveDate }],
      providerId: 'PRV100003',
    });
    expect(refused.statusCode).toBe(403);
    const own = await post(API_PATHS.pcpSelect, caseyToken, {
      pcpSelectList: [{ memberKey: memberKeyOf(2), effectiveDate }],
      providerId: 'PRV100004',
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses another family’s member key and changes nothing', async () => {
    const morgan = await sessionToken(t.app, 'morgan');
    const casey = memberKeyOf(2);
    const before = await historyOf(casey);
    const response = await post(API_PATHS.pcpSelect, morgan, {
      pcpSelectList: [{ memberKey: casey, effectiveDate }],
      providerId: 'PRV100001',
    });
    expect(response.statusCode).toBe(403);
    expect(await historyOf(casey)).toEqual(before);
  });

  it.each([
    ['a day-first date', '25/12/2026', 'PRV100001'],
    ['an impossible date', '02/30/2026', 'PRV100001'],
    ['a past date', '01/01/2020', 'PRV100001'],
    ['a specialist', 'today', 'PRV200001'],
  ])('refuses %s with 400', async (_name, date, providerId) => {
    const response = await post(API_PATHS.pcpSelect, alexToken, {
      pcpSelectList: [{ memberKey: memberKeyOf(2), effectiveDate: date === 'today' ? effectiveDate : date }],
      providerId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('responds 404 for an absent provider', async () => {
    const response = await post(API_PATHS.pcpSelect, alexToken, {
      pcpSelectList: [{ memberKey: memberKeyOf(2), effectiveDate }],
      providerId: 'PRV999999',
    });
    expect(response.statusCode).toBe(404);
  });
});
