import { describe, expect, it } from 'vitest';
import type { HomeMember, PlanEligibility, PrimaryCareSelection } from '../src/api/home';
import {
  getCoverageRows,
  getCoverageStatus,
  getFeaturedLimit,
  getPrimaryCareTile,
  getProgramLink,
  getShortcutPrograms,
  isIdCardLinkShown,
  isPrimaryCareTileShown,
  isProgramsSectionShown,
  primaryCareRouteFor,
} from '../src/home/home-tiles';
import { getDefaultAccumulator } from '../src/limits/default-accumulator';
import { PERSONA_FACTS } from './persona-navigation-facts';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('shortcut programs (document 2 §2, §3)', () => {
  it.each([
    ['main brand with eBill', 1, true, false, [-1, -3]],
    ['Medicare brand with eBill', 2, true, false, [-1, -3]],
    ['main brand without eBill', 1, false, false, [-3]],
    ['termed member: eBill hidden, Outline of Coverage kept (§4)', 1, true, true, [-3]],
    ['termed Medicare member without eBill', 2, false, true, [-3]],
    ['partner brand: no shortcuts', 5, true, false, []],
  ] as const)('%s → %j', (_name, domainId, hasEbill, termed, ids) => {
    expect(getShortcutPrograms({ domainId, hasEbill, termed }).map((shortcut) => shortcut.id)).toEqual(ids);
  });

  it('routes the shortcuts', () => {
    expect(getShortcutPrograms({ domainId: 1, hasEbill: true, termed: false })).toEqual([
      { id: -1, route: '/account/ebill' },
      { id: -3, route: '/benefits/member-handbooks' },
    ]);
  });

  it.each([
    [1, true],
    [2, true],
    [5, false],
  ] as const)('programs section on domain %s → %s', (domainId, shown) => {
    expect(isProgramsSectionShown(domainId)).toBe(shown);
  });
});

const member = (memberKey: string, memberSuffix: number): HomeMember => ({
  memberKey,
  memberSuffix,
  firstName: memberKey,
  lastName: 'Rivera',
  relationshipDescription: memberSuffix === 0 ? 'Subscriber' : 'Child',
});
const selection = (memberKey: string): PrimaryCareSelection => ({
  memberKey,
  providerId: `P-${memberKey}`,
  providerName: 'Dana Whitaker',
  providerTitle: 'MD',
  beginDate: '2025-11-23',
});
const FAMILY = [member('alex', 0), member('jordan', 1), member('casey', 2), member('rowan', 3)];

describe('primary-care tile (document 2 §2, §6)', () => {
  it.each([
    [
      'alex selected; casey eligible without one is listed; rowan not eligible is not',
      'alex',
      ['alex', 'jordan'],
      ['alex', 'jordan', 'casey'],
      'alex',
      ['casey'],
    ],
    ['jordan sees their own selection', 'jordan', ['alex', 'jordan'], ['alex', 'jordan'], 'jordan', []],
    ['casey without a selection is listed for themself', 'casey', ['alex'], ['casey'], null, ['casey']],
    ['no eligibility, no selections', 'alex', [], [], null, []],
  ] as const)('%s', (_name, memberKey, selected, eligible, own, toSelect) => {
    const tile = getPrimaryCareTile({
      members: FAMILY,
      ownSelection: (selected as readonly string[]).includes(memberKey) ? selection(memberKey) : null,
      membersWithSelection: [...selected],
      eligibility: { eligible: eligible.includes(memberKey as never), members: [...eligible] },
    });
    expect(tile.selection?.memberKey ?? null).toBe(own);
    expect(tile.membersToSelect.map((m) => m.memberKey)).toEqual(toSelect);
  });

  it.each([
    ['alex', true],
    ['jordan', true],
    ['riley (future coverage)', true],
    ['morgan (termed: Find care hidden)', false],
    ['parker (partner: Find a dentist only)', false],
    ['margaret', true],
  ])('the tile follows the menu’s primary-care link: %s → %s', (name, shown) => {
    const facts = PERSONA_FACTS[name.split(' ')[0] ?? ''];
    if (!facts) throw new Error(`no facts for ${name}`);
    expect(isPrimaryCareTileShown(facts)).toBe(shown);
  });

  it('is hidden when the link is not offered even to an eligible brand', () => {
    const alex = PERSONA_FACTS.alex;
    if (!alex) throw new Error('no alex');
    expect(isPrimaryCareTileShown({ ...alex, primaryCareLinkShown: false })).toBe(false);
  });

  it('routes primary care per member suffix', () => {
    expect(primaryCareRouteFor(2)).toBe('/find-care/primary-care/2');
  });
});

const span = (overrides: Partial<PlanEligibility>): PlanEligibility => ({
  category: 'Dental',
  eligible: true,
  memberKey: 'alex',
  active: true,
  effectiveDate: '2021-01-01',
  terminationDate: null,
  ...overrides,
});

describe('coverage status on the member-info tile (document 2 §4)', () => {
  it.each([
    ['active, open-ended: the timeline', span({}), { kind: 'activeSince', date: '2021-01-01' }],
    [
      'active, open-ended written as 9999-12-31',
      span({ terminationDate: '9999-12-31' }),
      { kind: 'activeSince', date: '2021-01-01' },
    ],
    [
      'active until a later date: the range',
      span({ terminationDate: '2027-06-30' }),
      { kind: 'range', start: '2021-01-01', end: '2027-06-30' },
    ],
    [
      'future: effective on',
      span({ effectiveDate: '2026-12-01', active: false }),
      { kind: 'effectiveOn', date: '2026-12-01' },
    ],
    [
      'termed: terminated on',
      span({ terminationDate: '2026-03-22', active: false }),
      { kind: 'terminatedOn', date: '2026-03-22' },
    ],
    ['termed without dates', span({ effectiveDate: null, active: false }), { kind: 'terminated' }],
    ['ineligible', span({ eligible: false, active: false }), { kind: 'notCovered' }],
  ] as const)('%s → %j', (_name, eligibility, status) => {
    expect(getCoverageStatus(eligibility, NOW)).toEqual(status);
  });
});

