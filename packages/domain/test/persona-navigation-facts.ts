import { COVERAGE_CATEGORIES } from '../src/coverage/coverage-categories';
import type { NavigationFacts } from '../src/navigation/navigation-facts';
import type { PersonaName } from '../src/personas/personas';

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
  hasCertificateOfCoverage: false,
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
 * Every persona of docs/personas.md (the shared list in src/personas) as the navigation sees it. Staff sign in only to log in as a member,
 * so their row is that member (alex, margaret, parker) with the staff role as issuedByRole.
 */
// robin exercises registration and recovery, not the navigation.
const FACTS_BY_PERSONA: Record<Exclude<PersonaName, 'robin'>, NavigationFacts> = {
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
  // Direct (individual) plans: their contract is a Certificate of Coverage (the seed).
  devon: { ...subscriber, hasEbill: false, hasCertificateOfCoverage: true },
  elliot: { ...subscriber, hasEbill: false, hasCertificateOfCoverage: true },
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
  // Eligible for Medicare materials (the seed); only the materials call itself responds 403 (document 2 §8).
  walter: {
    ...subscriber,
    domainId: 2,
    age: 70,
    groupId: '20001000',
    medicareMaterialsEligible: true,
    programIds: [97],
    hasEbill: false,
  },
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

/** Looked up by any name a test writes; the typed table above has a row for each persona, no more. */
export const PERSONA_FACTS: Readonly<Record<string, NavigationFacts>> = FACTS_BY_PERSONA;
