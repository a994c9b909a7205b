import { type DomainId, getBrand, getLogoPath } from '@dash/domain';
import { AccountDetails, BrandConfig, LoginState, SessionResponse, TokenResponse } from '@dash/domain/api';

/** The brand as GET /api/brand gives it. */
export function brandConfig(domainId: DomainId): BrandConfig {
  const brand = getBrand(domainId);
  return BrandConfig.parse({ ...brand, logoPath: getLogoPath(brand), chatVendor: null });
}

const member = (memberKey: string, firstName: string, memberSuffix: number, dateOfBirth: string) => ({
  memberKey,
  firstName,
  lastName: 'Rivera',
  relationship: memberSuffix === 0 ? 'SUB' : 'DEP',
  relationshipDescription: memberSuffix === 0 ? 'Subscriber' : 'Dependent',
  dateOfBirth,
  sex: 'U',
  sexDescription: 'Unspecified',
  memberSuffix,
  hasOutOfAreaPlan: false,
  hasOtherMedical: false,
  hasOtherDental: false,
  role: null,
  insuranceType: null,
  networkNames: [],
});

/** Persona jordan (personas.md): adult dependent in alex's family, so the banner must pick the right member. */
export const jordanAccount: AccountDetails = AccountDetails.parse({
  memberKey: 'm-jordan',
  subscriberId: 'EV1000001',
  subscriberKey: 'm-alex',
  groupKey: 'g-100',
  groupId: '100',
  groupName: 'Evergreen Employer Group',
  parentGroupId: null,
  parentGroupName: null,
  effectiveDate: '2024-01-01',
  hireDate: null,
  members: [
    member('m-alex', 'Alex', 0, '1980-04-02'),
    member('m-jordan', 'Jordan', 1, '2001-06-15'),
    member('m-casey', 'Casey', 2, '2010-09-30'),
  ],
  address: null,
  preferences: null,
  chatConfig: null,
  products: [],
});

export const tokenResponse: TokenResponse = TokenResponse.parse({ token: 'temporary-token', redirect: null });
export const sessionResponse: SessionResponse = SessionResponse.parse({
  token: 'session-token',
  expiresAt: '2030-01-01T02:00:00.000Z',
  idleMinutes: 15,
});

/** A member with one group and complete preferences: login completes at /home (document 1 §4 step 6). */
export const completeLoginState: LoginState = LoginState.parse({
  claims: { memberKey: 'm-alex', role: 'member', issuedByRole: null },
  groups: [
    {
      groupId: '100',
      groupName: 'Evergreen Employer Group',
      memberKey: 'm-alex',
      salesPlatform: false,
      planEffectiveDate: '2024-01-01',
      planTerminationDate: null,
      inactive: false,
    },
  ],
  chosenGroupId: null,
  preferences: {
    emailAddress: 'alex@example.com',
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    electronicMedicareMailing: 'Y',
    emailPaymentReminder: 'N',
    emailAutopayWithdrawalReminder: 'N',
    discontinuePaperStatements: 'Y',
    emailWhenBillReady: 'N',
    emailEwpNotification: 'N',
    showEwpLandingPage: 'N',
  },
  relevantPreferences: ['electronicEob'],
  hasExtendedPolicy: false,
  communicationPolicySigned: true,
  accountStatus: 'ACT',
  preventSalesPlatform: false,
});
