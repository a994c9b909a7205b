import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOGGED_OUT_PARAM, type Locale } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';
import type { Fetch } from '@dash/web/load-context';

/** The web build's server render (apps/web/src/server/render-page.tsx): a page's markup, or null. */
export type RenderPage = (url: string, brand: BrandConfig, locale: Locale) => Promise<string | null>;

/**
 * A member's page rendered with its data (the same module): its loaders send their calls with
 * `fetch`, as the member; its times in the zone the member's browser named. Its markup with the
 * queries it was rendered from (TanStack Query's dehydrated state, JSON), the address a page that is
 * not the member's to see sends them on to, or null (a call refused; a page with times and no zone).
 */
export type RenderMemberPage = (
  url: string,
  brand: BrandConfig,
  locale: Locale,
  options: { readonly fetch: Fetch; readonly timeZone: string | null },
) => Promise<{ readonly html: string; readonly queries: unknown } | { readonly redirectTo: string } | null>;

/** What the web build's server render offers: the signed-out pages, and member pages when it renders them. */
export interface PageRenderer {
  readonly renderPage: RenderPage;
  /** A member page's renderer, and which pages it renders. */
  readonly member: {
    readonly render: RenderMemberPage;
    readonly isServerRendered: (pathname: string) => boolean;
    /** The web build's modules (source paths, as its manifest names them) the page's start loads. */
    readonly modulesFor: (pathname: string) => readonly string[];
  } | null;
}

/**
 * The pages whose HTML holds their first render (issue 16: the LCP element painted before any
 * script runs), each with the address it is rendered for: the query parameters its first render reads,
 * and no others, so a page has few variants to cache.
 */
const SERVER_RENDERED: Readonly<Record<string, (search: URLSearchParams) => string>> = {
  '/login': (search) =>
    search.get(LOGGED_OUT_PARAM) === 'true' ? `/login?${LOGGED_OUT_PARAM}=true` : '/login',
  // The other pages a signed-out visit opens on (issue 14's account help, linked from /login and from
  // outside): forms that read no query. On the partner brand they send the visitor to 404, which the
  // render returns null for: the browser then renders the page and goes there.
  '/recovery/username': () => '/recovery/username',
  '/recovery/password': () => '/recovery/password',
  '/registration': () => '/registration',
};

/** The address to render for a request's path and query, or null when the page is not server-rendered. */
export function getServerRenderedAddress(pathname: string, search: string): string | null {
  const address = SERVER_RENDERED[pathname];
  return address ? address(new URLSearchParams(search)) : null;
}

/** The web build's renderer, when the build has one (`npm run build -w @dash/web` writes it). */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, '.server/render-page.js');
  if (!existsSync(file)) return null;
  const loaded: Record<string, unknown> = await import(pathToFileURL(file).href);
  if (typeof loaded.renderPage !== 'function') return null;
  const { renderMemberPage, isDrawnMemberPage, getDrawnPageModules } = loaded;
  const rendersMembers = [renderMemberPage, isDrawnMemberPage].every((value) => typeof value === 'function');
  return {
    renderPage: loaded.renderPage as RenderPage,
    member: rendersMembers
      ? {
          render: renderMemberPage as RenderMemberPage,
          isServerRendered: isDrawnMemberPage as (pathname: string) => boolean,
          // A build without the list links nothing: the router links the chunks as it loads them.
          modulesFor:
            typeof getDrawnPageModules === 'function'
              ? (getDrawnPageModules as (pathname: string) => readonly string[])
              : () => [],
        }
      : null,
  };
}

/** A stylesheet the app switches on itself (apps/web/defer-styles.ts): it blocks no first paint. */
const DEFERRED_STYLE_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*? data-deferred-style>/g;

/**
 * A server-rendered page's stylesheets, inline. Its markup is the page itself and must not paint
 * unstyled, and a linked stylesheet would hold the first paint for one more request, during which the
 * page's preloaded scripts arrive too: Lighthouse's simulated FCP and LCP became 1.9 s instead of 0.7 s.
 * A stylesheet that cannot be read stays linked, blocking.
 */
export function readInlineStyles(webDist: string, html: string): (page: string) => string {
  const styles = new Map<string, string>();
  for (const [, file = ''] of html.matchAll(DEFERRED_STYLE_LINK)) {
    const full = path.join(webDist, file);
    // Nothing in a stylesheet may close the element it is inlined in.
    if (existsSync(full)) styles.set(file, readFileSync(full, 'utf8').replaceAll('</style', '<\\/style'));
  }
  return (page) =>
    page.replace(DEFERRED_STYLE_LINK, (link, file: string) => {
      const css = styles.get(file);
      return css === undefined ? link.replace(' media="print"', '') : `<style>${css}</style>`;
    });
}
