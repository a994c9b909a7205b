import { describe, expect, it } from 'vitest';
import { getAccountSubNavigation } from '../src/account/account-navigation';

const subscriber = {
  domainId: 1,
  memberSuffix: 0,
  age: 45,
  role: 'member',
  issuedByRole: null,
  hasEbill: true,
  termed: false,
} as const;

describe('getAccountSubNavigation (document 1 §2 Menus, §6; document 2 §6)', () => {
  it.each([
    [
      'a subscriber with eBill',
      subscriber,
      ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'eBill', 'Help center'],
    ],
    [
      'a login-as session: no login-as entry, no Log out',
      { ...subscriber, issuedByRole: 'logInAsAnyone' },
      ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'eBill', 'Help center'],
    ],
    [
      'the partner brand: no eBill',
      { ...subscriber, domainId: 5 },
      ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Help center'],
    ],
    [
      'a termed member: no eBill',
      { ...subscriber, termed: true },
      ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Help center'],
    ],
    [
      'an adult dependent',
      { ...subscriber, memberSuffix: 1, age: 19, hasEbill: false },
      ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Help center'],
    ],
    ['a dependent under 18: hidden', { ...subscriber, memberSuffix: 2, age: 16 }, null],
    ['a partner dependent: hidden', { ...subscriber, domainId: 5, memberSuffix: 1 }, null],
  ] as const)('%s', (_case, facts, expected) => {
    const items = getAccountSubNavigation(facts);
    expect(items === null ? null : items.map((item) => item.title)).toEqual(expected);
    for (const item of items ?? []) expect(item.route.startsWith('/account/')).toBe(true);
  });
});
