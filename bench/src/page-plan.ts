import { paths } from '../../apps/web/src/config/paths';
import { routePatterns } from './route-patterns';

/**
 * How the page bench reaches every route of apps/web/src/routes.ts: who opens it, with a seeded
 * value for each parameter (docs/personas.md, apps/gateway/src/db/seed), or why it is not measured.
 * bench/test/page-plan.test.ts fails when the route config gains a route that is in neither list.
 */
export interface Persona {
  readonly username: string;
  /** The host picks the brand (docs/personas.md): localhost is the main insurer. */
  readonly host: string;
}

export const ALEX: Persona = { username: 'alex', host: 'localhost' };
const SAM: Persona = { username: 'sam', host: 'localhost' };
const DEVON: Persona = { username: 'devon', host: 'localhost' };
const JAMIE: Persona = { username: 'jamie', host: 'localhost' };

type PagePlan =
  /** Opened signed in as `as` (alex, who shows the most, unless a page is another persona's); `url` fills parameters. */
  | { readonly as: Persona; readonly url?: string }
  /** Opened signed out, on the main brand's host, before alex signs in. */
  | { readonly as: 'signed out'; readonly url?: string }
  | { readonly excluded: string };

const member = (url?: string): PagePlan => ({ as: ALEX, ...(url ? { url } : {}) });
const signedOut: PagePlan = { as: 'signed out' };
const BOOKMARK =
  'a bookmark address whose loader only redirects to the benefits page measured under its own address';
const MID_LOGIN = 'a sign-in in progress: opened on a temporary token that only the browser holds, mid-login';
const STAFF_ONLY = 'staff only, on the staff token the browser holds, rendered in the browser';

/** Keyed by the route's pattern as routes.ts writes it (paths.ts). */
export const PAGE_PLAN: Readonly<Record<string, PagePlan>> = {
  [paths.root]: { excluded: "redirects to the brand's first page (/login or /home), both measured" },
  [paths.serviceLink]: { excluded: BOOKMARK },
  [paths.dentalDetailLink]: { excluded: BOOKMARK },
  [paths.historyLink]: { excluded: BOOKMARK },
  [paths.login]: signedOut,
  [paths.logout]: { excluded: 'signs the member out: it ends the session the pages after it need' },
  [paths.mfaCode]: { excluded: MID_LOGIN },
  [paths.groupSelection]: { excluded: MID_LOGIN },
  [paths.ssoLanding]: { excluded: 'posts the sales-platform sign-on form and leaves the site at once' },
  [paths.updatePreferences]: { excluded: MID_LOGIN },
  [paths.registrationPolicies]: { excluded: MID_LOGIN },
  [paths.home]: member(),
  // sam holds two groups: the page alex (one group) has nothing to choose on.
  [paths.selectGroup]: { as: SAM },
  [paths.account]: { excluded: 'redirects to /account/summary, measured' },
  [paths.accountSummary]: member(),
  [paths.memberInformation]: member(),
  [paths.accountSettings]: member(),
  [paths.accountAccess]: member(),
  [paths.planBenefits]: member(),
  [paths.helpCenter]: member(),
  [paths.accountEbill]: member(),
  [paths.planManagement]: member(),
  [paths.customerService]: member(),
  [paths.passportDental]: member(),
  [paths.idCard]: member(),
  [paths.idCardView]: member(paths.idCardViewOf(0)),
  [paths.benefits]: { excluded: 'redirects to /benefits/summary, measured' },
  [paths.benefitsMedical]: member(),
  [paths.benefitsDental]: member(),
  [paths.benefitsVision]: member(),
  [paths.benefitsPharmacy]: member(),
  [paths.benefitsSummary]: member(),
  [paths.benefitsServiceDetail]: member(paths.benefitsServiceOf('/services/dental/D2740')),
  [paths.benefitsDentalDetail]: member(paths.benefitsDentalDetailOf('tab1', 'D2740')),
  [paths.benefitsHistory]: member(paths.benefitsHistoryOf(`${new Date().getUTCFullYear()}-01-01`, 'dental')),
  [paths.programs]: member(),
  [paths.programDetail]: member(paths.programOf(12)),
  [paths.referrals]: member(),
  [paths.handbooks]: member(),
  // Direct plans have the certificate (devon), Medicare groups the materials (jamie).
  [paths.certificateOfCoverage]: { as: DEVON },
  [paths.medicareMaterials]: { as: JAMIE },
  [paths.priorAuthorization]: member(),
  [paths.claims]: member(),
  [paths.claimDetail]: member(paths.claimOf('C-ALEX-0001')),
  [paths.eobs]: member(),
  // Found by the first run: it ended on /find-care/primary-care on both builds.
  [paths.findCare]: {
    excluded:
      "redirects to the brand's first find-care page (primary care; a dentist on the partner brand), measured",
  },
  [paths.findCareResources]: member(),
  [paths.findADentist]: member(),
  [paths.primaryCare]: member(),
  [paths.primaryCareMember]: member(paths.primaryCareMemberOf(0)),
  [paths.primaryCareSearch]: member(paths.primaryCareSearchOf(0)),
  [paths.navitus]: member(),
  [paths.changePassword]: member(),
  [paths.connectApp]: { excluded: "opened by an app's authorization request, whose parameters it needs" },
  [paths.loginAs]: { excluded: 'staff only, and it signs the staff member in as someone else' },
  // Measured signed in, as MEMBER_PAGES did: a session keeps the member's shell around it.
  [paths.contactUs]: member(),
  [paths.error]: member(paths.notFound),
  [paths.digitalCommunicationsPolicy]: signedOut,
  // The window a pdf opens in: a heading and a spinner until the file arrives.
  [paths.resourceDownload]: member(),
  [paths.registration]: signedOut,
  [paths.recoverUsername]: signedOut,
  [paths.recoverPassword]: signedOut,
  [paths.resetPassword]: { excluded: "needs the e-mailed reset link's one-time token" },
  [paths.any]: { excluded: 'an unknown address redirects to /error/404, measured' },
  // The cost estimator (issue 38 §1), with an estimate on the page: a knee MRI at alex's providers.
  [paths.costEstimator]: member(`${paths.costEstimator}?q=73721`),
  // Secure messages (issue 39 §1).
  [paths.messages]: member(),
  [paths.newMessage]: member(),
  [paths.messageConversation]: {
    excluded: "a conversation's number is the database's, not the seed's, and reading it marks it read",
  },
  [paths.staffMessages]: { excluded: STAFF_ONLY },
  [paths.staffMessage]: { excluded: STAFF_ONLY },
  // Member notifications (issue 39 §2): alex's seeded list.
  [paths.memberNotifications]: member(),
  // Claims the member submits (issue 39 §3): the empty form.
  [paths.submitClaim]: member(),
  [paths.staffClaims]: { excluded: STAFF_ONLY },
};

