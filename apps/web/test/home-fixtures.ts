import { COVERAGE_CATEGORY_LABEL_LIST } from '@dash/domain';
import { HomeData, PlanManagementDetails, Program, ShellContext } from '@dash/domain/api';
import type { Handler } from './fetch-mock';
import { reply } from './fetch-mock';
import { memberShellHandlers } from './member-shell-handlers';

const program = (id: number, name: string, displayOrder: number, url: string | null = null): Program =>
  Program.parse({
    id,
    name,
    description: `${name} description`,
    categories: ['Dental'],
    eligible: true,
    displayOrder,
    highPriority: true,
    featureGroup: null,
    childResourceIds: [],
    resource: null,
    url,
    urlDocumentType: url ? 'URL' : null,
  });

export const LONG_PROGRAM_NAME =
  'Employee assistance program: counselling, legal and financial help for the whole family';

const member = (
  memberKey: string,
  firstName: string,
  memberSuffix: number,
  relationshipDescription: string,
) => ({
  memberKey,
  memberSuffix,
  firstName,
  lastName: 'Rivera',
  relationshipDescription,
});

/** Persona alex as GET home responds (personas.md): the full dashboard on the main brand. */
export const alexHome: HomeData = HomeData.parse({
  family: { subscriberId: 'M10020001', groupId: '10001000' },
  principal: { firstName: 'Alex', suffix: 0, key: 'm-alex', dateOfBirth: '1982-04-02' },
  members: [
    member('m-alex', 'Alex', 0, 'Subscriber'),
    member('m-jordan', 'Jordan', 1, 'Spouse'),
    member('m-casey', 'Casey', 2, 'Child'),
    member('m-rowan', 'Rowan', 3, 'Child'),
  ],
  employee: { employeeId: null, local598: false },
  featuredPrograms: [
    program(92, 'Find a dentist', 1, '/find-care/find-a-dentist'),
    program(37, 'Navitus', 2, '/navitus'),
    program(27, 'Passport dental', 3, '/passport-dental'),
    program(33, 'Dental cost estimator', 4, 'https://estimator.example.com/dental'),
    program(12, 'Telehealth', 5),
    program(50, LONG_PROGRAM_NAME, 6),
  ],
  defaultAccumulator: null,
  primaryCareSelection: {
    memberKey: 'm-alex',
    providerId: 'P-1',
    providerName: 'Dana Whitaker',
    providerTitle: 'MD',
    beginDate: '2025-11-23',
  },
  membersWithPrimaryCare: ['m-alex', 'm-jordan'],
  primaryCareEligibility: { eligible: true, members: ['m-alex', 'm-jordan', 'm-casey'] },
  planEligibility: COVERAGE_CATEGORY_LABEL_LIST.map((category) => ({
    category,
    eligible: true,
    memberKey: 'm-alex',
    active: true,
    effectiveDate: '2021-01-01',
    terminationDate: null,
  })),
  planManagement: null,
  termed: false,
  ebill: { hasEbill: true, ebillRegistered: true, showEbillAlert: false },
  idCardEligible: true,
  preventiveCare: null,
});

/** Handlers of the member shell plus GET home responding with `home`, with the shell's facts adjusted. */
export function homeHandlers(home: HomeData, shell: Partial<ShellContext> = {}): Record<string, Handler> {
  const baseShell = memberShellHandlers['GET /api/shell'];
  return {
    ...memberShellHandlers,
    'GET /api/shell': async (request: Request) => {
      const base = ShellContext.parse(await (await baseShell?.(request))?.json());
      return reply(ShellContext, { ...base, primaryCareLinkShown: true, hasEbill: true, ...shell });
    },
    'GET /api/home': () => reply(HomeData, home),
  };
}

/** Persona jordan (personas.md) as GET home responds: the adult dependent of test/fixtures.ts's jordanAccount. */
export const jordanHome: HomeData = HomeData.parse({
  ...alexHome,
  family: { subscriberId: 'EV1000001', groupId: '100' },
  principal: { firstName: 'Jordan', suffix: 1, key: 'm-jordan', dateOfBirth: '2001-06-15' },
  primaryCareSelection: {
    memberKey: 'm-jordan',
    providerId: 'P-2',
    providerName: 'Miguel Santos',
    providerTitle: 'DO',
    beginDate: '2024-11-22',
  },
});

/** Plan management as GET home responds with it (document 2 §3): an employer group inside open enrollment. */
export function planManagement(overrides: Partial<PlanManagementDetails> = {}): PlanManagementDetails {
  return PlanManagementDetails.parse({
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
}

/** A direct plan being cancelled with status M or D (document 2 §4), ending on 31 December 2026. */
export const cancelledPlan = (id: 'M' | 'D') =>
  planManagement({
    groupType: 'DIRECT',
    openEnrollmentStart: null,
    openEnrollmentEnd: null,
    upcomingPlanYear: null,
    coverageEndDateUponCancellation: '2026-12-31',
    coverageStartDateUponRenewal: null,
    directPlanCancellationStatus: { id },
  });
