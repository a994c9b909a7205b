import { describe, expect, it } from 'vitest';
import type { EbillFlags } from '../src/api/home';
import type { PlanManagementDetails } from '../src/api/member-data';
import {
  CITY_INITIATIVE_GROUP_ID,
  getPlanManagementBanner,
  isCityInitiativeShown,
  isEbillAlertShown,
} from '../src/home/home-banners';

const NOW = new Date('2026-11-22T12:00:00Z');

const plan = (overrides: Partial<PlanManagementDetails>): PlanManagementDetails => ({
  eligibleAndActive: true,
  groupType: 'EMPLOYER',
  openEnrollmentStart: '2026-11-12',
  openEnrollmentEnd: '2026-12-12',
  currentPlanYear: 2026,
  upcomingPlanYear: 2027,
  coverageEndDateUponCancellation: null,
  coverageStartDateUponRenewal: '2027-01-01',
  directPlanCancellationStatus: null,
  directCancellationOptions: [],
  directShopUrl: null,
  exchangeUrl: null,
  exchangeUrlLabel: null,
  ...overrides,
});

describe('plan-management banner (document 2 §2, §4)', () => {
  it.each([
    ['no plan management', null, null],
    ['not eligibleAndActive', plan({ eligibleAndActive: false }), null],
    [
      'no status, inside open enrollment: the renewal reminder',
      plan({}),
      { kind: 'renewal', planYear: 2027, openEnrollmentEnd: '2026-12-12' },
    ],
    [
      'no status, on the open enrollment end date: still shown',
      plan({ openEnrollmentEnd: '2026-11-22' }),
      { kind: 'renewal', planYear: 2027, openEnrollmentEnd: '2026-11-22' },
    ],
    ['no status, after the open enrollment end date: gone', plan({ openEnrollmentEnd: '2026-11-21' }), null],
    [
      'no status, last day evening in Portland (next day in UTC): still shown',
      plan({ openEnrollmentEnd: '2026-11-21' }),
      { kind: 'renewal', planYear: 2027, openEnrollmentEnd: '2026-11-21' },
      new Date('2026-11-22T05:00:00Z'),
    ],
    [
      'no status, no end date known: shown',
      plan({ openEnrollmentEnd: null }),
      { kind: 'renewal', planYear: 2027, openEnrollmentEnd: null },
    ],
    [
      'status M: benefits ending with the medical list',
      plan({ directPlanCancellationStatus: { id: 'M' }, coverageEndDateUponCancellation: '2026-12-31' }),
      { kind: 'ending', endDate: '2026-12-31', benefits: ['Medical'] },
    ],
    [
      'status D: benefits ending with the medical and dental list',
      plan({ directPlanCancellationStatus: { id: 'D' }, coverageEndDateUponCancellation: '2026-12-31' }),
      { kind: 'ending', endDate: '2026-12-31', benefits: ['Medical', 'Dental'] },
    ],
    [
      'status D after open enrollment: the ending banner does not expire with the reminder',
      plan({ directPlanCancellationStatus: { id: 'D' }, openEnrollmentEnd: '2026-01-01' }),
      { kind: 'ending', endDate: null, benefits: ['Medical', 'Dental'] },
    ],
  ] as const)('%s', (_name, details, expected, now: Date = NOW) => {
    expect(getPlanManagementBanner(details, now)).toEqual(expected);
  });
});

const flags = (showEbillAlert: boolean, hasEbill = true): EbillFlags => ({
  hasEbill,
  ebillRegistered: false,
  showEbillAlert,
});

describe('eBill alert banner (document 2 §2, §6)', () => {
  it.each([
    ['main brand, eBill asks for the alert', flags(true), 1, false, true],
    ['Medicare brand, eBill asks for the alert', flags(true), 2, false, true],
    ['no alert asked for', flags(false), 1, false, false],
    ['alert asked for without eBill', flags(true, false), 1, false, false],
    ['termed member', flags(true), 1, true, false],
    ['partner brand: no eBill at all', flags(true), 5, false, false],
    ['no eBill flags (partner brand responds with none)', null, 1, false, false],
  ] as const)('%s → %s', (_name, ebill, domainId, termed, shown) => {
    expect(isEbillAlertShown(ebill, { domainId, termed })).toBe(shown);
  });
});

describe('City of Portland preventive care card (document 2 §2, §9)', () => {
  it.each([
    ['10002805', true],
    ['10002806', false],
    ['10004760', false],
    ['', false],
  ])('group %s → %s', (groupId, shown) => {
    expect(isCityInitiativeShown(groupId)).toBe(shown);
  });

  it('is group 10002805', () => {
    expect(CITY_INITIATIVE_GROUP_ID).toBe('10002805');
  });
});
