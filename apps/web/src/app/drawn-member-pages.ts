import { BENEFIT_SUMMARY_CATEGORIES, type DomainId, getPlanIsoDate } from '@dash/domain';
import { API_PATHS, type BenefitCategoryParam, ShellContext } from '@dash/domain/api';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { shellQueryOptions } from '@/api/shell';
import { paths } from '@/config/paths';
import { loadBrand } from '@/lib/brand';
import { takePageData } from '@/lib/page-data';
import { queryClient } from '@/lib/query-client';
import { type DrawnAnswers, drawn, type PageCalls, type PageParams } from './drawn-calls/drawn-call';

const SHELL = drawn(API_PATHS.shell, shellQueryOptions(), ShellContext);

/**
 * A page the gateway draws: the API calls its first render shows beside GET shell (which every member
 * page reads, and which some pages' calls depend on), loaded with the page, so that only its own
 * contracts join its start; and the modules its start loads, the calls' module and the route's (source
 * paths, as the build's manifest names them): the gateway links their chunks in the page.
 */
interface DrawnPage {
  readonly calls: () => Promise<PageCalls>;
  readonly modules: readonly string[];
}

const page = (calls: DrawnPage['calls'], ...modules: string[]): DrawnPage => ({ calls, modules });
const noCalls = async (): Promise<PageCalls> => () => [];

const BENEFITS_CALLS = 'src/app/drawn-calls/benefits.ts';
const BENEFITS_MODULE = 'src/features/benefits/route.tsx';
const ACCOUNT_CALLS = 'src/app/drawn-calls/account.ts';
const ACCOUNT_MODULE = 'src/features/account/route.tsx';
const CLAIMS_CALLS = 'src/app/drawn-calls/claims.ts';
const BENEFIT_RESOURCES_CALLS = 'src/app/drawn-calls/benefit-resources.ts';
const FIND_CARE_MODULE = 'src/features/find-care/route.tsx';
/** A page in the account area's layout, whose calls include GET account: with its own modules. */
const accountPage = (calls: () => Promise<PageCalls>, ...modules: string[]) =>
  page(calls, ACCOUNT_CALLS, ACCOUNT_MODULE, ...modules);
/** A benefit resource page: its calls by name in drawn-calls/benefit-resources.ts, and its route's file. */
const benefitResourcePage = (calls: keyof typeof import('./drawn-calls/benefit-resources'), route: string) =>
  page(
    async () => (await import('./drawn-calls/benefit-resources'))[calls],
    BENEFIT_RESOURCES_CALLS,
    `src/features/benefit-resources/routes/${route}.tsx`,
  );
const categoryPage = (category: BenefitCategoryParam) =>
  page(
    async () => (await import('./drawn-calls/benefits')).categoryCalls(category),
    BENEFITS_CALLS,
    BENEFITS_MODULE,
  );

/**
 * The member pages the gateway draws with their data (issue 16, LCP of the signed-in pages). The
 * gateway makes each page's calls in process, as the member, and the page is drawn and hydrated from
 * their answers, so the browser asks for none of them again. A page opened with a query (filters, a
 * chosen member) is drawn as its query asks: each page's calls read it as the page's hooks do. Pages
 * with a value in their address are in DRAWN_PAGE_PATTERNS below.
 */
