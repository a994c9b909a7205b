import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DomainId, getBrand } from '@dash/domain';
import { ERROR_CODES } from '@dash/domain/api';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toBrandConfig } from '../routes/brand/brand-config';

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
  const pages = new Map<DomainId, string>();
  const pageFor = (domainId: DomainId): string | null => {
    if (template === null) return null;
    let page = pages.get(domainId);
    if (page === undefined) {
      const brand = toBrandConfig(getBrand(domainId), app.services.config.outside.chatVendor);
      page = template
        .replace(
          PLACEHOLDER,
          `<script id="brand-config" type="application/json">${scriptSafeJson(brand)}</script>`,
        )
        .replace(HEADER_PLACEHOLDER, brandHeader(brand))
        .replace('<html lang="en">', `<html lang="en" data-theme="${brand.theme}">`);
      pages.set(domainId, page);
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
          filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(filePath);
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
    const page = wantsPage ? pageFor(request.domainId) : null;
    if (page !== null) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    }
    return reply
      .code(404)
      .send({ code: ERROR_CODES.notFound, message: `No such address: ${request.method} ${request.url}` });
  });
}

export default fp(web, { name: 'web', dependencies: ['auth-guard'] });
