import { BENEFIT_SUMMARY_CATEGORIES, getPlanIsoDate } from '@dash/domain';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { takePageData } from '@/lib/page-data';
import { queryClient } from '@/lib/query-client';

/** The values of a rendered page's address (`/claims/:claimNumber`), as the route's `useParams` reads them. */
type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * A member page the gateway renders with its data: the modules its start loads (source paths, as the
 * build's manifest names them), which the gateway links in the page. Its data is its routes' loaders'
 * (lib/render-loader.ts), fetched by the server render and sent in the page.
 */
interface ServerRenderedPage {
  readonly modules: readonly string[];
}

const page = (...modules: string[]): ServerRenderedPage => ({ modules });

const BENEFITS_MODULE = 'src/features/benefits/route.tsx';
const ACCOUNT_MODULE = 'src/features/account/route.tsx';
const FIND_CARE_MODULE = 'src/features/find-care/route.tsx';
/** A page in the account area's layout: with the layout's module. */
const accountPage = (...modules: string[]) => page(ACCOUNT_MODULE, ...modules);
/** A benefit resource page: its route's file. */
const benefitResourcePage = (route: string) => page(`src/features/benefit-resources/routes/${route}.tsx`);

/**
 * The member pages the gateway renders with their data (issue 16, LCP of the signed-in pages). Each
 * page's loaders fetch its queries through the gateway's routes, as the member, and the page is
 * rendered and hydrated from them, so the browser asks for none of them again. A page opened with a
 * query (filters, a chosen member) is rendered as its query asks: its loaders read it as its hooks do.
 * Pages with a value in their address are in SERVER_RENDERED_PAGE_PATTERNS below.
 */
const SERVER_RENDERED_MEMBER_PAGES: Readonly<Record<string, ServerRenderedPage>> = {
  [paths.home]: page('src/features/home/route.tsx'),
  ...Object.fromEntries(
    BENEFIT_SUMMARY_CATEGORIES.map((category) => [paths.benefitsCategoryOf(category), page(BENEFITS_MODULE)]),
  ),
  [paths.benefitsSummary]: page(BENEFITS_MODULE),
  // Find care's landing sends the member to the brand's first page (a 302 from the gateway); its
  // resources, Find a dentist and the pharmacy page read GET shell alone.
  ...Object.fromEntries(
    [paths.findCare, paths.findCareResources, paths.findADentist, paths.navitus].map((path) => [
      path,
      page(FIND_CARE_MODULE),
    ]),
  ),
  [paths.primaryCare]: page(FIND_CARE_MODULE),
  [paths.claims]: page('src/features/claims/route.tsx'),
  [paths.eobs]: page('src/features/claims/eobs-route.tsx'),
  [paths.programs]: benefitResourcePage('programs'),
  [paths.idCard]: page('src/features/id-card/route.tsx'),
  [paths.referrals]: benefitResourcePage('referrals'),
  [paths.priorAuthorization]: benefitResourcePage('prior-authorization'),
  [paths.handbooks]: benefitResourcePage('handbooks'),
  [paths.certificateOfCoverage]: benefitResourcePage('certificate-of-coverage'),
  [paths.medicareMaterials]: benefitResourcePage('medicare-materials'),
  [paths.accountSummary]: accountPage(),
  [paths.memberInformation]: accountPage(),
  [paths.planBenefits]: accountPage(),
  [paths.helpCenter]: accountPage(),
  [paths.accountSettings]: accountPage('src/features/account-settings/route.tsx'),
  // Its times are in the browser's own time zone: rendered only when the browser has named it
  // (renderMemberPage), and hydrated only where it still is (main.tsx).
  [paths.accountAccess]: accountPage('src/features/account-access/route.tsx'),
  [paths.planManagement]: accountPage('src/features/id-card/plan-management-route.tsx'),
  [paths.accountEbill]: accountPage('src/features/id-card/ebill-route.tsx'),
  [paths.passportDental]: page('src/features/passport-dental/route.tsx'),
  // The brand's contacts; on /contact-us the holiday calendar is the browser's to ask for and show
  // (holiday-calendar.tsx).
  [paths.customerService]: page(ACCOUNT_MODULE),
  [paths.contactUs]: page('src/features/contact-us/route.tsx'),
};

/**
 * The pages with a value in their address that the gateway renders: a claim, a program, a card as a
 * web page. Their loaders are given the address's values as the route's `useParams` reads them; a
 * value that names nothing of the member's makes a call fail, and the page is then the browser's.
 */
const SERVER_RENDERED_PAGE_PATTERNS: readonly (readonly [
  pattern: string,
  renderedPage: ServerRenderedPage,
])[] = [
  [paths.benefitsServiceDetail, page(BENEFITS_MODULE)],
  [paths.benefitsDentalDetail, page(BENEFITS_MODULE)],
  [paths.primaryCareMember, page(FIND_CARE_MODULE)],
  // The provider search opens on its form; a search the address holds is the browser's to send.
  [paths.primaryCareSearch, page(FIND_CARE_MODULE)],
  [paths.benefitsHistory, page(BENEFITS_MODULE)],
  [paths.claimDetail, page('src/features/claims/detail-route.tsx')],
  [paths.programDetail, benefitResourcePage('program-detail')],
  [paths.idCardView, page('src/features/id-card-view/route.tsx')],
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

/** The server-rendered page at `pathname` and its address's values; null when the server renders none. */
function findServerRenderedPage(
  pathname: string,
): { renderedPage: ServerRenderedPage; params: PageParams } | null {
  const exact = Object.hasOwn(SERVER_RENDERED_MEMBER_PAGES, pathname)
    ? SERVER_RENDERED_MEMBER_PAGES[pathname]
    : undefined;
  if (exact) return { renderedPage: exact, params: {} };
  const decoded = decodedPath(pathname);
  if (decoded === null) return null;
  for (const [pattern, renderedPage] of SERVER_RENDERED_PAGE_PATTERNS) {
    const match = matchPath({ path: pattern, caseSensitive: true, end: true }, decoded);
    if (match) return { renderedPage, params: match.params };
  }
  return null;
}

/** What every server-rendered page's start imports: this table (main.tsx), the member area's frame and its menus. */
const START_MODULES = [
  'src/app/drawn-member-pages.ts',
  'src/app/member-area.tsx',
  'src/features/shell/components/member-navigation.tsx',
] as const;

/** Whether the server renders the member page at `pathname`, its data fetched by its routes' loaders. */
export function isDrawnMemberPage(pathname: string): boolean {
  return findServerRenderedPage(pathname) !== null;
}

/**
 * The web build's modules a server-rendered member page's start loads (source paths, as the build's manifest
 * names them), for the gateway to link their chunks in the page (issue 16, TBT: the router's preload
 * helper would otherwise add some forty links in one task); empty when the page is not server-rendered.
 */
export function getDrawnPageModules(pathname: string): readonly string[] {
  const found = findServerRenderedPage(pathname);
  return found ? [...START_MODULES, ...found.renderedPage.modules] : [];
}

/**
 * The query cache filled with the queries the page was rendered from (TanStack Query's dehydrated
 * state), when main.tsx held them for this session. State that does not read is dropped whole; the
 * page's queries then ask the API.
 */
export function hydrateFromPageData(client: QueryClient): void {
  const text = takePageData();
  if (text === null) return;
  try {
    hydrate(client, JSON.parse(text));
  } catch {
    client.clear();
  }
}

/**
 * The app's start on a rendered member page, each step a task of its own (main.tsx; issue 16, TBT):
 * the page's queries into the query cache, then the plan's calendar, which the page's first render
 * reads (its formatter loads its time zone the first time, some 10 ms on a phone).
 */
export const START_STEPS: readonly (() => unknown)[] = [
  () => hydrateFromPageData(queryClient),
  () => getPlanIsoDate(new Date()),
];
