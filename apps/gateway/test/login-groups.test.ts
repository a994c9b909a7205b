import { describe, expect, it } from 'vitest';
import { toLoginGroups } from '../src/services/groups/login-groups';

const row = (planTerminationDate: string | null) => ({
  groupId: 'G1',
  groupName: 'Group one',
  memberKey: 'M1',
  salesPlatform: false,
  planEffectiveDate: '2020-01-01',
  planTerminationDate,
});

describe('toLoginGroups: a group is inactive once its termination day has passed', () => {
  it.each([
    { termination: null, inactive: false },
    { termination: '2026-11-24', inactive: false },
    { termination: '2026-11-23', inactive: false },
    { termination: '2026-11-22', inactive: true },
  ])('terminating $termination is inactive on 2026-11-23: $inactive', ({ termination, inactive }) => {
    const [group] = toLoginGroups([row(termination)], '2026-11-23');
    expect(group).toEqual({ ...row(termination), inactive });
  });
});
