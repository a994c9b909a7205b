import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip as gzipCompress, gzipSync } from 'node:zlib';
import { type DomainId, getBrand, type Locale, PAGE_DATA_ID } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RouteNotFoundError } from '../errors';
import { requestLocale } from '../request-locale';
import { toBrandConfig } from '../routes/brand/brand-config';
import { AFTER_PAINT_SCRIPT } from './after-paint-script';
import { isPageRequest, serveBuiltFiles } from './built-files';
import { serveFrameworkPages } from './framework-pages';
import { readSessionCookie, readTimeZoneCookie, visitorFetch } from './member-drawn-pages';
import { firstPagePreloads, readModulePreloads } from './route-preloads';
import { getServerRenderedAddress, loadPageRenderer, readInlineStyles } from './server-drawn-pages';

const PLACEHOLDER = '<!--brand-config-->';
const HEADER_PLACEHOLDER = '<!--brand-header-->';
/** index.html's first-paint content: the boot markup inside #root, up to the end of the body. */
const ROOT_CONTENT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
/** The build's entry script and module preloads, as Vite writes them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin/g;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

/** The brand bar index.html paints before the JavaScript arrives (issue 9, first paint): logo and name. */
const brandHeader = (brand: { logoPath: string; name: string }) =>
  `<img src="${escapeHtml(brand.logoPath)}" alt="" width="40" height="40"><span class="boot__name">${escapeHtml(brand.name)}</span>`;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** A page rendered for one request, compressed off the main thread at a quick setting (it is sent once). */
