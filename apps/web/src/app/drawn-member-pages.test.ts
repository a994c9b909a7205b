import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DomainId } from '@dash/domain';
import { PAGE_DATA_ID } from '@dash/domain';
import { API_PATHS, HomeData } from '@dash/domain/api';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createStaticHandler } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { eobsQueryOptions } from '@/features/claims/api/get-eobs';
import { keepPageData, takePageData } from '@/lib/page-data';
import { createQueryClient, hashQueryKey } from '@/lib/query-client';
import type { RenderLoaderContext } from '@/lib/session';
import { alexAccount } from '../../test/account-fixtures';
import { brandConfig } from '../../test/fixtures';
import { alexHome, homeHandlers } from '../../test/home-fixtures';
import { renderFetch } from '../../test/render-fetch';
import { getDrawnPageModules, hydrateFromPageData, isDrawnMemberPage } from './drawn-member-pages';
import { getRoutes } from './router';

function putPageData(text: string) {
  const element = document.createElement('script');
  element.id = PAGE_DATA_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
}

/**
 * The calls a member page's loaders make in a server render at `address` (decision 053), GET shell
 * left out, sorted: every page's loaders are run as the render runs them, with `handlers` responding
 * (a call no handler responds to is refused, which still records it).
 */
async function loaderCalls(
  address: string,
  { domainId = 1 as DomainId, handlers = homeHandlers(alexHome) } = {},
): Promise<string[]> {
  const { fetch, urls } = renderFetch(handlers);
  const requestContext: RenderLoaderContext = {
    tokens: { session: true, temporary: false },
    queryClient: createQueryClient(fetch),
    brand: brandConfig(domainId),
  };
  const handler = createStaticHandler(getRoutes());
  await handler.query(new Request(`https://localhost${address}`), { requestContext });
  return urls.filter((url) => url !== API_PATHS.shell).sort();
}

/** The member shell's handlers with GET shell's `memberSuffix` and other facts set. */
const shellWith = (shell: Parameters<typeof homeHandlers>[1]) => homeHandlers(alexHome, shell);

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  takePageData();
});