describe('ID card link (document 2 §2, §4)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('eligible %s, termed %s → %s', (eligible, termed, shown) => {
    expect(isIdCardLinkShown(eligible, termed)).toBe(shown);
  });
});

const limit = (
  limitType: string,
  total: number | null,
  totalMet: number | null,
  totalRemaining: number | null,
) => ({
  productCategory: 'Dental',
  limitType,
  total,
  totalMet,
  totalRemaining,
});

describe('default accumulator (document 2 §3, §5)', () => {
  it.each([
    ['no limits', [], null],
    [
      'Annual Limit comes first whatever the order',
      [limit('Orthodontia', 200000, 0, 200000), limit('Annual Limit', 150000, 37500, 112500)],
      { limitType: 'Annual Limit', total: 150000, totalMet: 37500, totalRemaining: 112500, valid: true },
    ],
    [
      'an invalid Annual Limit gives way to the next valid one',
      [limit('Annual Limit', 150000, 0, 0), limit('Deductible - In Network', 5000, 2500, 2500)],
      {
        limitType: 'Deductible - In Network',
        total: 5000,
        totalMet: 2500,
        totalRemaining: 2500,
        valid: true,
      },
    ],
    [
      'only invalid limits: the first, flagged invalid',
      [limit('Annual Limit', null, 0, 0)],
      { limitType: 'Annual Limit', total: null, totalMet: 0, totalRemaining: 0, valid: false },
    ],
    [
      'medical limits are not the dental accumulator',
      [{ ...limit('Annual Limit', 1, 1, 0), productCategory: 'Medical' }],
      null,
    ],
  ] as const)('%s', (_name, limits, expected) => {
    expect(getDefaultAccumulator(limits)).toEqual(expected);
  });
});

describe('featured-limit tile (document 2 §2, §9)', () => {
  const valid = {
    limitType: 'Annual Limit',
    total: 150000,
    totalMet: 37500,
    totalRemaining: 112500,
    valid: true,
  };
  it.each([
    ['partner brand, valid limit', valid, 5, { limitType: 'Annual Limit', remaining: 112500, percent: 25 }],
    ['main brand: never', valid, 1, null],
    ['Medicare brand: never', valid, 2, null],
    ['partner brand, invalid limit', { ...valid, valid: false }, 5, null],
    ['partner brand, no limit', null, 5, null],
    [
      'met past total: the percentage stops at 100',
      { ...valid, total: 100000, totalMet: 120000, totalRemaining: 1 },
      5,
      { limitType: 'Annual Limit', remaining: 1, percent: 100 },
    ],
    [
      'percentage is met / total × 100, rounded for display',
      { ...valid, total: 300000, totalMet: 100000, totalRemaining: 200000 },
      5,
      { limitType: 'Annual Limit', remaining: 200000, percent: 33 },
    ],
  ] as const)('%s', (_name, accumulator, domainId, expected) => {
    expect(getFeaturedLimit(accumulator, domainId)).toEqual(expected);
  });
});

describe('program tile links (document 2 §2)', () => {
  it.each([
    ['a dashboard path', '/passport-dental', { kind: 'internal', href: '/passport-dental' }],
    [
      'an https page',
      'https://estimator.example.com/dental',
      { kind: 'external', href: 'https://estimator.example.com/dental' },
    ],
    ['an http page', 'http://example.com/x', { kind: 'external', href: 'http://example.com/x' }],
    ['no address: the details page', null, { kind: 'internal', href: '/benefits/programs/12' }],
    [
      'a protocol-relative address is not trusted',
      '//evil.example.com',
      { kind: 'internal', href: '/benefits/programs/12' },
    ],
    [
      'a backslash after the slash is not trusted (browsers read /\\host as another site)',
      '/\\evil.example.com',
      { kind: 'internal', href: '/benefits/programs/12' },
    ],
    [
      'a javascript: address is not trusted',
      'javascript:alert(1)',
      { kind: 'internal', href: '/benefits/programs/12' },
    ],
    ['a relative address is not trusted', 'programs/12', { kind: 'internal', href: '/benefits/programs/12' }],
  ] as const)('%s', (_name, url, link) => {
    expect(getProgramLink({ id: 12, url })).toEqual(link);
  });

  it('leads program 33, the dental cost estimator, to the dashboard’s own estimator, whatever its address', () => {
    for (const url of ['https://estimator.example.com/dental', null]) {
      expect(getProgramLink({ id: 33, url })).toEqual({
        kind: 'internal',
        href: '/find-care/cost-estimator',
      });
    }
  });
});

describe('coverage rows of the member-info tile', () => {
  it('lists only the categories the member is eligible for, in order', () => {
    const rows = [
      span({ category: 'Medical', eligible: false }),
      span({ category: 'Dental' }),
      span({ category: 'Vision', eligible: false }),
      span({ category: 'Pharmacy', active: false, terminationDate: '2026-01-01' }),
    ];
    expect(getCoverageRows(rows).map((row) => row.category)).toEqual(['Dental', 'Pharmacy']);
  });
});
