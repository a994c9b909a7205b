import { getEarliestHistoryStart, getPlanIsoDate } from '@dash/domain';
import {
  AccountDetails,
  API_PATHS,
  BenefitHistory,
  BenefitSummary,
  getApiPath,
  ServiceDetail,
} from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRateLimitedRoute } from '../src/plugins/rate-limited-routes';
import { authGet, sessionToken, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(username: string, url: string, domainId: TestDomain = 1) {
  const key = `${username}:${domainId}`;
  let token = tokens.get(key);
  if (!token) {
    token = await sessionToken(t.app, username, domainId);
    tokens.set(key, token);
  }
  return authGet(t.app, url, token, domainId);
}

async function get(username: string, url: string, domainId: TestDomain = 1) {
  const response = await call(username, url, domainId);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

// The gateway's today: the plan's (Pacific) day.
const today = getPlanIsoDate(new Date());
const year = Number(today.slice(0, 4));
const SUMMARY_PATHS = [
  ['medical', API_PATHS.benefitsMedical, 'Medical'],
  ['dental', API_PATHS.benefitsDental, 'Dental'],
  ['vision', API_PATHS.benefitsVision, 'Vision'],
  ['pharmacy', API_PATHS.benefitsPharmacy, 'Pharmacy'],
] as const;

describe('GET /api/benefits/medical|dental|vision|pharmacy (document 2 §3, §7)', () => {
  it.each(SUMMARY_PATHS)('returns alex’s %s summary of this plan year', async (_category, path, label) => {
    const summary = BenefitSummary.parse((await get('alex', `${path}?suffix=0`)).json());
    expect(summary.productCategory).toBe(label);
    expect(summary.suffix).toBe(0);
    expect(summary.periodStart).toBe(`${year}-01-01`);
    expect(summary.periodEnd).toBe(`${year}-12-31`);
    expect(summary.tiers.length).toBeGreaterThan(0);
    for (const tier of summary.tiers) expect(tier.services.length).toBeGreaterThan(0);
  });

  it('gives medical two tiers (innet, outnet) with deductibles and out-of-pocket, met + remaining = total', async () => {
    const summary = BenefitSummary.parse((await get('alex', `${API_PATHS.benefitsMedical}?suffix=0`)).json());
    expect(summary.tiers.map((tier) => tier.tierId)).toEqual(['innet', 'outnet']);
    const inNetwork = summary.tiers[0];
    const deductible = inNetwork?.oopDeductibles.individualDeductible;
    expect(deductible?.total).toBe(150_000);
    expect((deductible?.met ?? 0) + (deductible?.remaining ?? 0)).toBe(150_000);
    expect(inNetwork?.maximums).toEqual([]);
    expect(inNetwork?.dentalServices).toEqual([]);
    expect(inNetwork?.services[0]).toEqual({
      url: '/services/medical/office-visits',
      pageId: 'office-visits',
      pageDescription: 'Office visits',
    });
  });

  it('gives dental its maximums (the -1 and 0 ones too, for the screen to ignore) and services', async () => {
    const summary = BenefitSummary.parse((await get('alex', `${API_PATHS.benefitsDental}?suffix=0`)).json());
    expect(summary.tiers.map((tier) => tier.tierId)).toEqual(['tab1', 'tab2']);
    const [inNetwork, outOfNetwork] = summary.tiers;
    expect(inNetwork?.maximums.map((maximum) => maximum.indivAmount)).toEqual([150_000, 150_000, -1, 0]);
    expect(inNetwork?.dentalServices.find((service) => service.code === 'D2740')).toMatchObject({
      name: 'Crown - porcelain/ceramic',
      amount: '50%',
      incentiveTiers: ['70%', '80%', '90%', '100%'],
      benefitLimit: 'Once per tooth every 5 years',
    });
    expect(outOfNetwork?.dentalServices.find((service) => service.code === 'D0120')?.amount).toBe('80%');
  });

  it('returns another member of the family by suffix, with that member’s figures', async () => {
    const own = BenefitSummary.parse((await get('alex', `${API_PATHS.benefitsMedical}?suffix=0`)).json());
    const jordan = BenefitSummary.parse((await get('alex', `${API_PATHS.benefitsMedical}?suffix=1`)).json());
    expect(jordan.suffix).toBe(1);
    expect(jordan.tiers.length).toBe(2);
    // The family figures are the family's, the individual ones the member's.
    expect(jordan.tiers[0]?.oopDeductibles.familyDeductible).toEqual(
      own.tiers[0]?.oopDeductibles.familyDeductible,
    );
  });

  it('picks the plan period of asOfDate: last year has one, ten years ago none (an empty summary)', async () => {
    const lastYear = BenefitSummary.parse(
      (await get('alex', `${API_PATHS.benefitsDental}?suffix=0&asOfDate=${year - 1}-06-30`)).json(),
    );
    expect(lastYear.periodStart).toBe(`${year - 1}-01-01`);
    const old = BenefitSummary.parse(
      (await get('alex', `${API_PATHS.benefitsDental}?suffix=0&asOfDate=${year - 10}-06-30`)).json(),
    );
    // A member covered today whose first period on record came later: no start to offer.
    expect(old).toMatchObject({ periodStart: null, periodEnd: null, tiers: [], nextPeriodStart: null });
  });

  it('returns parker’s dental on the partner brand and no medical', async () => {
    const dental = BenefitSummary.parse(
      (await get('parker', `${API_PATHS.benefitsDental}?suffix=0`, 5)).json(),
    );
    expect(dental.tiers.length).toBeGreaterThan(0);
    const medical = BenefitSummary.parse(
      (await get('parker', `${API_PATHS.benefitsMedical}?suffix=0`, 5)).json(),
    );
    expect(medical.tiers).toEqual([]);
  });

  it('refuses a suffix outside the signed-in family (404), never another family’s data', async () => {
    // alex's family has suffix 3; morgan's has only 0 and 1.
    const response = await call('morgan', `${API_PATHS.benefitsMedical}?suffix=3`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('returns a family its own members only: riley’s suffix 0 is riley, not alex', async () => {
    const alex = AccountDetails.parse((await get('alex', API_PATHS.account)).json());
    const riley = await get('riley', `${API_PATHS.benefitsMedical}?suffix=0&memberKey=${alex.memberKey}`);
    expect(riley.body).not.toContain(alex.memberKey);
    const own = await get('riley', `${API_PATHS.benefitsMedical}?suffix=0`);
    expect(riley.body).toBe(own.body);
  });

  it.each([
    ['suffix=abc', 'suffix'],
    ['asOfDate=2025-01-01', 'suffix'],
    ['suffix=-1', 'suffix'],
    ['suffix=100', 'suffix'],
    ['suffix=0&asOfDate=01/31/2025', 'asOfDate'],
    ['suffix=0&asOfDate=2025-02-30', 'asOfDate'],
    ['suffix=0&asOfDate=0000-01-01', 'asOfDate'],
  ])('responds 400 naming the field for %s', async (query, field) => {
    const response = await call('alex', `${API_PATHS.benefitsDental}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
  });

  it('counts the benefits reads per client (they can be walked member by member)', () => {
    for (const [, path] of SUMMARY_PATHS) expect(findRateLimitedRoute('GET', path)).toBeDefined();
    expect(findRateLimitedRoute('GET', API_PATHS.benefitsHistory)).toBeDefined();
    expect(findRateLimitedRoute('GET', API_PATHS.benefitsServiceDetail)).toBeDefined();
  });
});

describe('GET /api/benefits/history (document 2 §5, §7)', () => {
  const earliest = getEarliestHistoryStart(new Date());
  const history = (query: string) => `${API_PATHS.benefitsHistory}?${query}`;

  it('returns the plan periods starting inside the range, newest first', async () => {
    const periods = BenefitHistory.parse(
      (
        await get('alex', history(`suffix=0&category=dental&startDate=${earliest}&endDate=${year}-12-31`))
      ).json(),
    );
    const starts = periods.map((period) => period.periodStart);
    expect(starts[0]).toBe(`${year}-01-01`);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const period of periods) expect(period.tiers.map((tier) => tier.tierId)).toEqual(['tab1', 'tab2']);
  });

  it('returns an empty list for a range with no period start', async () => {
    const periods = BenefitHistory.parse(
      (
        await get('alex', history(`suffix=0&category=vision&startDate=${year}-02-01&endDate=${year}-03-01`))
      ).json(),
    );
    expect(periods).toEqual([]);
  });

  it('refuses an end not after the start, with the message the form shows', async () => {
    const response = await call(
      'alex',
      history(`suffix=0&category=medical&startDate=${today}&endDate=${today}`),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The end date must be after the start date.',
      fieldErrors: { endDate: ['The end date must be after the start date.'] },
    });
  });

  it('refuses a start earlier than two years ago at midnight', async () => {
    const response = await call(
      'alex',
      history(`suffix=0&category=medical&startDate=${year - 3}-01-01&endDate=${year}-12-31`),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain('two years ago');
    expect(Object.keys(body.fieldErrors)).toEqual(['startDate']);
  });

  it.each([
    ['suffix=0&category=dental&startDate=2025-02-30&endDate=2025-12-31', 'startDate'],
    ['suffix=0&category=dental&startDate=2025-01-01&endDate=tomorrow', 'endDate'],
    ['suffix=0&category=programs&startDate=2025-01-01&endDate=2025-12-31', 'category'],
    ['suffix=x&category=dental&startDate=2025-01-01&endDate=2025-12-31', 'suffix'],
  ])('responds 400 for %s', async (query, field) => {
    const response = await call('alex', history(query));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
  });

  it('refuses a suffix outside the family', async () => {
    const response = await call(
      'morgan',
      history(`suffix=3&category=medical&startDate=${earliest}&endDate=${year}-12-31`),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/benefits/services/:category/:serviceId (document 2 §3)', () => {
  const detail = (category: string, serviceId: string, suffix = '0') =>
    `${getApiPath(API_PATHS.benefitsServiceDetail, { category, serviceId })}?suffix=${suffix}`;

  it('returns a dental code’s detail: notes and the out of pocket of each tier', async () => {
    const service = ServiceDetail.parse((await get('alex', detail('dental', 'D2740'))).json());
    expect(service.id).toBe('D2740');
    expect(service.mainNote).toContain('Crown - porcelain/ceramic');
    expect(service.tierOutOfPocket.map((tier) => tier.network)).toEqual(['In network', 'Out-of-network']);
    expect(service.tierOutOfPocket[0]).toMatchObject({ isCopay: false, coinsurance: 50, copay: null });
  });

  it('returns a services page with copays in cents', async () => {
    const service = ServiceDetail.parse((await get('alex', detail('medical', 'office-visits'))).json());
    expect(service.tierOutOfPocket[0]).toMatchObject({ isCopay: true, copay: 2_500 });
  });

  it('responds 404 for a service the member does not have, and for a suffix outside the family', async () => {
    expect((await call('alex', detail('dental', 'D9999'))).statusCode).toBe(404);
    expect((await call('parker', detail('medical', 'office-visits'), 5)).statusCode).toBe(404);
    expect((await call('morgan', detail('dental', 'D2740', '3'))).statusCode).toBe(404);
  });

  it.each([
    [detail('claims', 'D2740'), 'category'],
    [detail('dental', 'D2740', 'x'), 'suffix'],
    [
      `${getApiPath(API_PATHS.benefitsServiceDetail, { category: 'dental', serviceId: 'a b' })}?suffix=0`,
      'serviceId',
    ],
  ])('responds 400 for %s', async (url, field) => {
    const response = await call('alex', url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
  });
});
