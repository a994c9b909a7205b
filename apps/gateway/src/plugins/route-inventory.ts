import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRequirement } from '../app-types';

export interface InventoryRoute {
  readonly method: string;
  readonly url: string;
  /** The token the route takes ('session' when it says nothing: routes are closed by default). */
  readonly auth: AuthRequirement;
  /**
   * The route's own input schemas (zod, as the route declared them), so the generated hostile-input
   * test (issue 15) derives its requests from each route's contract and cannot skip a new route.
   */
  readonly schemas: InventorySchemas;
}

export interface InventorySchemas {
  readonly body?: unknown;
  readonly querystring?: unknown;
  readonly params?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as it was added (HEAD twins of GET routes left out), for the authorization matrix. */
    routeInventory: readonly InventoryRoute[];
  }
}

/**
 * Records every route as it is added, so a test can walk the whole API (issue 10, the authorization
 * matrix) and a new route cannot be forgotten. Registered first, before any route.
 */
async function routeInventory(app: FastifyInstance) {
  const routes: InventoryRoute[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const schema = route.schema ?? {};
      routes.push({
        method,
        url: route.url,
        auth: route.config?.auth ?? 'session',
        schemas: { body: schema.body, querystring: schema.querystring, params: schema.params },
      });
    }
  });
}

export default fp(routeInventory, { name: 'route-inventory' });
