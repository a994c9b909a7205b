import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { getBrand } from '@dash/domain';
import type { PageLoadContext } from '@dash/web/load-context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { RenderedPageError, RouteNotFoundError } from '../errors';
import { requestLocale } from '../request-locale';
import { toBrandConfig } from '../routes/brand/brand-config';
import { isPageRequest, serveBuiltFiles } from './built-files';
import { readSessionCookie, readTimeZoneCookie, visitorFetch } from './visitor-fetch';
import { createDevelopmentBuild } from './web-dev-server';

/** The request as the Fetch API's `Request` React Router's handler takes: pages are only ever read. */
function toFetchRequest(request: FastifyRequest, controller: AbortController): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

/** A path on this site: not `//host` or `/\host`, which a browser reads as another site's address. */
const isOnSite = (location: string) => /^\/(?![/\\])/.test(location);

/**
 * Sends the handler's `Response` through Fastify, so its hooks (security headers, compression) apply. React Router
 * responds to a document request with a page (200), a redirect (3xx) or a page its error boundary
 * rendered (4xx, 5xx), which goes through the one error path (decision 051) as it is. A redirect off
 * the site is a failure (500): where a page sends the browser can come from its address or the member's
 * data, and the gateway sends no one to another site.
 */
export async function sendPageResponse(reply: FastifyReply, response: Response) {
  const redirects = response.status >= 300 && response.status < 400;
  const location = redirects ? response.headers.get('location') : null;
  if (location !== null && !isOnSite(location))
    throw new Error(`a page redirected off the site, to ${location}`);
  for (const [name, value] of response.headers) {
    // Fetch joins repeated headers; cookies are the one header that must stay apart.
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status >= 400) throw new RenderedPageError(response.status, await response.text());
  if (location !== null) return reply.redirect(location, response.status);
  return reply.send(response.body === null ? null : Readable.fromWeb(response.body));
}

// An address no route serves: the error handler responds, in the format the address's callers expect.
const notFound = (request: FastifyRequest): never => {
  throw new RouteNotFoundError(request.method, request.url);
};

/** WEB_BUILD's server build, its client files served beside it; null when there is no build. */
async function importBuild(app: FastifyInstance): Promise<ServerBuild | null> {
  const buildDirectory = app.services.config.webBuild;
  const serverFile = path.join(buildDirectory, 'server/index.js');
  if (!existsSync(serverFile)) {
    app.log.warn({ buildDirectory }, 'no framework build found; run `npm run build` to serve the dashboard');
    return null;
  }
  await serveBuiltFiles(app, path.join(buildDirectory, 'client'));
  return (await import(pathToFileURL(serverFile).href)) as ServerBuild;
}

/**
 * Serves the web app from React Router's framework build (decision 053): its client files, and every
 * page request handed to React Router's own request handler, with a load context made from the
 * request alone (`PageLoadContext`): the host's brand, the visitor's tokens from the cookies, the
 * member's calls sent in process through the gateway's routes, the language, the time zone and the
 * response's CSP nonce. Nothing of the app's routes is known here. With WEB_DEV (`npm run dev`) the
 * build is the development one, from the web's source through Vite (web-dev-server.ts).
 */
async function frameworkPages(app: FastifyInstance) {
  app.setNotFoundHandler(notFound);
  const { webDev, outside } = app.services.config;
  const build = webDev ? await createDevelopmentBuild(app) : await importBuild(app);
  if (build === null) return;
  const handle = createRequestHandler(build, webDev ? 'development' : 'production');

  const loadContext = (request: FastifyRequest, reply: FastifyReply): AppLoadContext => {
    const token = readSessionCookie(request.cookies);
    const context: PageLoadContext = {
      brand: toBrandConfig(getBrand(request.domainId), outside.chatVendor),
      tokens: { session: token !== null, temporary: false },
      fetch: visitorFetch(app, request, token),
      locale: requestLocale(request),
      timeZone: readTimeZoneCookie(request.cookies),
      nonce: reply.cspNonce.script,
    };
    return context;
  };

  // Pages are read through one route, below every other (Fastify matches the most specific first), so
  // the hooks of a route apply to them: compression among them.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Pages take no token (a member's is read from the cookie by the calls it makes); an API address
    // that reaches this route is one no API route serves, and is not found, signed in or not.
    config: { auth: 'none' },
    // Not part of the API the OpenAPI document describes.
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!isPageRequest(request.method, request.url.split('?')[0] ?? '')) return notFound(request);
      const controller = new AbortController();
      reply.raw.once('close', () => controller.abort());
      const response = await handle(toFetchRequest(request, controller), loadContext(request, reply));
      // A page's HTML is never cached without asking; a member's is stored by no cache at all.
      if (!response.headers.has('cache-control')) {
        response.headers.set(
          'cache-control',
          readSessionCookie(request.cookies) === null ? 'no-cache' : 'no-store',
        );
      }
      response.headers.set('vary', 'Accept-Encoding, Accept-Language, Cookie');
      return sendPageResponse(reply, response);
    },
  });
}

export default fp(frameworkPages, { name: 'framework-pages', dependencies: ['auth-guard'] });
