import { paths } from '../../apps/web/src/config/paths';
import type { BrandHost } from './personas';

/**
 * How the accessibility scan (issue 17) reaches every route of apps/web/src/config/paths.ts: the
 * list of routes is read from that table, so a new route is scanned or fails the scan's first test
 * until it is given here a way in (who opens it, a seeded value for each parameter) or a reason.
 */
export type RouteName = {
  [K in keyof typeof paths]: (typeof paths)[K] extends string ? K : never;
}[keyof typeof paths];

export type RoutePlan =
  /** Opened signed in as the brand's fullest persona; `url` fills the route's parameters per brand. */
  | { readonly as: 'member'; readonly url?: (brand: BrandHost) => string; readonly busy?: true }
  /** Opened signed out (public pages), on each brand host. */
  | { readonly as: 'public'; readonly url?: (brand: BrandHost) => string; readonly busy?: true }
  /** Not opened by this scan, for the reason given. */
  | { readonly skip: string };

/** The persona that shows the most of each brand (docs/personas.md). */
export const SCAN_PERSONA = { main: 'alex', medicare: 'margaret', partner: 'piper' } as const;

/** Seeded claims (apps/gateway/src/db/seed/history-builder.ts): the first of the persona's own. */
const CLAIM = { main: 'C-ALEX-0001', medicare: 'C-MARGARET-0001', partner: 'C-PARKER-0002' } as const;

const DESIGN_SYSTEM =
  'scanned at every width and brand by design-system.spec.ts, where the sign-in reaches it';