const DRAWN_MEMBER_PAGES: Readonly<Record<string, DrawnPage>> = {
  [paths.home]: page(
    async () => (await import('./drawn-calls/home')).homeCalls,
    'src/app/drawn-calls/home.ts',
    'src/features/home/route.tsx',
  ),
  ...Object.fromEntries(
    BENEFIT_SUMMARY_CATEGORIES.map((category) => [
      paths.benefitsCategoryOf(category),
      categoryPage(category),
    ]),
  ),
  [paths.benefitsSummary]: page(
    async () => (await import('./drawn-calls/benefits')).summaryCalls,
    BENEFITS_CALLS,
    BENEFITS_MODULE,
  ),
  // Find care's landing sends the member to the brand's first page (a 302 from the gateway); its
  // resources, Find a dentist and the pharmacy page read GET shell alone.
  ...Object.fromEntries(
    [paths.findCare, paths.findCareResources, paths.findADentist, paths.navitus].map((path) => [
      path,
      page(noCalls, FIND_CARE_MODULE),
    ]),
  ),
  [paths.primaryCare]: page(
    async () => (await import('./drawn-calls/primary-care')).primaryCareCalls,
    'src/app/drawn-calls/primary-care.ts',
    FIND_CARE_MODULE,
  ),
  [paths.claims]: page(
    async () => (await import('./drawn-calls/claims')).claimsCalls,
    CLAIMS_CALLS,
    'src/features/claims/route.tsx',
  ),
  [paths.eobs]: page(
    async () => (await import('./drawn-calls/claims')).eobsCalls,
    CLAIMS_CALLS,
    'src/features/claims/eobs-route.tsx',
  ),
  [paths.programs]: page(
    async () => (await import('./drawn-calls/programs')).programsCalls,
    'src/app/drawn-calls/programs.ts',
    'src/features/benefit-resources/routes/programs.tsx',
  ),
  [paths.idCard]: page(
    async () => (await import('./drawn-calls/id-card')).idCardCalls,
    'src/app/drawn-calls/id-card.ts',
    'src/features/id-card/route.tsx',
  ),
  [paths.referrals]: benefitResourcePage('referralsCalls', 'referrals'),
  [paths.priorAuthorization]: benefitResourcePage('priorAuthorizationCalls', 'prior-authorization'),
  [paths.handbooks]: benefitResourcePage('handbooksCalls', 'handbooks'),
  [paths.certificateOfCoverage]: benefitResourcePage('certificateOfCoverageCalls', 'certificate-of-coverage'),
  [paths.medicareMaterials]: benefitResourcePage('medicareMaterialsCalls', 'medicare-materials'),
  [paths.accountSummary]: accountPage(async () => (await import('./drawn-calls/account')).accountCalls),
  [paths.memberInformation]: accountPage(
    async () => (await import('./drawn-calls/account')).memberInformationCalls,
  ),
  [paths.planBenefits]: accountPage(async () => (await import('./drawn-calls/account')).planBenefitsCalls),
  [paths.helpCenter]: accountPage(async () => (await import('./drawn-calls/account')).accountCalls),
  [paths.accountSettings]: accountPage(
    async () => (await import('./drawn-calls/account-settings')).accountSettingsCalls,
    'src/app/drawn-calls/account-settings.ts',
    'src/features/account-settings/route.tsx',
  ),
  // Its times are in the browser's own time zone: drawn only when the browser has named it
  // (renderMemberPage), and hydrated only where it still is (main.tsx).
  [paths.accountAccess]: accountPage(
    async () => (await import('./drawn-calls/account-access')).accountAccessCalls,
    'src/app/drawn-calls/account-access.ts',
    'src/features/account-access/route.tsx',
  ),
  [paths.planManagement]: accountPage(
    async () => (await import('./drawn-calls/account')).planManagementCalls,
    'src/features/id-card/plan-management-route.tsx',
  ),
  [paths.accountEbill]: accountPage(
    async () => (await import('./drawn-calls/ebill')).ebillCalls,
    'src/app/drawn-calls/ebill.ts',
    'src/features/id-card/ebill-route.tsx',
  ),
  // The plan-specific link depends on the account's parent group.
  [paths.passportDental]: page(
    async () => (await import('./drawn-calls/account')).accountCalls,
    ACCOUNT_CALLS,
    'src/features/passport-dental/route.tsx',
  ),
  // The brand's contacts; on /contact-us the holiday calendar is the browser's to ask for and show
  // (holiday-calendar.tsx).
  [paths.customerService]: page(noCalls, ACCOUNT_MODULE),
  [paths.contactUs]: page(noCalls, 'src/features/contact-us/route.tsx'),
};

/**
 * The pages with a value in their address that the gateway draws: a claim, a program, a card as a web
 * page. Their calls are given the address's values as the route's `useParams` reads them; a value that
 * names nothing of the member's makes a call fail, and the page is then the browser's to draw.
 */
const DRAWN_PAGE_PATTERNS: readonly (readonly [pattern: string, drawnPage: DrawnPage])[] = [
  [
    paths.benefitsServiceDetail,
    page(
      async () => (await import('./drawn-calls/benefits')).serviceDetailCalls,
      BENEFITS_CALLS,
      BENEFITS_MODULE,
    ),
  ],
  [
    paths.benefitsDentalDetail,
    page(
      async () => (await import('./drawn-calls/benefits')).dentalDetailCalls,
      BENEFITS_CALLS,
      BENEFITS_MODULE,
    ),
  ],
  [
    paths.primaryCareMember,
    page(
      async () => (await import('./drawn-calls/primary-care')).memberPrimaryCareCalls,
      'src/app/drawn-calls/primary-care.ts',
      FIND_CARE_MODULE,
    ),
  ],
  // The provider search opens on its form; a search the address holds is the browser's to send.
  [
    paths.primaryCareSearch,
    page(
      async () => (await import('./drawn-calls/primary-care')).primaryCareCalls,
      'src/app/drawn-calls/primary-care.ts',
      FIND_CARE_MODULE,
    ),
  ],
  [
    paths.benefitsHistory,
    page(async () => (await import('./drawn-calls/benefits')).historyCalls, BENEFITS_CALLS, BENEFITS_MODULE),
  ],
  [
    paths.claimDetail,
    page(
      async () => (await import('./drawn-calls/claims')).claimCalls,
      CLAIMS_CALLS,
      'src/features/claims/detail-route.tsx',
    ),
  ],
  [
    paths.programDetail,
    page(
      async () => (await import('./drawn-calls/programs')).programDetailCalls,
      'src/app/drawn-calls/programs.ts',
      'src/features/benefit-resources/routes/program-detail.tsx',
    ),
  ],
  [
    paths.idCardView,
    page(
      async () => (await import('./drawn-calls/id-card-view')).idCardViewCalls,
      'src/app/drawn-calls/id-card-view.ts',
      'src/features/id-card-view/route.tsx',
    ),
  ],
];

