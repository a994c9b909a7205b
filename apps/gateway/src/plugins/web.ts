import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type DomainId, getBrand } from '@dash/domain';
import { ERROR_CODES } from '@dash/domain/api';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toBrandConfig } from '../routes/brand/brand-config';
import { readRoutePreloads } from './route-preloads';

const PLACEHOLDER = '<!--brand-config-->';
const HEADER_PLACEHOLDER = '<!--brand-header-->';

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

/** A brand's page, and the same bytes compressed once, when the page is first asked for. */
interface BrandPage {
  readonly html: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** The encoding to answer with: brotli, else gzip, when the browser accepts it (q=0 refuses). */
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

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Serves the built SPA: hashed assets cached for a year, index.html per brand with the brand
 * injected (no extra round trip, no rebuild per brand) and its logo and name in the first-paint
 * header, and the SPA fallback for client routes.
 */
async function web(app: FastifyInstance) {
  const { webDist } = app.services.config;
  const indexFile = path.join(webDist, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const routePreloads = readRoutePreloads(webDist);
  const pages = new Map<string, BrandPage>();
  const pageFor = (domainId: DomainId, pathname: string): BrandPage | null => {
    if (template === null) return null;
    const preloads = routePreloads.get(pathname) ?? '';
    const pageKey = `${domainId} ${preloads === '' ? '' : pathname}`;
    let page = pages.get(pageKey);
    if (page === undefined) {
      const brand = toBrandConfig(getBrand(domainId), app.services.config.outside.chatVendor);
      const html = template
        .replace(
          PLACEHOLDER,
          // The logo is the first image painted: fetched with the page's scripts, not after them.
          `<link rel="preload" as="image" href="${escapeHtml(brand.logoPath)}" fetchpriority="high">` +
            `<script id="brand-config" type="application/json">${scriptSafeJson(brand)}</script>` +
            preloads,
        )
        .replace(HEADER_PLACEHOLDER, brandHeader(brand))
        .replace('<html lang="en">', `<html lang="en" data-theme="${brand.theme}">`);
      page = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      pages.set(pageKey, page);
    }
    return page;
  };

  if (template !== null) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // index.html is only ever served with the brand injected, by the fallback below.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        const immutable =
          filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+(\.(br|gz))?$/.test(filePath);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'no built web app found; run `npm run build` to serve the dashboard');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      (!path.extname(pathname) || pathname === '/index.html');
    const page = wantsPage ? pageFor(request.domainId, pathname) : null;
    if (page !== null) {
      // HTML is never cached without asking (a new build must show at once); it is sent compressed.
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding === null) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    }
    return reply
      .code(404)
      .send({ code: ERROR_CODES.notFound, message: `No such address: ${request.method} ${request.url}` });
  });
}

export default fp(web, { name: 'web', dependencies: ['auth-guard'] });