const compressPage = (page: string, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(page, { level: 6 });

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** A member's page: the queries it was rendered from, and the time zone its times are in (null: none named). */
interface MemberRender {
  readonly queries: unknown;
  readonly timeZone: string | null;
}

/**
 * A server-rendered page (issue 16, LCP from the HTML): its markup in #root, marked with the language
 * it is rendered in (the web hydrates it only in that language), and its scripts fetched and run once
 * it has painted (after-paint-script.ts), since its paint needs none of them. A member's page is
 * marked as such, with the time zone it was rendered in (hydrated only where the browser still is), and
 * carries the responses it was rendered from, as JSON the browser's queries start with.
 */
const withServerRender = (html: string, markup: string, locale: Locale, member?: MemberRender) =>
  html
    .replace(ROOT_CONTENT, (_all, end: string) => {
      // The zone is an IANA name (readTimeZoneCookie): nothing in it can leave the attribute.
      const marks =
        member === undefined
          ? ''
          : ` data-member${member.timeZone === null ? '' : ` data-time-zone="${member.timeZone}"`}`;
      const data =
        member === undefined
          ? ''
          : `<script id="${PAGE_DATA_ID}" type="application/json">${scriptSafeJson(member.queries)}</script>`;
      return `<div id="root" data-prerendered="${locale}"${marks}>${markup}</div>${data}${end}`;
    })
    .replace('<html lang="en"', `<html lang="${locale}"`)
    .replace(ENTRY_SCRIPT, '<link data-after-paint data-entry crossorigin href="$1">')
    .replaceAll(MODULE_PRELOAD, '<link data-after-paint crossorigin')
    .replace(/(\s*<\/body>)/, `<script>${AFTER_PAINT_SCRIPT}</script>$1`);

/** index.html for a brand: its configuration, logo preload and first-paint header, and `preloads`. */
const withBrand = (html: string, brand: BrandConfig, preloads: string) =>
  html
    .replace(
      PLACEHOLDER,
      // The logo is the first image painted: fetched with the page's scripts, not after them.
      `<link rel="preload" as="image" href="${escapeHtml(brand.logoPath)}" fetchpriority="high">` +
        `<script id="brand-config" type="application/json">${scriptSafeJson(brand)}</script>` +
        preloads,
    )
    .replace(HEADER_PLACEHOLDER, brandHeader(brand))
    .replace('<html lang="en">', `<html lang="en" data-theme="${brand.theme}">`);

/** A brand's page, and the same bytes compressed once, when the page is first asked for. */
interface BrandPage {
  readonly html: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** The encoding to respond with: brotli, else gzip, when the browser accepts it (q=0 refuses). */
function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Where a server-rendered member page sends the member instead (302): an address on this site. */
class Redirect {
  constructor(readonly to: string) {}
}

/** The render's address as a redirect, or null (the browser renders the page) unless it is a path here. */
const localRedirect = (to: string) => (/^\/(?![/\\])/.test(to) ? new Redirect(to) : null);

/**
 * Serves the built SPA: hashed assets cached for a year, index.html per brand with the brand
 * injected (no extra round trip, no rebuild per brand) and its logo and name in the first-paint
 * header, and the SPA fallback for client routes.
 */
async function web(app: FastifyInstance) {
  const { webDist, frameworkPages } = app.services.config;
  if (frameworkPages !== null) return serveFrameworkPages(app, frameworkPages.build);
  const indexFile = path.join(webDist, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const modulePreloads = readModulePreloads(webDist);
  const routePreloads = firstPagePreloads(modulePreloads);
  const inlineStyles = template === null ? null : readInlineStyles(webDist, template);
  const renderer =
    template === null
      ? null
      : await loadPageRenderer(webDist).catch((error: unknown) => {
          app.log.warn(
            { err: error },
            'the web build has a server render that does not load; pages are rendered by the browser',
          );
          return null;
        });
  const brandOf = (domainId: DomainId) =>
    toBrandConfig(getBrand(domainId), app.services.config.outside.chatVendor);
  const pages = new Map<string, Promise<BrandPage>>();
  /** The server's render of a page, or null (none for that page, or it failed: the browser renders it). */
  const renderPageMarkup = async (address: string | null, brand: BrandConfig, locale: Locale) => {
    if (address === null || renderer === null) return null;
    try {
      return await renderer.renderPage(new URL(address, 'http://localhost').href, brand, locale);
    } catch (error) {
      app.log.warn({ err: error, address }, 'the server render of a page failed; the browser renders it');
      return null;
    }
  };
  const buildPage = async (
    html: string,
    domainId: DomainId,
    preloads: string,
    renderedAddress: string | null,
    locale: Locale,
  ): Promise<BrandPage> => {
    const brand = brandOf(domainId);
    const markup = await renderPageMarkup(renderedAddress, brand, locale);
    const branded = withBrand(html, brand, preloads);
    const page =
      markup === null || inlineStyles === null
        ? branded
        : inlineStyles(withServerRender(branded, markup, locale));
    return {
      html: page,
      br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(page, { level: 9 }),
    };
  };
  /**
   * A member's page rendered with their data (issue 16, LCP of the signed-in pages), for the session the
   * access-token cookie names; null when it is not server-rendered: a page the web build does not
   * render, no session, a call the session is refused, or a render that failed. The browser then renders it.
   */
  const renderForMember = async (
    request: FastifyRequest,
    pathname: string,
    search: string,
    locale: Locale,
  ) => {
    const member = renderer?.member;
    const token = readSessionCookie(request.cookies);
    if (!member?.isServerRendered(pathname) || token === null) return null;
    if (template === null || inlineStyles === null) return null;
    try {
      const brand = brandOf(request.domainId);
      // The page's query (a chosen member, filters) reaches its loaders as its hooks read it.
      const address = new URL(search === '' ? pathname : `${pathname}?${search}`, 'http://localhost');
      const timeZone = readTimeZoneCookie(request.cookies);
      const fetch = visitorFetch(app, request, token);
      const rendered = await member.render(address.href, brand, locale, { fetch, timeZone });
      if (rendered === null) return null;
      if ('redirectTo' in rendered) return localRedirect(rendered.redirectTo);
      // The page's route chunks are linked in its HTML: the router then adds none itself (issue 16, TBT).
      const preloads = modulePreloads(member.modulesFor(pathname));
      const page = withBrand(template, brand, preloads);
      const { html, queries } = rendered;
      return inlineStyles(withServerRender(page, html, locale, { queries, timeZone }));
    } catch (error) {
      app.log.warn(
        { err: error, pathname },
        "the server render of a member's page failed; the browser renders it",
      );
      return null;
    }
  };
  const pageFor = (
    domainId: DomainId,
    pathname: string,
    renderedAddress: string | null,
    locale: Locale,
  ): Promise<BrandPage> | null => {
    if (template === null) return null;
    const preloads = routePreloads.get(pathname) ?? '';
    const rendered = renderedAddress === null ? '' : `${renderedAddress} ${locale}`;
    const pageKey = `${domainId} ${preloads === '' ? '' : pathname} ${rendered}`;
    let page = pages.get(pageKey);
    if (page === undefined) {
      page = buildPage(template, domainId, preloads, renderedAddress, locale);
      pages.set(pageKey, page);
    }
    return page;
  };

  if (template !== null) {
    // index.html is only ever served with the brand injected, by the fallback below.
    await serveBuiltFiles(app, webDist, (pathName) => pathName !== '/index.html');
  } else {
    app.log.warn({ webDist }, 'no built web app found; run `npm run build` to serve the dashboard');
  }

  app.setNotFoundHandler(async (request, reply) => {
    // The query is all after the first `?`, as the browser's location reads it.
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    const wantsPage = isPageRequest(request.method, pathname) || pathname === '/index.html';
    const renderedAddress = getServerRenderedAddress(pathname, search);
    const locale = requestLocale(request);
    const memberPage =
      wantsPage && request.method === 'GET' ? await renderForMember(request, pathname, search, locale) : null;
    if (memberPage instanceof Redirect) {
      // Where this member's page sends them, rendered from their data: stored by no cache either.
      return reply
        .code(302)
        .header('location', memberPage.to)
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie')
        .send();
    }
    if (memberPage !== null) {
      // A member's data: stored by no cache, and rendered for the session the cookie names.
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding === null) return reply.send(memberPage);
      return reply.header('content-encoding', encoding).send(await compressPage(memberPage, encoding));
    }
    const page = wantsPage ? await pageFor(request.domainId, pathname, renderedAddress, locale) : null;
    if (page !== null) {
      // HTML is never cached without asking (a new build must show at once); it is sent compressed,
      // and a server-rendered page is rendered in the browser's language.
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', renderedAddress === null ? 'Accept-Encoding' : 'Accept-Encoding, Accept-Language');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding === null) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    }
    // Not a page: the error handler responds, in the format the address's callers expect.
    throw new RouteNotFoundError(request.method, request.url);
  });
}

export default fp(web, { name: 'web', dependencies: ['auth-guard'] });
