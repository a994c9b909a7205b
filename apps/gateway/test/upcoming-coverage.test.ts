import { getDefaultAccumulator, getPlanIsoDate } from '@dash/domain';
import { API_PATHS, BenefitSummary, CostEstimateResponse, HomeData, LimitList } from '@dash/domain/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A member whose coverage has not started yet (riley: from the 1st of next month, personas.md; parker on
 * the partner brand, his limits moved a year on): a member enrolled in December for January has only
 * next year's plan period. Asked without a day, the benefits, limits, the featured limit on home and
 * the cost estimator read that upcoming period, as the page's dates then say; a day the member picks
 * is read as it is, and an empty one names the day the next period starts.
 */
let t: TestApp;
let clock = new Date();
let riley = '';
let parker = '';
let periodStart = '';

const dayBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T20:00:00Z`) - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp({}, () => clock);
  riley = await sessionToken(t.app, 'riley');
  // Signed in before the clock moves back: a session is not opened in the past.
  parker = await sessionToken(t.app, 'parker', 5);
  const { rows } = await sql<{ start: string }>`
    select to_char(min(t.period_start), 'YYYY-MM-DD') as start
    from benefit_tiers t join members m on m.member_key = t.member_key
    join accounts a on a.account_id = m.account_id
    where a.username = 'riley' and t.category = 'medical'`.execute(t.database.db);
  periodStart = rows[0]?.start ?? '';
  // The plan's today ten days before the period riley's coverage starts in, or today when that is later
  // (from the 1st to the 21st of a month): no period holds it, and no session signed in above has ended.
  clock = new Date(Math.min(Date.now(), dayBefore(periodStart, 10).getTime()));
});
afterAll(() => t?.close());

async function get(url: string) {
  const response = await authGet(t.app, url, riley);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a member whose coverage starts after today (riley)', () => {
  it('has no plan period holding today, asked for as a day: none, with the start of the next', async () => {
    const today = getPlanIsoDate(clock);
    expect(today < periodStart).toBe(true);
    const summary = BenefitSummary.parse(
      await get(`${API_PATHS.benefitsMedical}?suffix=0&asOfDate=${today}`),
    );
    expect(summary.tiers).toEqual([]);
    expect(summary.nextPeriodStart).toBe(periodStart);
    // A day a year before it: the same start, the first after today.
    const yearBefore = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const earlier = BenefitSummary.parse(
      await get(`${API_PATHS.benefitsMedical}?suffix=0&asOfDate=${yearBefore}`),
    );
    expect(earlier.nextPeriodStart).toBe(periodStart);
  });

  it('reads the upcoming plan period for the benefits when no day is asked for', async () => {
    const summary = BenefitSummary.parse(await get(`${API_PATHS.benefitsMedical}?suffix=0`));
    expect(summary.periodStart).toBe(periodStart);
    expect(summary.tiers.length).toBeGreaterThan(0);
    expect(summary.nextPeriodStart).toBeNull();
  });

  it('reads the upcoming plan period for the limits when no day is asked for, and none for a day asked for', async () => {
    const limits = LimitList.parse(await get(`${API_PATHS.limits}?suffix=0`));
    expect(limits.length).toBeGreaterThan(0);
    const today = getPlanIsoDate(clock);
    expect(LimitList.parse(await get(`${API_PATHS.limits}?suffix=0&asOfDate=${today}`))).toEqual([]);
  });

  it('estimates a service from the upcoming period’s cost-sharing, and gives its PDF', async () => {
    const result = CostEstimateResponse.parse(await get(`${API_PATHS.costEstimate}?suffix=0&q=99213`));
    expect(result.estimate?.service.code).toBe('99213');
    expect(result.estimate?.providers.length).toBeGreaterThan(0);
    const pdf = await authGet(t.app, `${API_PATHS.costEstimatePdf}?suffix=0&q=99213`, riley);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('a partner-brand member whose limits start after today (parker, his periods moved a year on)', () => {
  beforeAll(async () => {
    await sql`
      update limits set period_start = period_start + interval '1 year', period_end = period_end + interval '1 year'
      where family_key = (select m.family_key from members m join accounts a on a.account_id = m.account_id
                          where a.username = 'parker')`.execute(t.database.db);
  });

  it('features on home the limit of the next period, the one his limits page shows', async () => {
    const limits = LimitList.parse((await authGet(t.app, `${API_PATHS.limits}?suffix=0`, parker, 5)).json());
    const today = getPlanIsoDate(clock);
    const asked = await authGet(t.app, `${API_PATHS.limits}?suffix=0&asOfDate=${today}`, parker, 5);
    expect(LimitList.parse(asked.json())).toEqual([]);
    const response = await authGet(t.app, API_PATHS.home, parker, 5);
    expect(response.statusCode, response.body).toBe(200);
    const home = HomeData.parse(response.json());
    expect(home.defaultAccumulator).not.toBeNull();
    expect(home.defaultAccumulator).toEqual(getDefaultAccumulator(limits));
  });
});
