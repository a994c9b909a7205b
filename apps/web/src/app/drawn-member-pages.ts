import { BENEFIT_SUMMARY_CATEGORIES, getPlanIsoDate } from '@dash/domain';
import {
  AccountDetails,
  API_PATHS,
  type BenefitCategoryParam,
  BenefitSummary,
  ClaimPage,
  EobPage,
  HomeData,
  IdCardMembers,
  LimitList,
  PcpEligibility,
  PcpMemberList,
  ProgramList,
  ShellContext,
} from '@dash/domain/api';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { accountQueryOptions } from '@/api/account';
import { shellQueryOptions } from '@/api/shell';
import { paths } from '@/config/paths';
import { programsQueryOptions } from '@/features/benefit-resources/api/get-programs';
import { benefitSummaryPath, benefitSummaryQueryOptions } from '@/features/benefits/api/get-benefit-summary';
import { limitsPath, limitsQueryOptions } from '@/features/benefits/api/get-limits';
import { claimsPath, claimsQueryOptions } from '@/features/claims/api/get-claims';
import { eobsPath, eobsQueryOptions } from '@/features/claims/api/get-eobs';
import { pcpEligibilityQueryOptions } from '@/features/find-care/api/get-pcp-eligibility';
import { pcpMembersQueryOptions } from '@/features/find-care/api/get-pcp-members';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { idCardMembersQueryOptions } from '@/features/id-card/api/get-id-card-members';
import { takePageData } from '@/lib/page-data';
import { queryClient } from '@/lib/query-client';

/** An API call a drawn page's first render reads, and the query that holds its answer. */
interface DrawnCall {
  readonly path: string;
  readonly queryKey: QueryKey;
  /** The contract the API client parses the answer with. */
  readonly schema: { parse(value: unknown): unknown };
}

/** A call as the table names it: its address, the query options that hold its answer, its contract. */
const drawn = (path: string, { queryKey }: { readonly queryKey: QueryKey }, schema: DrawnCall['schema']) => ({
  path,
  queryKey,
  schema,
});

const SHELL: DrawnCall = drawn(API_PATHS.shell, shellQueryOptions(), ShellContext);
const ACCOUNT: DrawnCall = drawn(API_PATHS.account, accountQueryOptions(), AccountDetails);

/** A benefit's summary for the signed-in member on the plan's today, as its pages open with no choice made. */
function summaryCall(category: BenefitCategoryParam, shell: ShellContext): DrawnCall {
  const args = { category, suffix: shell.memberSuffix, asOfDate: null } as const;
  return drawn(benefitSummaryPath(args), benefitSummaryQueryOptions(args), BenefitSummary);
}

/** A benefit category's page (medical, dental, vision, pharmacy): its summary and the member's limits. */
const categoryCalls =
  (category: BenefitCategoryParam) =>
  (shell: ShellContext): readonly DrawnCall[] => [
    ACCOUNT,
    summaryCall(category, shell),
    drawn(limitsPath(shell.memberSuffix, null), limitsQueryOptions(shell.memberSuffix, null), LimitList),
  ];

/**
 * A page the gateway draws: the API calls its first render shows beside GET shell (which every member
 * page reads, and which some pages' calls depend on), and its route's module, as the router imports it
 * (a source path, as the build's manifest names it): the gateway links that module's chunks in the page.
 */
interface DrawnPage {
  readonly calls: (shell: ShellContext) => readonly DrawnCall[];
  readonly module: string;
}

const BENEFITS_MODULE = 'src/features/benefits/route.tsx';
const ACCOUNT_MODULE = 'src/features/account/route.tsx';

/**
 * The member pages the gateway draws with their data (issue 16, LCP of the signed-in pages). The
 * gateway makes each page's calls in process, as the member, and the page is drawn and hydrated from
 * their answers, so the browser asks for none of them again. Only an address with no query is drawn:
 * a page opened with filters or a chosen member is drawn by the browser.
 */