/** Issue 16, decision 053: a member page's loaders, run by its server render, and the queries they fill. */
describe('a rendered member page’s data', () => {
  it.each([
    ['/home', 0, [API_PATHS.home]],
    ['/claims', 0, [API_PATHS.account, API_PATHS.claims]],
    // The dental page opens on the signed-in member: what it asks for follows GET shell's suffix.
    [
      '/benefits/dental',
      0,
      [API_PATHS.account, '/api/benefits/dental?suffix=0', '/api/benefits/limits?suffix=0'],
    ],
    [
      '/benefits/dental',
      1,
      [API_PATHS.account, '/api/benefits/dental?suffix=1', '/api/benefits/limits?suffix=1'],
    ],
    [
      '/benefits/medical',
      0,
      [API_PATHS.account, '/api/benefits/medical?suffix=0', '/api/benefits/limits?suffix=0'],
    ],
    [
      '/benefits/pharmacy',
      2,
      [API_PATHS.account, '/api/benefits/pharmacy?suffix=2', '/api/benefits/limits?suffix=2'],
    ],
    // Every category's summary, for the member the page opens on.
    [
      '/benefits/summary',
      1,
      [
        API_PATHS.account,
        '/api/benefits/medical?suffix=1',
        '/api/benefits/dental?suffix=1',
        '/api/benefits/vision?suffix=1',
        '/api/benefits/pharmacy?suffix=1',
      ],
    ],
    ['/find-care/primary-care', 0, [API_PATHS.account, API_PATHS.pcpMembers, API_PATHS.pcpEligibility]],
    ['/find-care', 0, []],
    ['/find-care/resources', 0, []],
    ['/find-care/find-a-dentist', 0, []],
    ['/navitus', 0, []],
    ['/eobs', 0, [API_PATHS.account, API_PATHS.eobs]],
    ['/benefits/programs', 0, [API_PATHS.programs]],
    // The first page of ten with no filter, as the page asks for it at an address with no query.
    ['/benefits/referrals', 0, [API_PATHS.referralMetadata, '/api/referrals?page=0&size=10']],
    ['/benefits/prior-authorization', 0, [API_PATHS.priorAuthorizations]],
    ['/benefits/member-handbooks', 0, [API_PATHS.handbooks, API_PATHS.outlineOfCoverage]],
    ['/benefits/certificate-of-coverage', 0, [API_PATHS.handbooks]],
    ['/benefits/medicare-materials', 0, [API_PATHS.medicareMaterials]],
    ['/id-card', 0, [API_PATHS.account, API_PATHS.idCardMembers]],
    ['/account/summary', 0, [API_PATHS.account]],
    ['/account/member-information', 0, [API_PATHS.account, API_PATHS.accountAddress]],
    ['/account/plan-benefits', 0, [API_PATHS.account, API_PATHS.groupDetail]],
    ['/account/support', 0, [API_PATHS.account]],
    ['/account/plan-management', 0, [API_PATHS.account, API_PATHS.planManagement]],
    ['/passport-dental', 0, [API_PATHS.account]],
    // Its contacts are the brand's.
    ['/support/customer-service', 0, []],
    [
      '/account/settings',
      0,
      [
        API_PATHS.account,
        API_PATHS.mfaStatus,
        API_PATHS.securityQuestions,
        API_PATHS.settingsPreferences,
        API_PATHS.connectedApps,
      ],
    ],
    // Its times are rendered in the time zone the browser named (render-member-page.test.tsx).
    ['/account/settings/access', 0, [API_PATHS.account, API_PATHS.accountAccess]],
    // Its holiday calendar is the browser's own call, after React owns the page.
    ['/contact-us', 0, []],
    // A page with a value in its address: its calls name it.
    ['/claims/C-1001', 0, [API_PATHS.account, '/api/claims/C-1001']],
    ['/claims/C%201001', 0, [API_PATHS.account, '/api/claims/C%201001']],
    ['/claims/C-1001/more', 0, null],
    ['/claims/%E0%A4%A', 0, null],
    ['/benefits/programs/3', 0, [API_PATHS.programDetails]],
    ['/id-card/1', 0, ['/api/idCard/content?suffix=1']],
    // Not a member's suffix: the page sends the member to 404, which the gateway responds to with a 302.
    ['/id-card/x', 0, []],
    // A service's detail and a dental service's: for the member the page opens on or its query names.
    ['/benefits/services/dental/D0120', 0, ['/api/benefits/services/dental/D0120?suffix=0']],
    ['/benefits/services/medical/M%2001?suffix=2', 0, ['/api/benefits/services/medical/M%2001?suffix=2']],
    ['/benefits/services/other/D0120', 0, []],
    [
      '/benefits/details/T1/dental/D0120?suffix=1',
      0,
      ['/api/benefits/dental?suffix=1', '/api/benefits/services/dental/D0120?suffix=1'],
    ],
    // A history from its day to the plan year's end, or the range its query names.
    [
      '/benefits/history/2026-01-01/benefits/vision',
      1,
      [
        API_PATHS.account,
        '/api/benefits/history?suffix=1&category=vision&startDate=2026-01-01&endDate=2026-12-31',
      ],
    ],
    [
      '/benefits/history/2025-01-01/benefits/dental?suffix=2&startDate=2025-03-01&endDate=2025-06-30',
      0,
      [
        API_PATHS.account,
        '/api/benefits/history?suffix=2&category=dental&startDate=2025-03-01&endDate=2025-06-30',
      ],
    ],
    ['/benefits/history/2026-13-01/benefits/dental', 0, []],
    // A page opened with a query is rendered as the query asks: a chosen member and day, filters, a page.
    [
      '/benefits/dental?suffix=1&asOfDate=2026-03-01',
      0,
      [
        API_PATHS.account,
        '/api/benefits/dental?suffix=1&asOfDate=2026-03-01',
        '/api/benefits/limits?suffix=1&asOfDate=2026-03-01',
      ],
    ],
    // What the page ignores, its calls ignore too.
    [
      '/benefits/medical?suffix=abc&asOfDate=soon',
      2,
      [API_PATHS.account, '/api/benefits/medical?suffix=2', '/api/benefits/limits?suffix=2'],
    ],
    [
      '/benefits/summary?suffix=3',
      0,
      [
        API_PATHS.account,
        '/api/benefits/medical?suffix=3',
        '/api/benefits/dental?suffix=3',
        '/api/benefits/vision?suffix=3',
        '/api/benefits/pharmacy?suffix=3',
      ],
    ],
    ['/claims?status=Paid&page=1&other=x', 0, [API_PATHS.account, '/api/claims?status=Paid&page=1']],
    ['/eobs?suffix=1&category=dental', 0, [API_PATHS.account, '/api/eobs?suffix=1']],
    [
      '/benefits/referrals?page=2&statusCode=A&excludeExpired=true',
      0,
      [API_PATHS.referralMetadata, '/api/referrals?page=2&size=10&statusCode=A&excludeExpired=true'],
    ],
    // The provider search: its form, with or without a search in its address (the browser sends that).
    [
      '/find-care/primary-care/0/search',
      0,
      [API_PATHS.account, API_PATHS.pcpMembers, API_PATHS.pcpEligibility],
    ],
    [
      '/find-care/primary-care/1/search?zip=97204&radius=10',
      0,
      [API_PATHS.account, API_PATHS.pcpMembers, API_PATHS.pcpEligibility],
    ],
    ['/home/', 0, null],
    ['/toString', 0, null],
  ])('%s (member suffix %s) is rendered from GET shell and %j', async (address, memberSuffix, calls) => {
    const [pathname = ''] = address.split('?');
    expect(isDrawnMemberPage(pathname)).toBe(calls !== null);
    if (calls === null) return;
    expect(await loaderCalls(address, { handlers: shellWith({ memberSuffix }) })).toEqual([...calls].sort());
  });

  // Primary care for one member: its current provider once the account and the histories are in.
  const history = (providerId: string, endDate: string | null, pcpSelected: boolean) => ({
    providerId,
    providerName: 'Dana Whitaker',
    providerTitle: 'MD',
    beginDate: '2025-01-01',
    endDate,
    pcpSelected,
    pcpTerminationReason: null,
    locations: [],
  });
  const PCP_MEMBERS = [
    {
      memberKey: 'm-alex',
      eligibleDates: [],
      pcp360History: [history('PRV-OLD', '2025-06-30', false), history('PRV 1&2', null, true)],
    },
    { memberKey: 'm-jordan', eligibleDates: [], pcp360History: [history('PRV-ENDED', '2020-01-31', true)] },
  ];
  const PRIMARY_CARE = [API_PATHS.account, API_PATHS.pcpEligibility, API_PATHS.pcpMembers];
  const responding = (account: unknown, members: unknown) => ({
    ...homeHandlers(alexHome),
    [`GET ${API_PATHS.account}`]: () => Response.json(account),
    [`GET ${API_PATHS.pcpMembers}`]: () => Response.json(members),
    [`GET ${API_PATHS.pcpEligibility}`]: () => Response.json({ eligible: true, members: [] }),
  });
  it.each([
    ['0', responding(alexAccount, PCP_MEMBERS), [...PRIMARY_CARE, '/api/pcp/provider?providerId=PRV+1%262']],
    // Jordan's only provider ended: none is current, so none is asked for.
    ['1', responding(alexAccount, PCP_MEMBERS), PRIMARY_CARE],
    // A suffix of no one in the family (the page sends the member to 404), or responses that do not parse.
    ['7', responding(alexAccount, PCP_MEMBERS), PRIMARY_CARE],
    ['0', responding(alexAccount, [{ memberKey: 1 }]), PRIMARY_CARE],
  ])(
    '/find-care/primary-care/%s asks for its current provider once the responses are in',
    async (suffix, handlers, calls) => {
      expect(await loaderCalls(`/find-care/primary-care/${suffix}`, { handlers })).toEqual([...calls].sort());
    },
  );

  const EBILL = [API_PATHS.ebillRegistered, API_PATHS.showEbillAlert, API_PATHS.ebillLink];
  // eBill's calls by the gateway's rule (isEbillMenuShown): none on the partner brand (document 2 §1).
  it.each([
    [1, true, false, EBILL],
    [2, true, false, EBILL],
    [5, true, false, []],
    [1, false, false, []],
    [1, true, true, []],
  ] as const)(
    '/account/ebill on brand %i (eBill %s, termed %s) is rendered from the account and %j',
    async (domainId, hasEbill, termed, ebill) => {
      expect(
        await loaderCalls('/account/ebill', { domainId, handlers: shellWith({ hasEbill, termed }) }),
      ).toEqual([API_PATHS.account, ...ebill].sort());
    },
  );

  // Every rendered page: the modules its start loads, its route's among them.
  it.each([
    ['/home', true],
    ['/benefits/dental', true],
    ['/benefits/summary', true],
    ['/benefits/services/dental/D0120', true],
    ['/benefits/details/T1/dental/D0120', true],
    ['/benefits/history/2026-01-01/benefits/dental', true],
    ['/find-care/primary-care', true],
    ['/find-care/primary-care/0', true],
    ['/find-care/primary-care/0/search', true],
    ['/claims', true],
    ['/eobs', true],
    ['/benefits/programs', true],
    ['/benefits/referrals', true],
    ['/benefits/prior-authorization', true],
    ['/benefits/member-handbooks', true],
    ['/benefits/certificate-of-coverage', true],
    ['/benefits/medicare-materials', true],
    ['/id-card', true],
    ['/account/summary', true],
    ['/account/member-information', true],
    ['/account/plan-benefits', true],
    ['/account/support', true],
    ['/account/plan-management', true],
    ['/account/settings', true],
    ['/account/settings/access', true],
    ['/passport-dental', true],
    ['/account/ebill', true],
    ['/support/customer-service', false],
    ['/find-care/resources', false],
    ['/navitus', false],
    ['/contact-us', false],
  ])(
    '%s names the modules its start loads, each a file of the app, for the gateway to link (loader calls: %s)',
    async (pathname, makesCalls) => {
      const modules = getDrawnPageModules(pathname);
      expect(modules).toContain('src/app/member-area.tsx');
      expect((await loaderCalls(pathname)).length > 0).toBe(makesCalls);
      for (const module of modules)
        expect(existsSync(path.resolve(import.meta.dirname, '../..', module))).toBe(true);
    },
  );

  it('names no module for a page it does not server-render', () => {
    expect(getDrawnPageModules('/select-group')).toEqual([]);
  });

  it('are the queries the server render filled, hydrated into the browser’s cache as they were', async () => {
    const rendered = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashQueryKey } } });
    const home = HomeData.parse(alexHome);
    rendered.setQueryData(['home'], home);
    const eobs = {
      content: [],
      page: {
        first: false,
        last: true,
        empty: true,
        number: 2,
        numberOfElements: 0,
        size: 10,
        totalElements: 20,
        totalPages: 2,
      },
      members: [],
      earliestDate: '2024-11-27',
    };
    rendered.setQueryData(eobsQueryOptions({ suffix: '1', page: '2' }).queryKey, eobs);
    putPageData(JSON.stringify(dehydrate(rendered)));
    keepPageData(true);
    const client = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashQueryKey } } });
    hydrateFromPageData(client);
    expect(client.getQueryData(['home'])).toEqual(home);
    // The key useEobs builds from the address (features/claims/api/get-eobs.ts).
    expect(client.getQueryData(eobsQueryOptions({ suffix: '1', page: '2' }).queryKey)).toEqual(eobs);
  });

  it.each([
    [true, '{"a":1}', '{"a":1}'],
    [false, '{"a":1}', null],
  ])('held for a session (%s): taken out of the page either way, read once', (keep, text, held) => {
    putPageData(text);
    keepPageData(keep);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    expect(takePageData()).toBe(held);
    expect(takePageData()).toBeNull();
  });

  it('that cannot be read leave the cache empty: the page asks the API', () => {
    const client = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashQueryKey } } });
    putPageData('{ not json');
    keepPageData(true);
    hydrateFromPageData(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