/** One page to measure: its route, the address opened, and who opens it (null: signed out). */
export interface PageVisit {
  readonly route: string;
  readonly url: string;
  readonly as: Persona | null;
}

/** The name a page's figures carry: its address, and the persona when it is not alex. */
export function pageName(visit: PageVisit): string {
  return visit.as && visit.as !== ALEX ? `${visit.url} (${visit.as.username})` : visit.url;
}

/** The routes of routes.ts with no plan, and the plans for routes it no longer has. */
export function planProblems(patterns: readonly string[] = routePatterns()): string[] {
  const problems = patterns
    .filter((pattern) => !(pattern in PAGE_PLAN))
    .map((pattern) => `${pattern}: neither measured nor excluded in PAGE_PLAN`);
  for (const pattern of Object.keys(PAGE_PLAN))
    if (!patterns.includes(pattern)) problems.push(`${pattern}: planned, but no longer in routes.ts`);
  for (const [pattern, plan] of Object.entries(PAGE_PLAN))
    if ('as' in plan && pattern.includes(':') && !plan.url)
      problems.push(`${pattern}: a parameter without a seeded value`);
  return problems;
}

/** Every page to measure, in the route config's order, signed-out pages first. */
export function pageVisits(patterns: readonly string[] = routePatterns()): PageVisit[] {
  const visits: PageVisit[] = [];
  for (const route of patterns) {
    const plan = PAGE_PLAN[route];
    if (!plan || 'excluded' in plan) continue;
    visits.push({ route, url: plan.url ?? route, as: plan.as === 'signed out' ? null : plan.as });
  }
  return [...visits.filter((v) => v.as === null), ...visits.filter((v) => v.as !== null)];
}

/** The routes not measured, each with its reason. */
export function excludedRoutes(): Array<{ readonly route: string; readonly reason: string }> {
  return Object.entries(PAGE_PLAN).flatMap(([route, plan]) =>
    'excluded' in plan ? [{ route, reason: plan.excluded }] : [],
  );
}