const DRAWN_MEMBER_PAGES: Readonly<Record<string, DrawnPage>> = {
  [paths.home]: {
    calls: () => [drawn(API_PATHS.home, homeQueryOptions(), HomeData)],
    module: 'src/features/home/route.tsx',
  },
  ...Object.fromEntries(
    BENEFIT_SUMMARY_CATEGORIES.map((category) => [
      paths.benefitsCategoryOf(category),
      { calls: categoryCalls(category), module: BENEFITS_MODULE },
    ]),
  ),
  [paths.benefitsSummary]: {
    calls: (shell) => [
      ACCOUNT,
      ...BENEFIT_SUMMARY_CATEGORIES.map((category) => summaryCall(category, shell)),
    ],
    module: BENEFITS_MODULE,
  },
  [paths.primaryCare]: {
    calls: () => [
      ACCOUNT,
      drawn(API_PATHS.pcpMembers, pcpMembersQueryOptions(), PcpMemberList),
      drawn(API_PATHS.pcpEligibility, pcpEligibilityQueryOptions(), PcpEligibility),
    ],
    module: 'src/features/find-care/route.tsx',
  },
  [paths.claims]: {
    calls: () => [drawn(claimsPath({}), claimsQueryOptions({}), ClaimPage)],
    module: 'src/features/claims/route.tsx',
  },
  [paths.eobs]: {
    calls: () => [drawn(eobsPath({}), eobsQueryOptions({}), EobPage)],
    module: 'src/features/claims/eobs-route.tsx',
  },
  [paths.programs]: {
    calls: () => [drawn(API_PATHS.programs, programsQueryOptions(), ProgramList)],
    module: 'src/features/benefit-resources/routes/programs.tsx',
  },
  [paths.idCard]: {
    calls: () => [drawn(API_PATHS.idCardMembers, idCardMembersQueryOptions(), IdCardMembers)],
    module: 'src/features/id-card/route.tsx',
  },
  // The account area's pages whose calls are GET account alone (its layout waits for it). Member
  // information and plan benefits are not drawn: their contracts would join every drawn page's start
  // (nine more chunks, 4 KB; docs/performance.md, eighth pass).
  [paths.accountSummary]: { calls: () => [ACCOUNT], module: ACCOUNT_MODULE },
  [paths.helpCenter]: { calls: () => [ACCOUNT], module: ACCOUNT_MODULE },
  [paths.customerService]: { calls: () => [], module: ACCOUNT_MODULE },
  // The contacts alone: the holiday calendar is the browser's to ask for and show (holiday-calendar.tsx).
  [paths.contactUs]: { calls: () => [], module: 'src/features/contact-us/route.tsx' },
};

/** What every drawn page's start imports: this table (main.tsx), the member area's frame and its menus. */
const START_MODULES = [
  'src/app/drawn-member-pages.ts',
  'src/app/member-area.tsx',
  'src/features/shell/components/member-navigation.tsx',
] as const;

/** Whether the server draws the member page at `pathname`: it asks GET shell first, then `getDrawnPageCalls`. */
export function isDrawnMemberPage(pathname: string): boolean {
  return Object.hasOwn(DRAWN_MEMBER_PAGES, pathname);
}

/** The API addresses a drawn member page reads beside GET shell, from the shell's answer; null: not drawn. */
export function getDrawnPageCalls(pathname: string, shellAnswer: unknown): readonly string[] | null {
  const page = DRAWN_MEMBER_PAGES[pathname];
  return page ? page.calls(ShellContext.parse(shellAnswer)).map((call) => call.path) : null;
}

/**
 * The web build's modules a drawn member page's start loads (source paths, as the build's manifest
 * names them), for the gateway to link their chunks in the page (issue 16, TBT: the router's preload
 * helper would otherwise add some forty links in one task); empty when the page is not drawn.
 */
export function getDrawnPageModules(pathname: string): readonly string[] {
  const page = DRAWN_MEMBER_PAGES[pathname];
  return page ? [...START_MODULES, page.module] : [];
}

/**
 * Puts a drawn page's answers (by API address, GET shell's among them) in the query cache, parsed by
 * their contracts as the API client parses them, so the server's render and the browser's hydration
 * draw from the same data. An answer the page does not read is ignored; one that does not parse throws.
 */
export function seedDrawnQueries(
  client: QueryClient,
  pathname: string,
  answers: Readonly<Record<string, unknown>>,
): void {
  const page = DRAWN_MEMBER_PAGES[pathname];
  if (!page) return;
  const shell = ShellContext.parse(answers[SHELL.path]);
  client.setQueryData(SHELL.queryKey, shell);
  for (const call of page.calls(shell)) {
    if (call.path in answers) client.setQueryData(call.queryKey, call.schema.parse(answers[call.path]));
  }
}

/**
 * The query cache seeded with the answers the page was drawn from, when main.tsx kept them for this
 * session. Answers that do not parse are dropped whole; the page's queries then ask the API.
 */
export function seedFromPageData(client: QueryClient): void {
  const text = takePageData();
  if (text === null) return;
  try {
    seedDrawnQueries(client, window.location.pathname, JSON.parse(text) as Record<string, unknown>);
  } catch {
    client.clear();
  }
}

/**
 * The app's start on a drawn member page, each step a task of its own (main.tsx; issue 16, TBT): the
 * answers checked against their contracts into the query cache, then the plan's calendar, which the
 * page's first render reads (its formatter loads its time zone the first time, some 10 ms on a phone).
 */
export const START_STEPS: readonly (() => void)[] = [
  () => seedFromPageData(queryClient),
  () => getPlanIsoDate(new Date()),
];
