import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRequirement } from '../app-types';

export interface InventoryRoute {
  readonly method: string;
  readonly url: string;
  /** The token the route takes ('session' when it says nothing: routes are closed by default). */
  readonly auth: AuthRequirement;
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
      routes.push({ method, url: route.url, auth: route.config?.auth ?? 'session' });
    }
  });
}

export default fp(routeInventory, { name: 'route-inventory' });
