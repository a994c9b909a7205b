import { getDefaultAccumulator, getFeaturedPrograms, getPlanIsoDate } from '@dash/domain';
import {
  API_PATHS,
  ApiError,
  EmployeeInfo,
  HomeData,
  LimitList,
  PcpEligibility,
  PlanManagementResponse,
  ProgramList,
} from '@dash/domain/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/errors';
import { callerOf } from './helpers/caller';
import { authGet, getAs, sessionToken, type TestDomain, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The gateway's today: the plan's (Pacific) day, not the UTC one.
const today = getPlanIsoDate(new Date());

async function homeOf(username: string, domainId: TestDomain = 1, app: FastifyInstance = t.app) {
  const response = await authGet(app, API_PATHS.home, await sessionToken(app, username, domainId), domainId);
  expect(response.statusCode).toBe(200);
  return HomeData.parse(response.json());
}

const get = (username: string, url: string, domainId: TestDomain = 1) =>
  getAs(t.app, username, url, domainId);

describe('GET /api/home: session token only', () => {
  it('responds 401 without a token and 403 with the temporary one', async () => {
    const none = await t.app.inject({ method: 'GET', url: API_PATHS.home, headers: { host: 'localhost' } });
    expect(none.statusCode).toBe(401);
    const temporary = await temporaryToken(t.app, 'alex');
    expect((await authGet(t.app, API_PATHS.home, temporary)).statusCode).toBe(403);
  });

  it('responds 404 in the error envelope for a session without a member', async () => {
    const staff = await t.database.db
      .selectFrom('accounts')
      .select('account_id')
      .where('username', '=', 'support')
      .executeTakeFirstOrThrow();
    const { token } = await t.app.services.tokens.issueSession({
      accountId: staff.account_id,
      memberKey: null,
      role: 'member',
      issuedByRole: null,
      issuedByAccountId: null,
      domainId: 1,
    });
    const response = await authGet(t.app, API_PATHS.home, token);
    expect(response.statusCode).toBe(404);
    expect(ApiError.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it('has no home data for a member key without a row', async () => {
    const caller = await callerOf(t.app, 'alex');
    const stranger = { ...caller, session: { ...caller.session, memberKey: 'NO-SUCH-MEMBER' } };
    await expect(t.app.services.home.getHomeData(stranger)).rejects.toThrow(
      new NotFoundError('server.noMember'),
    );
  });
});

describe('GET /api/home for alex (the full dashboard)', () => {
  it('names the family, the principal and the four members in suffix order', async () => {
    const home = await homeOf('alex');
    expect(home.family.subscriberId).toBe('M10020001');
    expect(home.principal).toMatchObject({ firstName: 'Alex', suffix: 0 });
    expect(home.members.map((m) => [m.memberSuffix, m.firstName, m.lastName])).toEqual([
      [0, 'Alex', 'Rivera'],
      [1, 'Jordan', 'Rivera'],
      [2, 'Casey', 'Rivera'],
      [3, 'Rowan', 'Rivera'],
    ]);
    expect(home.members[0]?.memberKey).toBe(home.principal.key);
    // No other member's date of birth leaves the gateway.
    expect(home.members.every((member) => !('dateOfBirth' in member))).toBe(true);
    expect(home.employee).toEqual({ employeeId: null, local598: false });
  });

  it('features exactly 6 high-priority programs in displayOrder, out of more (document 2 §6)', async () => {
    const home = await homeOf('alex');
    const enrolled = ProgramList.parse(await get('alex', API_PATHS.programs));
    expect(enrolled.filter((program) => program.highPriority).length).toBeGreaterThan(6);
    expect(home.featuredPrograms).toHaveLength(6);
    expect(home.featuredPrograms.every((program) => program.highPriority)).toBe(true);
    const orders = home.featuredPrograms.map((program) => program.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(home.featuredPrograms.map((program) => program.id)).toEqual([92, 37, 27, 33, 12, 45]);
  });

  it('gives the flags of an active main-brand member', async () => {
    const home = await homeOf('alex');
    expect(home.ebill).toEqual({ hasEbill: true, ebillRegistered: true, showEbillAlert: false });
    expect(home.planManagement?.eligibleAndActive).toBe(true);
    expect(home.planManagement?.directPlanCancellationStatus).toBeNull();
    expect(home.primaryCareEligibility.eligible).toBe(true);
    expect(home.idCardEligible).toBe(true);
    expect(home.termed).toBe(false);
    expect(home.defaultAccumulator).toBeNull();
    expect(home.preventiveCare).toBeNull();
  });

  it('names who has a current primary-care selection: alex and jordan, not casey nor rowan (ended)', async () => {
    const home = await homeOf('alex');
    const keyOf = (name: string) => home.members.find((m) => m.firstName === name)?.memberKey;
    expect(home.membersWithPrimaryCare).toEqual([keyOf('Alex'), keyOf('Jordan')]);
    expect(home.primaryCareSelection?.memberKey).toBe(keyOf('Alex'));
    expect(home.primaryCareSelection?.providerName.length).toBeGreaterThan(0);
    expect((home.primaryCareSelection?.beginDate ?? '9999') <= today).toBe(true);
  });

  it('gives each member only their own provider: jordan sees jordan’s, casey none', async () => {
    const [alex, jordan, casey] = [await homeOf('alex'), await homeOf('jordan'), await homeOf('casey')];
    expect(jordan.primaryCareSelection?.memberKey).toBe(jordan.principal.key);
    expect(jordan.primaryCareSelection?.providerId).not.toBe(alex.primaryCareSelection?.providerId);
    expect(casey.primaryCareSelection).toBeNull();
    expect(JSON.stringify(jordan)).not.toContain(alex.primaryCareSelection?.providerName ?? '?');
  });

  it('gives one active plan-eligibility row per category, for alex', async () => {
    const home = await homeOf('alex');
    expect(home.planEligibility.map((row) => row.category)).toEqual([
      'Medical',
      'Dental',
      'Vision',
      'Pharmacy',
    ]);
    for (const row of home.planEligibility) {
      expect(row).toMatchObject({ eligible: true, active: true, memberKey: home.principal.key });
      expect(row.effectiveDate !== null && row.effectiveDate <= today).toBe(true);
    }
  });

  it.each([
    ['employee', API_PATHS.employeeId, EmployeeInfo],
    ['primaryCareEligibility', API_PATHS.pcpEligibility, PcpEligibility],
    ['planManagement', API_PATHS.planManagement, PlanManagementResponse],
  ] as const)('returns %s as %s does', async (part, url, schema) => {
    const home = await homeOf('alex');
    expect(home[part]).toEqual(schema.parse(await get('alex', url)));
  });
});

describe('GET /api/home for the other members of alex’s family', () => {
  it('makes jordan the principal (suffix 1) of the same family, with jordan’s own programs', async () => {
    const [alex, jordan] = [await homeOf('alex'), await homeOf('jordan')];
    expect(jordan.principal).toMatchObject({ firstName: 'Jordan', suffix: 1 });
    expect(jordan.principal.key).not.toBe(alex.principal.key);
    expect(jordan.family).toEqual(alex.family);
    expect(jordan.members).toEqual(alex.members);
    expect(jordan.membersWithPrimaryCare).toEqual(alex.membersWithPrimaryCare);
    const enrolled = ProgramList.parse(await get('jordan', API_PATHS.programs));
    expect(jordan.featuredPrograms).toEqual(getFeaturedPrograms(enrolled, 'home', false));
    expect(jordan.planEligibility.every((row) => row.memberKey === jordan.principal.key)).toBe(true);
  });
});

describe('GET /api/home: eligibility (document 2 §4)', () => {
  it('marks morgan termed: no featured programs, no ID card, nothing active', async () => {
    const home = await homeOf('morgan');
    expect(home.termed).toBe(true);
    expect(home.featuredPrograms).toEqual([]);
    expect(home.idCardEligible).toBe(false);
    expect(home.planEligibility).toHaveLength(4);
    for (const row of home.planEligibility) {
      expect(row).toMatchObject({ eligible: true, active: false });
      expect(row.terminationDate !== null && row.terminationDate < today).toBe(true);
    }
  });

  it('gives riley eligible rows that are not active yet, effective in the future, and not termed', async () => {
    const home = await homeOf('riley');
    expect(home.termed).toBe(false);
    expect(home.planEligibility).toHaveLength(4);
    for (const row of home.planEligibility) {
      expect(row).toMatchObject({ eligible: true, active: false });
      expect(row.effectiveDate !== null && row.effectiveDate > today).toBe(true);
    }
  });
});

describe('GET /api/home: persona rules', () => {
  it('returns drew’s local 598 employee id (document 2 §2)', async () => {
    expect((await homeOf('drew')).employee).toEqual({ employeeId: 'E5980417', local598: true });
  });

  it.each([
    ['emerson', 'a due date in the future'],
    ['finley', { dueDate: null }],
    ['alex', null],
  ] as const)('returns the preventive care of %s (group 10002805 only)', async (username, expected) => {
    const { preventiveCare } = await homeOf(username);
    if (typeof expected !== 'string') return expect(preventiveCare).toEqual(expected);
    expect(preventiveCare?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((preventiveCare?.dueDate ?? '') > today).toBe(true);
  });

  it.each([
    ['devon', 'M'],
    ['elliot', 'D'],
  ] as const)('returns the direct-plan cancellation status of %s: %s', async (username, id) => {
    const { planManagement } = await homeOf(username);
    expect(planManagement?.eligibleAndActive).toBe(true);
    expect(planManagement?.directPlanCancellationStatus).toEqual({ id });
  });
});

describe('GET /api/home by brand (document 2 §1, §2)', () => {
  it('works for margaret on the Medicare Advantage brand, with Silver and Fit', async () => {
    const home = await homeOf('margaret', 2);
    expect(home.principal).toMatchObject({ firstName: 'Margaret', suffix: 0 });
    // margaret's family has no eBill row: all flags down, but the brand does make the calls.
    expect(home.ebill).toEqual({ hasEbill: false, ebillRegistered: false, showEbillAlert: false });
    expect(home.featuredPrograms.map((program) => program.id)).toContain(97);
    expect(home.defaultAccumulator).toBeNull();
    expect(home.planEligibility.filter((row) => row.active).map((row) => row.category)).toEqual([
      'Medical',
      'Pharmacy',
    ]);
  });

  it('gives parker on the partner brand no eBill, no programs and the featured limit', async () => {
    const home = await homeOf('parker', 5);
    expect(home.ebill).toBeNull();
    expect(home.featuredPrograms).toEqual([]);
    const accumulator = home.defaultAccumulator;
    expect(accumulator).toMatchObject({ limitType: 'Annual Limit', total: 150_000, valid: true });
    const { total, totalMet, totalRemaining } = accumulator ?? {};
    for (const cents of [total, totalMet, totalRemaining]) expect(Number.isInteger(cents)).toBe(true);
    expect((totalMet ?? 0) + (totalRemaining ?? 0)).toBe(total);
    const limits = LimitList.parse(await get('parker', `${API_PATHS.limits}?suffix=0`, 5));
    expect(accumulator).toEqual(getDefaultAccumulator(limits));
    expect(home.planEligibility.filter((row) => row.active).map((row) => row.category)).toEqual(['Dental']);
  });

  it('gives piper her own featured limit, as the partner-brand dependent', async () => {
    const home = await homeOf('piper', 5);
    expect(home.principal).toMatchObject({ firstName: 'Piper', suffix: 1 });
    const limits = LimitList.parse(await get('piper', `${API_PATHS.limits}?suffix=1`, 5));
    expect(home.defaultAccumulator).toEqual(getDefaultAccumulator(limits));
    expect(home.defaultAccumulator).not.toBeNull();
  });
});

describe('GET /api/home on an injected clock', () => {
  it('makes riley active the day after the coverage starts', async () => {
    const effective = (await homeOf('riley')).planEligibility[0]?.effectiveDate;
    if (!effective) throw new Error('riley has no effective date');
    const dayAfter = new Date(`${effective}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const later = await createTestApp({}, () => dayAfter);
    try {
      const home = await homeOf('riley', 1, later.app);
      expect(home.termed).toBe(false);
      expect(home.planEligibility.map((row) => row.active)).toEqual([true, true, true, true]);
    } finally {
      await later.close();
    }
  });
});
