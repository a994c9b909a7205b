import { CLAIM_SERVER_MESSAGES } from '@dash/domain';
import { API_PATHS, ApiError, ClaimDetail, ClaimPage, EobPage, getApiPath } from '@dash/domain/api';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnTexts, pageContents } from './helpers/pdf-content';
import { authGet, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['alex', 'jordan', 'casey', 'drew']) tokens[name] = await sessionToken(t.app, name);
});
afterAll(() => t.close());

const get = (who: string, url: string) => authGet(t.app, url, tokens[who] ?? '');
const claims = async (who: string, query = '') => {
  const response = await get(who, `${API_PATHS.claims}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return ClaimPage.parse(response.json());
};
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET claims: the family, newest first, paged (issue 14)', () => {
  it('gives alex (subscriber) the family’s claims of the last two years, newest first, 10 a page', async () => {
    const page = await claims('alex');
    expect(page.content).toHaveLength(10);
    expect(page.page).toMatchObject({ number: 0, size: 10, first: true, last: false, empty: false });
    expect(page.page.totalElements).toBeGreaterThan(20);
    expect(page.members.map((m) => m.firstName)).toEqual(['Alex', 'Jordan', 'Casey', 'Rowan']);
    const dates = page.content.map((claim) => claim.serviceDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const claim of page.content) expect(claim.serviceDate >= page.earliestDate).toBe(true);
  });

  it('filters by member, category, status and date of service', async () => {
    const bySuffix = await claims('alex', 'suffix=2&size=50');
    expect(bySuffix.content.length).toBeGreaterThan(0);
    expect(new Set(bySuffix.content.map((c) => c.memberFirstName))).toEqual(new Set(['Casey']));
    const dental = await claims('alex', 'category=dental&size=50');
    expect(dental.content.length).toBeGreaterThan(0);
    expect(dental.content.every((c) => c.category === 'dental')).toBe(true);
    for (const status of ['received', 'processing', 'paid', 'denied'] as const) {
      const found = await claims('alex', `status=${status}&size=50`);
      expect(found.content.length, status).toBeGreaterThan(0);
      expect(found.content.every((c) => c.status === status)).toBe(true);
    }
    const all = await claims('alex', 'size=50');
    const middle = all.content[Math.floor(all.content.length / 2)];
    if (!middle) throw new Error('no claims');
    const start = addDays(middle.serviceDate, -60);
    const ranged = await claims('alex', `startDate=${start}&endDate=${middle.serviceDate}&size=50`);
    expect(ranged.content.length).toBeGreaterThan(0);
    expect(ranged.content.every((c) => c.serviceDate >= start && c.serviceDate <= middle.serviceDate)).toBe(
      true,
    );
  });

  it('pages to the last page and past it', async () => {
    const first = await claims('alex', 'size=7');
    const { totalElements, totalPages } = first.page;
    expect(totalPages).toBe(Math.ceil(totalElements / 7));
    const last = await claims('alex', `size=7&page=${totalPages - 1}`);
    expect(last.page).toMatchObject({ last: true, first: false });
    expect(last.content).toHaveLength(totalElements - (totalPages - 1) * 7);
    const beyond = await claims('alex', `size=7&page=${totalPages}`);
    expect(beyond.content).toEqual([]);
    expect(beyond.page.empty).toBe(true);
    const seen = new Set<string>();
    for (let page = 0; page < totalPages; page++) {
      for (const claim of (await claims('alex', `size=7&page=${page}`)).content) seen.add(claim.claimNumber);
    }
    expect(seen.size).toBe(totalElements);
  });

  it.each([
    'size=0',
    'size=51',
    'page=-1',
    'page=x',
    'category=dentist',
    'status=PAID',
    'startDate=2025-02-30',
    'suffix=abc',
  ])('responds 400 with the error envelope for %s', async (query) => {
    const response = await get('alex', `${API_PATHS.claims}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).code).toBeTruthy();
  });

  it('refuses a start earlier than two years ago, and an end not after the start (document 2 §5)', async () => {
    const { earliestDate } = await claims('alex');
    await claims('alex', `startDate=${earliestDate}`);
    for (const query of [
      `startDate=${addDays(earliestDate, -1)}`,
      `startDate=${addDays(earliestDate, 30)}&endDate=${addDays(earliestDate, 10)}`,
      `startDate=${addDays(earliestDate, 30)}&endDate=${addDays(earliestDate, 30)}`,
    ]) {
      const response = await get('alex', `${API_PATHS.claims}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(ApiError.parse(response.json()).message).toBe(CLAIM_SERVER_MESSAGES.dateRangeInvalid);
    }
  });

  it('responds 404 for a suffix that is no member of the family', async () => {
    expect((await get('alex', `${API_PATHS.claims}?suffix=9`)).statusCode).toBe(404);
  });
});

describe('a dependent reads only their own claims (docs/security.md)', () => {
  it('gives jordan only jordan’s claims and refuses another member’s suffix', async () => {
    const page = await claims('jordan', 'size=50');
    expect(page.members).toEqual([{ suffix: 1, firstName: 'Jordan' }]);
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((c) => c.memberSuffix === 1)).toBe(true);
    expect((await get('jordan', `${API_PATHS.claims}?suffix=0`)).statusCode).toBe(404);
  });

  it('responds 404 to jordan for casey’s claim and no EOB on jordan’s own', async () => {
    const casey = (await claims('alex', 'suffix=2')).content[0];
    const own = (await claims('jordan', 'status=paid')).content[0];
    if (!casey || !own) throw new Error('seed lacks claims');
    const refused = await get(
      'jordan',
      getApiPath(API_PATHS.claimDetail, { claimNumber: casey.claimNumber }),
    );
    expect(refused.statusCode).toBe(404);
    // Casey's claim is read with jordan's family, then refused by the scope: nothing of it is sent, and
    // the answer is the one for a number that does not exist.
    const unknown = await get('jordan', getApiPath(API_PATHS.claimDetail, { claimNumber: 'C-NOPE-0001' }));
    expect(refused.json().message).toBe(unknown.json().message);
    expect(refused.body).not.toContain(casey.memberFirstName);
    expect(refused.body).not.toContain(casey.claimNumber);
    const detail = ClaimDetail.parse(
      (await get('jordan', getApiPath(API_PATHS.claimDetail, { claimNumber: own.claimNumber }))).json(),
    );
    expect(detail.eob).toBeNull();
  });
});

describe('GET claims/{claimNumber}', () => {
  it('gives the service lines, adding up to the claim, dental ones with tooth and surface, and the EOB', async () => {
    const dental = await claims('alex', 'category=dental&status=paid&size=50');
    const details = await Promise.all(
      dental.content.map(async (c) =>
        ClaimDetail.parse(
          (await get('alex', getApiPath(API_PATHS.claimDetail, { claimNumber: c.claimNumber }))).json(),
        ),
      ),
    );
    for (const detail of details) {
      expect(detail.serviceLines.length).toBeGreaterThan(0);
      const sum = (pick: (line: (typeof detail.serviceLines)[number]) => number) =>
        detail.serviceLines.reduce((total, line) => total + pick(line), 0);
      expect(sum((l) => l.billed)).toBe(detail.billed);
      expect(sum((l) => l.planPaid)).toBe(detail.planPaid);
      expect(sum((l) => l.memberOwes)).toBe(detail.memberResponsibility);
      expect(detail.eob).not.toBeNull();
    }
    const lines = details.flatMap((d) => d.serviceLines);
    expect(lines.some((line) => line.toothNumber !== null && line.toothSurface !== null)).toBe(true);
  });

  it('responds 404 for another family’s claim and an unknown number', async () => {
    const drew = (await claims('drew')).content[0];
    if (!drew) throw new Error('drew has no claims');
    for (const claimNumber of [drew.claimNumber, 'C-NOPE-0001']) {
      const response = await get('alex', getApiPath(API_PATHS.claimDetail, { claimNumber }));
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Drew');
    }
  });
});

describe('EOBs: subscribers only (document 2 §6)', () => {
  it('lists alex’s EOBs newest first, filtered by member and date', async () => {
    const response = await get('alex', `${API_PATHS.eobs}?size=50`);
    expect(response.statusCode).toBe(200);
    const page = EobPage.parse(response.json());
    expect(page.content.length).toBeGreaterThan(5);
    const dates = page.content.map((e) => e.issuedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const casey = EobPage.parse((await get('alex', `${API_PATHS.eobs}?suffix=2&size=50`)).json());
    expect(casey.content.every((e) => e.memberFirstName === 'Casey')).toBe(true);
    const bad = await get('alex', `${API_PATHS.eobs}?startDate=${addDays(page.earliestDate, -1)}`);
    expect(bad.statusCode).toBe(400);
  });

  it.each(['jordan', 'casey'])('refuses %s (a dependent) the list and the pdf with 403', async (who) => {
    const eob = EobPage.parse((await get('alex', API_PATHS.eobs)).json()).content[0];
    if (!eob) throw new Error('alex has no EOBs');
    expect((await get(who, API_PATHS.eobs)).statusCode).toBe(403);
    expect((await get(who, getApiPath(API_PATHS.eobPdf, { eobId: eob.eobId }))).statusCode).toBe(403);
  });

  it('gives a valid pdf that names the member and the claim', async () => {
    const eob = EobPage.parse((await get('alex', `${API_PATHS.eobs}?suffix=2`)).json()).content[0];
    if (!eob) throw new Error('casey has no EOBs');
    const response = await get('alex', getApiPath(API_PATHS.eobPdf, { eobId: eob.eobId }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(eob.claimNumber.toLowerCase());
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(eob.claimNumber);
    const texts = (await pageContents(response.rawPayload)).flatMap((c) => drawnTexts(c).map((d) => d.text));
    expect(texts).toContain('Casey Rivera');
    expect(texts).toContain(eob.claimNumber);
    expect(texts).toContain('Explanation of benefits');
  });

  it('responds 404 for another family’s EOB', async () => {
    const drew = EobPage.parse((await get('drew', API_PATHS.eobs)).json()).content[0];
    if (!drew) throw new Error('drew has no EOBs');
    expect((await get('alex', getApiPath(API_PATHS.eobPdf, { eobId: drew.eobId }))).statusCode).toBe(404);
  });
});
