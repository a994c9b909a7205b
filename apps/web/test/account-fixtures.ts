import {
  AccountDetails,
  AddressResponse,
  ConnectedApps,
  GroupDetailList,
  MfaStatus,
  SecurityQuestionsResponse,
  SettingsPreferencesResponse,
} from '@dash/domain/api';
import { type Handler, type RouteKey, reply } from './fetch-mock';
import { jordanAccount } from './fixtures';

/** Persona alex (personas.md) as GET account responds for the account area (issue 13). */
export const alexAccount: AccountDetails = AccountDetails.parse({
  ...jordanAccount,
  memberKey: 'm-alex',
  parentGroupId: '900',
  parentGroupName: 'Evergreen Parent Group',
  hireDate: '2015-03-01',
  members: jordanAccount.members.map((member) =>
    member.memberSuffix === 0
      ? { ...member, hasOtherDental: true, networkNames: ['Dental Choice', 'Medical Plus'] }
      : member,
  ),
  products: [
    { name: 'Dental', eligible: true, url: 'https://example.com/dental' },
    { name: 'Vision', eligible: false, url: null },
  ],
});

export const alexAddress: AddressResponse = AddressResponse.parse({
  address: {
    addressLine1: '117 SE Pine St',
    addressLine2: null,
    city: 'Portland',
    state: 'OR',
    zipCode: '97214',
    country: 'US',
    phoneNumber: null,
  },
  version: 1,
  canEdit: true,
});

export const alexSecurityQuestions: SecurityQuestionsResponse = SecurityQuestionsResponse.parse({
  username: 'alex',
  questions: [
    { id: 1, text: 'In what city were you born?' },
    { id: 2, text: 'What was the name of your first pet?' },
  ],
  answeredQuestionIds: [1],
  version: 1,
});

export const alexSettingsPreferences: SettingsPreferencesResponse = SettingsPreferencesResponse.parse({
  preferences: {
    emailAddress: 'alex.rivera@example.com',
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    electronicMedicareMailing: null,
    emailPaymentReminder: null,
    emailAutopayWithdrawalReminder: null,
    discontinuePaperStatements: 'Y',
    emailWhenBillReady: null,
    emailEwpNotification: null,
    showEwpLandingPage: null,
  },
  relevantPreferences: ['electronicEob', 'emailBreakingNews'],
  policyDetails: { hasExtendedPolicy: false },
  version: 1,
});

export const alexGroupDetails: GroupDetailList = GroupDetailList.parse([
  {
    groupId: '100',
    groupName: 'Evergreen Employer Group',
    groupEffectiveDate: '2024-01-01',
    groupTerminationDate: null,
    current: true,
    medical: null,
    dental: { planStatus: 'ACTIVE', planEffectiveDate: '2024-01-01', planTerminationDate: null },
    vision: { planStatus: 'FUTURE', planEffectiveDate: '2030-06-01', planTerminationDate: null },
    pharmacy: { planStatus: 'TERMED', planEffectiveDate: '2020-01-01', planTerminationDate: '2025-03-15' },
  },
]);

/** What the account area's pages load, as the responses for alex. */
export const accountAreaHandlers: Partial<Record<RouteKey, Handler>> = {
  'GET /api/account': () => reply(AccountDetails, alexAccount),
  'GET /api/account/address': () => reply(AddressResponse, alexAddress),
  'GET /api/security-questions': () => reply(SecurityQuestionsResponse, alexSecurityQuestions),
  'GET /api/account/settings/preferences': () => reply(SettingsPreferencesResponse, alexSettingsPreferences),
  'GET /api/group-detail': () => reply(GroupDetailList, alexGroupDetails),
  // Two-step sign-in (issue 15): off.
  'GET /api/account/mfa': () => reply(MfaStatus, { method: null, recoveryCodesLeft: 0 }),
  // Connected apps (issue 18): alex has connected none.
  'GET /api/account/connected-apps': () => reply(ConnectedApps, []),
};
