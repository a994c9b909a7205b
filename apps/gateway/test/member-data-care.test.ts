import { getPlanIsoDate } from '@dash/domain';
import {
  AccountDetails,
  API_PATHS,
  LimitList,
  PcpEligibility,
  PcpMemberList,
  PlanManagementResponse,
} from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(username: string, url: string, domainId: 1 | 5 = 1) {
  return authGet(t.app, url, await sessionToken(t.app, username, domainId), domainId);
}

async function get(username: string, url: string, domainId: 1 | 5 = 1) {
  const response = await call(username, url, domainId);
  expect(response.statusCode).toBe(200);
  return response;
}

async function familyKeys(username: string) {
  const account = AccountDetails.parse((await get(username, API_PATHS.account)).json());
  return new Set(account.members.map((member) => member.memberKey));
}

// The gateway's today: the plan's (Pacific) day, not the UTC one.
const today = getPlanIsoDate(new Date());
const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

describe('GET /api/plan-management/details', () => {
  it('returns alex’s renewal reminder details (document 2 §4: no cancellation status)', async () => {
    const details = PlanManagementResponse.parse((await get('alex', API_PATHS.planManagement)).json());
    expect(details?.eligibleAndActive).toBe(true);
    expect(details?.directPlanCancellationStatus).toBeNull();
    expect(details?.directCancellationOptions.map((option) => option.id)).toEqual(['M', 'D']);
  });

  it('returns null for a family without plan management', async () => {
    const response = await get('parker', API_PATHS.planManagement, 5);
    expect(PlanManagementResponse.parse(response.json())).toBeNull();
  });
});

describe('GET /api/pcp/members and pcp/eligibility', () => {
  it('lists alex’s family with histories, newest first, and provider locations', async () => {
    const members = PcpMemberList.parse((await get('alex', API_PATHS.pcpMembers)).json());
    const keys = await familyKeys('alex');
    expect(new Set(members.map((member) => member.memberKey))).toEqual(keys);
    const alex = members[0];
    expect(alex?.pcp360History).toHaveLength(2);
    expect(alex?.pcp360History[0]?.endDate).toBeNull();
    expect(alex?.pcp360History[1]?.pcpTerminationReason).toBe('Member changed primary care provider');
    expect(alex?.pcp360History[0]?.locations.length).toBeGreaterThan(0);
    expect(alex?.eligibleDates).toHaveLength(1);
  });

  it('gives morgan only morgan’s family', async () => {
    const members = PcpMemberList.parse((await get('morgan', API_PATHS.pcpMembers)).json());
    const alexKeys = await familyKeys('alex');
    expect(members.length).toBeGreaterThan(0);
    expect(members.some((member) => alexKeys.has(member.memberKey))).toBe(false);
  });

  it('makes alex’s family eligible today and termed morgan and dental-only parker not', async () => {
    const alex = PcpEligibility.parse((await get('alex', API_PATHS.pcpEligibility)).json());
    expect(alex.eligible).toBe(true);
    expect(new Set(alex.members)).toEqual(await familyKeys('alex'));
    const morgan = PcpEligibility.parse((await get('morgan', API_PATHS.pcpEligibility)).json());
    expect(morgan).toEqual({ eligible: false, members: [] });
    const parker = PcpEligibility.parse((await get('parker', API_PATHS.pcpEligibility, 5)).json());
    expect(parker).toEqual({ eligible: false, members: [] });
  });
});

describe('GET /api/pcp/city-of-portland', () => {
  it('returns emerson’s due date as text and empty text for finley', async () => {
    const emerson = await get('emerson', API_PATHS.cityOfPortland);
    expect(emerson.headers['content-type']).toMatch(/^text\/plain/);
    expect(emerson.body).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(emerson.body > today).toBe(true);
    expect((await get('finley', API_PATHS.cityOfPortland)).body).toBe('');
  });
});

describe('GET /api/benefits/limits', () => {
  it('returns alex’s individual and family limits for today, in USD', async () => {
    const limits = LimitList.parse((await get('alex', `${API_PATHS.limits}?suffix=0`)).json());
    expect(limits.some((limit) => limit.coverageType === 'FAMILY')).toBe(true);
    expect(limits.some((limit) => limit.coverageType === 'INDIVIDUAL')).toBe(true);
    // Invalid limits are kept for the rule of document 2 §5 to drop.
    expect(limits.some((limit) => limit.total === null || limit.totalRemaining === null)).toBe(true);
    const dated = LimitList.parse(
      (await get('alex', `${API_PATHS.limits}?suffix=0&asOfDate=${today}`)).json(),
    );
    expect(dated).toEqual(limits);
  });

  it('picks the period of asOfDate: last year has limits, ten years ago none', async () => {
    const lastYear = await get('alex', `${API_PATHS.limits}?suffix=1&asOfDate=${yearsAgo(1)}`);
    expect(LimitList.parse(lastYear.json()).length).toBeGreaterThan(0);
    const old = await get('alex', `${API_PATHS.limits}?suffix=1&asOfDate=${yearsAgo(10)}`);
    expect(LimitList.parse(old.json())).toEqual([]);
  });

  it('returns parker’s dental limits on the partner brand', async () => {
    const limits = LimitList.parse((await get('parker', `${API_PATHS.limits}?suffix=0`, 5)).json());
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.every((limit) => limit.productCategory === 'Dental')).toBe(true);
  });

  it('refuses a suffix outside the signed-in family', async () => {
    // alex's family has suffix 3 (rowan); morgan's has only 0 and 1.
    const response = await call('morgan', `${API_PATHS.limits}?suffix=3`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    ['suffix=abc', 'suffix'],
    ['asOfDate=2025-01-01', 'suffix'],
    ['suffix=0&asOfDate=01/31/2025', 'asOfDate'],
    ['suffix=0&asOfDate=2025-13-01', 'asOfDate'],
    ['suffix=-1', 'suffix'],
    ['suffix=', 'suffix'],
    ['suffix=%20', 'suffix'],
    ['suffix=0x10', 'suffix'],
    ['suffix=1.5', 'suffix'],
    ['suffix=100', 'suffix'],
    ['suffix=0&asOfDate=0000-01-01', 'asOfDate'],
  ])('responds 400 naming the field for %s', async (query, field) => {
    const response = await call('alex', `${API_PATHS.limits}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toContain(field);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
  });
});