export const ROUTE_PLAN: Readonly<Record<RouteName, RoutePlan>> = {
  root: { skip: 'redirects to the brand’s default route (home or login), scanned as those' },
  login: { as: 'public' },
  loginAfterLogout: { as: 'public' },
  logout: { as: 'public' },
  home: { as: 'member' },
  error: { as: 'public', url: () => paths.errorOf(500) },
  notFound: { as: 'public' },
  registration: { as: 'public' },
  contactUs: { as: 'public' },
  digitalCommunicationsPolicy: { as: 'public' },
  recoverUsername: { as: 'public' },
  recoverPassword: { as: 'public' },
  resetPassword: { as: 'public' },
  ssoLanding: {
    skip: 'posts the sales-platform sign-on form and leaves the site at once (group-journeys.spec.ts)',
  },
  groupSelection: { skip: `a sign-in in progress (taylor): ${DESIGN_SYSTEM}` },
  selectGroup: { as: 'member' },
  loginAs: { skip: `staff only: ${DESIGN_SYSTEM}` },
  updatePreferences: { skip: `a sign-in in progress (pat): ${DESIGN_SYSTEM}` },
  registrationPolicies: { skip: `a sign-in in progress (parker): ${DESIGN_SYSTEM}` },
  changePassword: { as: 'member' },
  accountSettings: { as: 'member' },
  accountAccess: { as: 'member' },
  mfaCode: {
    skip: 'a sign-in waiting for its code (drew): scanned by mfa.spec.ts, where the sign-in reaches it',
  },
  connectApp: {
    skip: 'opened by an app’s authorization request: scanned by patient-access.spec.ts, where the app sends the member',
  },
  account: { skip: 'redirects to the account summary, scanned as accountSummary' },
  benefits: { skip: 'redirects to the benefits summary, scanned as benefitsSummary' },
  benefitsMedical: { as: 'member' },
  benefitsDental: { as: 'member' },
  benefitsVision: { as: 'member' },
  benefitsPharmacy: { as: 'member' },
  benefitsSummary: { as: 'member' },
  benefitsServiceDetail: { as: 'member', url: () => paths.benefitsServiceOf('/services/dental/D2740') },
  benefitsDentalDetail: { as: 'member', url: () => paths.benefitsDentalDetailOf('tab1', 'D2740') },
  serviceLink: {
    skip: 'sends a bookmark on to benefitsServiceDetail, scanned as that (benefits.spec.ts follows it)',
  },
  dentalDetailLink: {
    skip: 'sends a bookmark on to benefitsDentalDetail, scanned as that (benefits.spec.ts follows it)',
  },
  historyLink: {
    skip: 'sends a bookmark on to benefitsHistory, scanned as that (benefits.spec.ts follows it)',
  },
  benefitsHistory: {
    as: 'member',
    url: () => paths.benefitsHistoryOf(`${new Date().getUTCFullYear()}-01-01`, 'dental'),
  },
  accountSummary: { as: 'member' },
  memberInformation: { as: 'member' },
  planBenefits: { as: 'member' },
  helpCenter: { as: 'member' },
  ebill: { as: 'member' },
  customerService: { as: 'member' },
  passportDental: { as: 'member' },
  // The window a pdf opens in: a heading and a spinner until the file arrives.
  resourceDownload: { as: 'public', busy: true },
  findCare: { as: 'member' },
  findCareResources: { as: 'member' },
  findADentist: { as: 'member' },
  primaryCare: { as: 'member' },
  primaryCareMember: { as: 'member', url: () => paths.primaryCareMemberOf(0) },
  primaryCareSearch: { as: 'member', url: () => paths.primaryCareSearchOf(0) },
  navitus: { as: 'member' },
  idCard: { as: 'member' },
  idCardView: { as: 'member', url: () => paths.idCardViewOf(0) },
  accountEbill: { as: 'member' },
  planManagement: { as: 'member' },
  programs: { as: 'member' },
  programDetail: { as: 'member', url: () => paths.programOf(12) },
  referrals: { as: 'member' },
  handbooks: { as: 'member' },
  certificateOfCoverage: { as: 'member' },
  medicareMaterials: { as: 'member' },
  priorAuthorization: { as: 'member' },
  claims: { as: 'member' },
  // A claim the member submits (issue 39 §3): the form on every brand (dental only on the partner's).
  submitClaim: { as: 'member' },
  claimDetail: { as: 'member', url: (brand) => paths.claimOf(CLAIM[brand]) },
  eobs: { as: 'member' },
  // The cost estimator (issue 38 §1) with an estimate on the page: a dental search every brand has.
  costEstimator: { as: 'member', url: () => `${paths.costEstimator}?q=cleaning` },
  // Secure messages (issue 39 §1): scanned along their journey, staff pages and a conversation too.
  messages: { as: 'member' },
  newMessage: { as: 'member' },
  messageConversation: {
    skip: 'a conversation’s number is the database’s: scanned by secure-messages.spec.ts',
  },
  staffMessages: { skip: 'staff only, on the staff token: scanned by secure-messages.spec.ts' },
  staffMessage: { skip: 'staff only, on the staff token: scanned by secure-messages.spec.ts' },
  staffClaims: { skip: 'staff only, on the staff token: scanned by claim-submissions.spec.ts' },
  // Member notifications (issue 39 §2): alex's seeded list.
  memberNotifications: { as: 'member' },
  any: { skip: 'an unknown address redirects to /error/404, scanned as notFound' },
};

export type ScanTarget = {
  readonly name: string;
  readonly url: (brand: BrandHost) => string;
  readonly busy: boolean;
};

/**
 * The routes of paths.ts to open, each address once (two names may share one), split by who opens
 * them; `problems` lists each route the plan cannot open: unknown to it, or with a parameter unfilled.
 */
export function scanTargets() {
  const member: ScanTarget[] = [];
  const open: ScanTarget[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const plans: Record<string, RoutePlan | undefined> = ROUTE_PLAN;
  for (const [name, path] of Object.entries(paths)) {
    if (typeof path !== 'string') continue;
    const plan = plans[name];
    if (!plan) {
      problems.push(`${name} (${path}): no way in and no reason to skip it`);
      continue;
    }
    if ('skip' in plan) continue;
    if (path.includes(':') && !plan.url) {
      problems.push(`${name} (${path}): a parameter without a seeded value`);
      continue;
    }
    if (seen.has(path)) continue;
    seen.add(path);
    const target = { name, url: plan.url ?? (() => path), busy: plan.busy === true };
    (plan.as === 'member' ? member : open).push(target);
  }
  return { member, open, problems };
}
