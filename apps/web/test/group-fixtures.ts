import { GroupDetailList, LoginState } from '@dash/domain/api';
import { completeLoginState } from './fixtures';

/** Persona taylor (personas.md): two groups, one with the sales-platform flag, none chosen yet. */
export const taylorLoginState: LoginState = LoginState.parse({
  ...completeLoginState,
  claims: { memberKey: 'm-taylor-sp', role: 'member', issuedByRole: null },
  groups: [
    {
      groupId: '10006100',
      groupName: 'Summit Small Business Partners',
      memberKey: 'm-taylor-sp',
      salesPlatform: true,
      planEffectiveDate: '2022-01-01',
      planTerminationDate: null,
      inactive: false,
    },
    {
      groupId: '10006200',
      groupName: 'Riverbend School District',
      memberKey: 'm-taylor-rb',
      salesPlatform: false,
      planEffectiveDate: '2019-01-01',
      planTerminationDate: '2020-12-31',
      inactive: true,
    },
  ],
});

/** Persona sam (personas.md): ACTIVE, FUTURE and TERMED plans in the current group, a termed former group. */
export const samGroupDetails: GroupDetailList = GroupDetailList.parse([
  {
    groupId: '10006300',
    groupName: 'Evergreen Logistics',
    groupEffectiveDate: '2022-01-01',
    groupTerminationDate: null,
    current: true,
    medical: { planStatus: 'ACTIVE', planEffectiveDate: '2022-01-01', planTerminationDate: null },
    dental: { planStatus: 'ACTIVE', planEffectiveDate: '2022-01-01', planTerminationDate: null },
    vision: { planStatus: 'FUTURE', planEffectiveDate: '2030-06-01', planTerminationDate: null },
    pharmacy: { planStatus: 'TERMED', planEffectiveDate: '2022-01-01', planTerminationDate: '2025-03-15' },
  },
  {
    groupId: '10006400',
    groupName: 'Harbor Freightways',
    groupEffectiveDate: '2017-01-01',
    groupTerminationDate: '2025-01-15',
    current: false,
    medical: { planStatus: 'TERMED', planEffectiveDate: '2017-01-01', planTerminationDate: '2025-01-15' },
    dental: null,
    vision: null,
    pharmacy: null,
  },
]);
