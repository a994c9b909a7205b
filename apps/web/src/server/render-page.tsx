import type { Locale } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';
import type { I18n } from '@lingui/core';
import {
  type DehydratedState,
  dehydrate,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { getDrawnPageModules, isDrawnMemberPage } from '@/app/drawn-member-pages';
import { AppProviders } from '@/app/providers';
import { getRoutes } from '@/app/router';
import { ServerRedirectContext } from '@/components/redirect';
import { HttpError } from '@/lib/http-error';
import { createRenderI18n } from '@/lib/i18n/locale';
import { createQueryClient } from '@/lib/query-client';
import { type RenderTimeZone, RenderTimeZoneProvider } from '@/lib/render-time-zone';
import { type RenderLoaderContext, RenderTokensProvider, type VisitorTokens } from '@/lib/session';
import type { Fetch } from '@/server/load-context';

export { getDrawnPageModules, isDrawnMemberPage };

const LEADING_PRELOADS = /^(<link rel="preload"[^>]*>)+/;
/** A member page's render stops waiting for a module after this long; the browser then renders it. */
const MEMBER_RENDER_LIMIT_MS = 2000;
/** A signed-out visitor's: the pages server-rendered for anyone (/login, the account help pages). */
const SIGNED_OUT: VisitorTokens = { session: false, temporary: false };
/** A member's: the gateway server-renders a member's page only for a session it has checked. */
const MEMBER: VisitorTokens = { session: true, temporary: false };

/**
 * The routes' first render at `url`, their loaders given `loaderContext`: the router's state for it,
 * or null when the address redirects or a loader's call is refused (an ended session, a value that
 * names nothing of the member's: the browser renders the page and meets the refusal itself). A route
 * that fails otherwise throws, so the gateway logs why the page was not rendered.
 */
async function routeAt(url: string, loaderContext: RenderLoaderContext) {
  const handler = createStaticHandler(getRoutes());
  const context = await handler.query(new Request(url), { requestContext: loaderContext });
  if (context instanceof Response) return null;
  const [failure] = Object.values(context.errors ?? {});
  if (failure instanceof HttpError) return null;
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return context.statusCode === 200 ? { handler, context } : null;
}

type RouteState = NonNullable<Awaited<ReturnType<typeof routeAt>>>;

/**
 * The app as the browser's first render shows it. The router's hydration data is left out: it would
 * be an inline script, which the CSP forbids, and the browser needs none: main.tsx hydrates only once
 * its own router has loaded the route's modules and run their loaders.
 */
const app = (
  brand: BrandConfig,
  i18n: I18n,
  { handler, context }: RouteState,
  member: MemberRender | null = null,
) => {
  const tokens = member === null ? SIGNED_OUT : MEMBER;
  const page = (
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />
  );
  return (
    <StrictMode>
      <AppProviders brand={brand} i18n={i18n}>
        <RenderTokensProvider value={tokens}>
          {member === null ? page : <ForMember {...member}>{page}</ForMember>}
        </RenderTokensProvider>
      </AppProviders>
    </StrictMode>
  );
};

/** What a member page's render has of its own request. */
interface MemberRender {
  /** Its query cache (lib/area-query-client.tsx), seeded with the member's responses. */
  readonly client: QueryClient;
  /** Where the page sends the member instead (components/redirect.tsx). */
  readonly onRedirect: (to: string) => void;
  /** The time zone the member's browser named, and whether the page showed times. */
  readonly zone: RenderTimeZone;
}

function ForMember({ client, onRedirect, zone, children }: MemberRender & { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <RenderTimeZoneProvider value={zone}>
        <ServerRedirectContext value={onRedirect}>{children}</ServerRedirectContext>
      </RenderTimeZoneProvider>
    </QueryClientProvider>
  );
}

/**
 * A member page the server rendered, with the queries it was rendered from (TanStack Query's
 * dehydrated state, which the browser's cache is hydrated with), or the address the page sends the
 * member on to instead.
 */
export type DrawnMemberPage =
  | { readonly html: string; readonly queries: DehydratedState }
  | { readonly redirectTo: string };

/** React opens with preload links for the images it rendered; the page's head preloads the logo already. */
const withoutLeadingPreloads = (html: string) => html.replace(LEADING_PRELOADS, '');

/**
 * A page's markup as the app's first render in the browser shows it (issue 16, LCP from the HTML):
 * the gateway puts it in #root so the page paints before any script runs, and `main.tsx` hydrates
 * it. Rendered for a signed-out visitor in `locale`; null when the address redirects instead.
 */
export async function renderPage(url: string, brand: BrandConfig, locale: Locale): Promise<string | null> {
  const route = await routeAt(url, { tokens: SIGNED_OUT, brand });
  if (route === null) return null;
  // The route's catalogue registers as its module loads (above); every one must be in `locale`.
  const i18n = await createRenderI18n(locale);
  return withoutLeadingPreloads(renderToString(app(brand, i18n, route)));
}

/** How a member's page is rendered: how its calls are sent, the time zone its browser named, how long it may take. */
export interface MemberPageOptions {
  /** The gateway's routes in process, as the member: every call passes their auth, audit and rate limits. */
  readonly fetch: Fetch;
  /** From the browser's time-zone cookie (checked by the gateway); null: it named none. */
  readonly timeZone?: string | null;
  /** The render is cut short after this long, and the browser renders the page. */
  readonly limitMs?: number;
}

/**
 * A member's page rendered with their data (issue 16, LCP of the signed-in pages): its routes'
 * loaders fetch the page's queries into the render's own query cache (lib/render-loader.ts), with
 * `fetch`, as the member; the page reads them, as the browser's will when it hydrates the page from
 * the same queries. Every module the page shows is waited for (React's static prerender), so no part
 * is left for the browser to finish. Times are rendered in the zone the member's browser named. A
 * page that is not the member's to see (components/redirect.tsx) responds with where it sends them. Null
 * when the router redirects, a call is refused, the render is cut short, or the page shows times and
 * the browser named no zone.
 */
export async function renderMemberPage(
  url: string,
  brand: BrandConfig,
  locale: Locale,
  { fetch, timeZone = null, limitMs = MEMBER_RENDER_LIMIT_MS }: MemberPageOptions,
): Promise<DrawnMemberPage | null> {
  const zone: RenderTimeZone = { timeZone, showedTimes: false };
  const rendered = await renderMemberPageFromCache(url, brand, locale, fetch, limitMs, zone);
  // Times in the server's own zone need not be the browser's: the browser renders the page.
  return zone.showedTimes && timeZone === null ? null : rendered;
}

/** The member page's render from its own query cache (renderMemberPage). */
async function renderMemberPageFromCache(
  url: string,
  brand: BrandConfig,
  locale: Locale,
  fetch: Fetch,
  limitMs: number,
  zone: RenderTimeZone,
): Promise<DrawnMemberPage | null> {
  // The render's own cache: nothing of one member's data outlives their render or reaches another's.
  const client = createQueryClient(fetch);
  const route = await routeAt(url, { tokens: MEMBER, queryClient: client, brand });
  if (route === null) return null;
  const i18n = await createRenderI18n(locale);
  const signal = AbortSignal.timeout(limitMs);
  // A large boundary would otherwise be sent apart and put in place by an inline script, which
  // the CSP refuses: the browser would then render that part afresh (issue 16, CLS).
  const sent: { to?: string } = {};
  const onRedirect = (to: string) => {
    sent.to ??= to;
  };
  // A part that fails on the server would be sent for the browser to render afresh (React's error
  // 419 as it hydrates): the page is not sent rendered, and the gateway logs why.
  const failures: unknown[] = [];
  const { prelude } = await prerender(app(brand, i18n, route, { client, onRedirect, zone }), {
    signal,
    progressiveChunkSize: Infinity,
    onError: (error) => {
      failures.push(error);
    },
  });
  const html = await new Response(prelude).text();
  // Cut short, parts of it would be left for the browser: it renders the whole page instead.
  if (signal.aborted) return null;
  if (failures.length > 0) throw failures[0];
  if (sent.to !== undefined) return { redirectTo: sent.to };
  return { html: withoutLeadingPreloads(html), queries: dehydrate(client) };
}
