import { API_PATHS, getApiPath } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_BY_DOMAIN } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, domainId: 1 | 2 | 5 = 1) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST_BY_DOMAIN[domainId] } });

const calendarOf = (domainId: string | number) => getApiPath(API_PATHS.calendarOfDomain, { domainId });

describe('GET /api/message/calendar/domain/:domainId', () => {
  it.each([1, 2, 5] as const)(
    'returns the HTML of domain %s without a token, as text/html',
    async (domainId) => {
      const response = await get(calendarOf(domainId));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toMatch(/holiday closures/);
    },
  );

  it('returns each brand its own calendar', async () => {
    const main = (await get(calendarOf(1))).body;
    const medicare = (await get(calendarOf(2))).body;
    expect(main).not.toBe(medicare);
    expect(medicare).toMatch(/automated phone line/);
  });

  it.each(['3', 'abc', '-1'])('refuses domain %s with 400', async (domainId) => {
    const response = await get(calendarOf(domainId));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('passes stored HTML through untouched: the page sanitizes it (document 1 §2)', async () => {
    const hostile = '<p>Closed</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
    await t.database.db
      .updateTable('holiday_calendars')
      .set({ html: hostile })
      .where('domain_id', '=', 5)
      .execute();
    const response = await get(calendarOf(5));
    expect(response.body).toBe(hostile);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('responds 404 when a brand has no calendar', async () => {
    await t.database.db.deleteFrom('holiday_calendars').where('domain_id', '=', 2).execute();
    expect((await get(calendarOf(2))).statusCode).toBe(404);
  });
});

describe('GET /api/message/calendar', () => {
  it("returns the calendar of the host's brand", async () => {
    const response = await get(API_PATHS.calendar, 1);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe((await get(calendarOf(1))).body);
  });
});
