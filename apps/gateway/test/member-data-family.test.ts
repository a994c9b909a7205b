import {
  AccountDetails,
  API_PATHS,
  EmployeeInfo,
  FamilyEligibility,
  Flag,
  ProgramDetailsList,
  ProgramList,
} from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EBILL_FLAGS } from '../src/services/ebill/ebill-service';
import { getAs } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (username: string, url: string, domainId: 1 | 5 = 1) => getAs(t.app, username, url, domainId);

async function familyKeys(username: string, domainId: 1 | 5 = 1) {
  const account = AccountDetails.parse(await get(username, API_PATHS.account, domainId));
  return new Set(account.members.map((member) => member.memberKey));
}

describe('GET /api/eligibility/family', () => {
  const yearsAgo = (years: number, from = new Date()) => {
    const date = new Date(from);
    date.setUTCFullYear(date.getUTCFullYear() - years);
    return date.toISOString().slice(0, 10);
  };

  it('lists the rows of alex’s family only, termed rows only within two years (§4)', async () => {
    const rows = FamilyEligibility.parse(await get('alex', API_PATHS.familyEligibility));
    const keys = await familyKeys('alex');
    expect(rows.length).toBeGreaterThan(keys.size * 4);
    expect(rows.every((row) => keys.has(row.memberKey))).toBe(true);
    expect(new Set(rows.map((row) => row.productCategory))).toEqual(
      new Set(['Medical', 'Dental', 'Vision', 'Pharmacy']),
    );
    const termed = rows.filter((row) => (row.termedDate ?? '9999-12-31') < yearsAgo(0));
    // The seed's vision row ended 14 months ago: kept. Its dental row ended years ago: dropped.
    expect(new Set(termed.map((row) => row.productCategory))).toEqual(new Set(['Vision']));
    expect(termed.every((row) => (row.termedDate ?? '') >= yearsAgo(2))).toBe(true);
  });

  it('drops the vision row once it ended more than two years before the clock', async () => {
    const later = new Date();
    later.setUTCMonth(later.getUTCMonth() + 11);
    const app = await createTestApp({}, () => later);
    try {
      const rows = FamilyEligibility.parse(await getAs(app.app, 'alex', API_PATHS.familyEligibility));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => (row.termedDate ?? '9999-12-31') < yearsAgo(0, later))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('gives morgan termed rows of morgan’s family, none of alex’s', async () => {
    const rows = FamilyEligibility.parse(await get('morgan', API_PATHS.familyEligibility));
    const alexKeys = await familyKeys('alex');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => alexKeys.has(row.memberKey))).toBe(false);
    expect(rows.every((row) => row.termedDate !== null)).toBe(true);
  });
});

describe('GET /api/programs and programs/sitecore', () => {
  it('lists alex’s enrolled programs in display order, without jordan’s own program', async () => {
    const programs = ProgramList.parse(await get('alex', API_PATHS.programs));
    const ids = programs.map((program) => program.id);
    expect(ids).toHaveLength(13);
    expect(ids).toEqual(expect.arrayContaining([92, 93, 37, 33, 27, 41, 4]));
    const orders = programs.map((program) => program.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(programs.filter((program) => program.highPriority).length).toBeGreaterThan(6);
  });

  it('adds the member’s own enrolment for jordan', async () => {
    const alex = ProgramList.parse(await get('alex', API_PATHS.programs));
    const jordan = ProgramList.parse(await get('jordan', API_PATHS.programs));
    expect(jordan).toHaveLength(alex.length + 1);
  });

  it('returns the details with a phone number field on sitecore', async () => {
    const details = ProgramDetailsList.parse(await get('alex', API_PATHS.programDetails));
    expect(details).toHaveLength(13);
    expect(details.every((program) => 'phoneNumber' in program)).toBe(true);
  });

  it('gives morgan morgan’s three programs', async () => {
    const programs = ProgramList.parse(await get('morgan', API_PATHS.programs));
    expect(programs.map((program) => program.id).sort((a, b) => a - b)).toEqual([37, 41, 92]);
  });
});

describe('GET /api/ebill/*', () => {
  it.each([
    ['alex', { hasEbill: true, ebillRegistered: true, showEbillAlert: false }],
    ['riley', { hasEbill: true, ebillRegistered: false, showEbillAlert: true }],
  ] as const)('returns the family flags of %s', async (username, expected) => {
    for (const flag of EBILL_FLAGS) {
      expect(Flag.parse(await get(username, API_PATHS[flag]))).toBe(expected[flag]);
    }
  });
});

describe('GET /api/idCard/eligible', () => {
  it('is true for alex and false for termed morgan (document 2 §4)', async () => {
    expect(Flag.parse(await get('alex', API_PATHS.idCardEligible))).toBe(true);
    expect(Flag.parse(await get('morgan', API_PATHS.idCardEligible))).toBe(false);
  });
});

describe('GET /api/account/getEmployeeId', () => {
  it('returns drew’s local 598 employee id and no id for alex', async () => {
    expect(EmployeeInfo.parse(await get('drew', API_PATHS.employeeId))).toEqual({
      employeeId: 'E5980417',
      local598: true,
    });
    expect(EmployeeInfo.parse(await get('alex', API_PATHS.employeeId))).toEqual({
      employeeId: null,
      local598: false,
    });
  });
});
