import type { ShellContext } from '@dash/domain/api';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDataLayer } from './use-data-layer';

const group = {
  groupId: '100',
  groupName: 'Evergreen Employer Group',
  startDate: '2024-01-01',
  endDate: null,
};
const shell: ShellContext = {
  subscriberId: 'EV1000001',
  memberSuffix: 0,
  age: 45,
  role: 'member',
  issuedByRole: null,
  groupId: group.groupId,
  groupName: group.groupName,
  hasActiveOrFutureEligibility: true,
  activeCategories: ['medical', 'dental', 'vision'],
  termed: false,
  programIds: [],
  hasEbill: false,
  hasCertificateOfCoverage: false,
  medicareMaterialsEligible: false,
  primaryCareLinkShown: false,
  groups: [group],
  currentGroup: group,
  language: null,
  unreadMessages: 0,
  unreadNotifications: 0,
};

afterEach(() => {
  delete window.dataLayer;
});

describe('the analytics data layer (document 1 §7)', () => {
  it('receives subscriber id, suffix, group ids and names, and coverage types joined by |, once per member', () => {
    const { rerender } = renderHook(({ value }) => useDataLayer(value), { initialProps: { value: shell } });
    rerender({ value: { ...shell } });
    expect(window.dataLayer).toHaveLength(1);
    const entry = JSON.stringify(window.dataLayer?.[0]);
    for (const part of ['EV1000001', '100', 'Evergreen Employer Group', 'medical|dental|vision']) {
      expect(entry).toContain(part);
    }
  });

  it('adds nothing before the shell is known', () => {
    renderHook(() => useDataLayer(undefined));
    expect(window.dataLayer).toBeUndefined();
  });
});
