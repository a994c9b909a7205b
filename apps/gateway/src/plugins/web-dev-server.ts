import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { REPO_ROOT } from '../config';

/** The web app, whose vite.config.ts (React Router's plugin among its plugins) the dev server runs. */
const WEB_ROOT = path.join(REPO_ROOT, 'apps/web');

/**
 * React Router's development build from the web's source (`npm run dev`, decision 053), as React
 * Router's docs serve it from a custom server: Vite's dev server in middleware mode, its middlewares
 * (the browser's modules, HMR) mounted through @fastify/middie, and the server build loaded again per
 * request, so a page shows the source as it is now. Vite and middie are imported here only, when
 * WEB_DEV is on: the production gateway never loads them.
 */
export async function createDevelopmentBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: WEB_ROOT,
    server: {
      middlewareMode: true,
      // HMR's websocket on the gateway's own server and port, not a second port of Vite's own (24678).
      ws: { server: app.server },
      // Vite's check against DNS rebinding knows only localhost names; the brands' hosts are ours too.
      allowedHosts: Object.keys(app.services.config.brandHosts),
      // Cross-origin requests are the gateway's to answer (none are allowed), not the dev server's.
      cors: false,
    },
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  // The API is the gateway's alone; everything else Vite may serve (a module, a public file) or pass on.
  app.use((request, response, next) => {
    if (request.url?.startsWith('/api/')) next();
    else vite.middlewares(request, response, next);
  });
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}