/** An address's segments decoded as the router decodes them before it matches (a `/` kept encoded). */
function decodedPath(pathname: string): string | null {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return null;
  }
}

/** The drawn page at `pathname` and the values of its address, or null when the page is not drawn. */
function findDrawnPage(pathname: string): { drawnPage: DrawnPage; params: PageParams } | null {
  const exact = Object.hasOwn(DRAWN_MEMBER_PAGES, pathname) ? DRAWN_MEMBER_PAGES[pathname] : undefined;
  if (exact) return { drawnPage: exact, params: {} };
  const decoded = decodedPath(pathname);
  if (decoded === null) return null;
  for (const [pattern, drawnPage] of DRAWN_PAGE_PATTERNS) {
    const match = matchPath({ path: pattern, caseSensitive: true, end: true }, decoded);
    if (match) return { drawnPage, params: match.params };
  }
  return null;
}

/** What every drawn page's start imports: this table (main.tsx), the member area's frame and its menus. */
const START_MODULES = [
  'src/app/drawn-member-pages.ts',
  'src/app/member-area.tsx',
  'src/features/shell/components/member-navigation.tsx',
] as const;

/** Whether the server draws the member page at `pathname`: it asks GET shell first, then `getDrawnPageCalls`. */
export function isDrawnMemberPage(pathname: string): boolean {
  return findDrawnPage(pathname) !== null;
}

/**
 * The API addresses a drawn member page reads beside GET shell, from the shell's answer, on the brand
 * it is drawn for, with the address's query (`search`, without its `?`) and the answers had so far
 * (a call that needs another's answer is named once it is in: the gateway asks until no call is new);
 * null: not drawn.
 */
export async function getDrawnPageCalls(
  pathname: string,
  shellAnswer: unknown,
  domainId: DomainId,
  search = '',
  answers: DrawnAnswers = {},
): Promise<readonly string[] | null> {
  const found = findDrawnPage(pathname);
  if (!found) return null;
  const calls = await found.drawnPage.calls();
  const shell = ShellContext.parse(shellAnswer);
  return calls(shell, domainId, found.params, new URLSearchParams(search), answers).map((call) => call.path);
}

/**
 * The web build's modules a drawn member page's start loads (source paths, as the build's manifest
 * names them), for the gateway to link their chunks in the page (issue 16, TBT: the router's preload
 * helper would otherwise add some forty links in one task); empty when the page is not drawn.
 */
export function getDrawnPageModules(pathname: string): readonly string[] {
  const found = findDrawnPage(pathname);
  return found ? [...START_MODULES, ...found.drawnPage.modules] : [];
}

/** Where a page is: a URL and `window.location` are one. */
interface PageAddress {
  readonly pathname: string;
  readonly search: string;
}

/**
 * Puts a drawn page's answers (by API address, GET shell's among them) in the query cache, parsed by
 * their contracts as the API client parses them, so the server's render and the browser's hydration
 * draw from the same data. An answer the page does not read is ignored; one that does not parse throws.
 */
export async function seedDrawnQueries(
  client: QueryClient,
  { pathname, search }: PageAddress,
  answers: Readonly<Record<string, unknown>>,
  domainId: DomainId,
): Promise<void> {
  const found = findDrawnPage(pathname);
  if (!found) return;
  const calls = await found.drawnPage.calls();
  const shell = ShellContext.parse(answers[SHELL.path]);
  client.setQueryData(SHELL.queryKey, shell);
  for (const call of calls(shell, domainId, found.params, new URLSearchParams(search), answers)) {
    if (call.path in answers) client.setQueryData(call.queryKey, call.schema.parse(answers[call.path]));
  }
}

/**
 * The query cache seeded with the answers the page was drawn from, when main.tsx kept them for this
 * session. Answers that do not parse are dropped whole; the page's queries then ask the API.
 */
export async function seedFromPageData(client: QueryClient): Promise<void> {
  const text = takePageData();
  if (text === null) return;
  try {
    const { domainId } = await loadBrand();
    await seedDrawnQueries(client, window.location, JSON.parse(text) as Record<string, unknown>, domainId);
  } catch {
    client.clear();
  }
}

/**
 * The app's start on a drawn member page, each step a task of its own (main.tsx; issue 16, TBT): the
 * answers checked against their contracts into the query cache, then the plan's calendar, which the
 * page's first render reads (its formatter loads its time zone the first time, some 10 ms on a phone).
 */
export const START_STEPS: readonly (() => unknown)[] = [
  () => seedFromPageData(queryClient),
  () => getPlanIsoDate(new Date()),
];
