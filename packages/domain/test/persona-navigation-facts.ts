import { COVERAGE_CATEGORIES } from '../src/coverage/coverage-categories';
import type { NavigationFacts } from '../src/navigation/navigation-facts';

const ALL = COVERAGE_CATEGORIES;

/** An active subscriber of the main brand with the ordinary programs (personas.md defaults). */
const subscriber: NavigationFacts = {
  domainId: 1,
  memberSuffix: 0,
  age: 40,
  role: 'member',
  issuedByRole: null,
  groupId: '10001000',
  hasActiveOrFutureEligibility: true,
  activeCategories: ALL,
  termed: false,
  programIds: [92, 37, 4],
  hasEbill: true,
  hasReferrals: false,
  medicareMaterialsEligible: false,
  primaryCareLinkShown: true,
};

const alex: NavigationFacts = {
  ...subscriber,
  age: 44,
  hasReferrals: true,
  programIds: [92, 37, 27, 33, 41, 4],
};

/**
 * Every persona of personas.md as the navigation sees it. Staff sign in only to log in as a member,
 * so their row is that member (alex, margaret, parker) with the staff role as issuedByRole.
 */
export const PERSONA_FACTS: Record<string, NavigationFacts> = {
  alex,
  jordan: { ...alex, memberSuffix: 1, age: 45 },
  casey: { ...alex, memberSuffix: 2, age: 16 },
  morgan: {
    ...subscriber,
    age: 52,
    hasActiveOrFutureEligibility: false,
    activeCategories: [],
    termed: true,
    programIds: [92, 37, 41],
    primaryCareLinkShown: false,
  },
  riley: { ...subscriber, age: 29 },
  taylor: { ...subscriber, age: 42, activeCategories: ['medical', 'dental'], programIds: [92] },
  sam: { ...subscriber, age: 50 },
  pat: subscriber,
  quinn: { ...subscriber, hasEbill: false },
  avery: { ...subscriber, hasEbill: false },
  blake: { ...subscriber, hasEbill: false, programIds: [] },
  drew: { ...subscriber, groupId: '59800001' },
  emerson: { ...subscriber, groupId: '10002805' },
  finley: { ...subscriber, groupId: '10002805' },
  harper: { ...subscriber, age: 63, groupId: '10004760' },
  jamie: { ...subscriber, medicareMaterialsEligible: true },
  devon: { ...subscriber, hasEbill: false },
  elliot: { ...subscriber, hasEbill: false },
  support: { ...alex, issuedByRole: 'logInAsAnyone' },
  agent: { ...alex, issuedByRole: 'logInAsNonEmp' },
  margaret: {
    ...subscriber,
    domainId: 2,
    age: 72,
    groupId: '20001000',
    medicareMaterialsEligible: true,
    programIds: [97],
    hasEbill: false,
  },
  walter: { ...subscriber, domainId: 2, age: 70, groupId: '20001000', programIds: [97], hasEbill: false },
  mastaff: {
    ...subscriber,
    domainId: 2,
    age: 72,
    groupId: '20001000',
    medicareMaterialsEligible: true,
    programIds: [97],
    hasEbill: false,
    issuedByRole: 'logInAsAnyone',
  },
  parker: {
    ...subscriber,
    domainId: 5,
    groupId: '50001000',
    activeCategories: ['dental'],
    programIds: [],
    hasEbill: false,
    primaryCareLinkShown: false,
  },
  piper: {
    ...subscriber,
    domainId: 5,
    memberSuffix: 1,
    age: 24,
    groupId: '50001000',
    activeCategories: ['dental'],
    programIds: [],
    hasEbill: false,
    primaryCareLinkShown: false,
  },
  pstaff: {
    ...subscriber,
    domainId: 5,
    groupId: '50001000',
    activeCategories: ['dental'],
    programIds: [],
    hasEbill: false,
    primaryCareLinkShown: false,
    issuedByRole: 'logInAsAnyone',
  },
};
