import { describe, expect, it } from 'vitest';
import type { PlanManagementDetails } from '../src/api/member-data';
import { buildEbillUrl, getEbillLinkParams } from '../src/ebill/ebill-link';
import { maskEmail } from '../src/id-card/id-card-page';
import { isCancellationChange, isCancellationOffered } from '../src/plan-management/plan-management';

describe('maskEmail (document 2 §7 idCard/email: the address on file, never echoed)', () => {
  it.each([
    ['jordan.rivera@example.com', 'j***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['x@y@example.com', 'x***@example.com'],
    ['not-an-address', '***'],
    ['@example.com', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('eBill link (document 2 §7: firsttime=Y when not registered, theme, dashboardlink, idptoken)', () => {
  const facts = { theme: 'evergreen', dashboardLink: 'http://localhost/account/ebill', idpToken: 'a.b.c' };
  it.each([
    [
      false,
      [
        ['firsttime', 'Y'],
        ['theme', 'evergreen'],
        ['dashboardlink', facts.dashboardLink],
        ['idptoken', 'a.b.c'],
      ],
    ],
    [
      true,
      [
        ['theme', 'evergreen'],
        ['dashboardlink', facts.dashboardLink],
        ['idptoken', 'a.b.c'],
      ],
    ],
  ])('registered %s', (registered, params) => {
    expect(getEbillLinkParams({ ...facts, registered })).toEqual(params);
  });

  it.each([
    ['https://ebill.example.com/pay', 'https://ebill.example.com/pay?theme='],
    ['https://ebill.example.com/pay?site=1', 'https://ebill.example.com/pay?site=1&theme='],
  ])('adds the query to %s, each value encoded', (base, start) => {
    const url = buildEbillUrl(base, { ...facts, registered: true });
    expect(url.startsWith(start)).toBe(true);
    expect(url).toContain('dashboardlink=http%3A%2F%2Flocalhost%2Faccount%2Febill');
  });
});

describe('isCancellationChange (document 2 §4, §7: twice is one change; D covers M)', () => {
  it.each([
    [null, 'M', true],
    [null, 'D', true],
    ['M', 'M', false],
    ['M', 'D', true],
    ['D', 'D', false],
    ['D', 'M', false],
  ] as const)('current %s, requested %s → %s', (current, requested, change) => {
    expect(isCancellationChange(current, requested)).toBe(change);
  });
});

describe('isCancellationOffered (document 2 §3 directCancellationOptions)', () => {
  const details = {
    eligibleAndActive: true,
    directCancellationOptions: [{ id: 'M', description: 'Cancel my medical plan only' }],
  } as Pick<
    PlanManagementDetails,
    'eligibleAndActive' | 'directCancellationOptions'
  > as PlanManagementDetails;
  it.each([
    [details, 'M', true],
    [details, 'D', false],
    [{ ...details, eligibleAndActive: false }, 'M', false],
  ] as const)('%#: %s', (plan, requested, offered) => {
    expect(isCancellationOffered(plan, requested)).toBe(offered);
  });
});
