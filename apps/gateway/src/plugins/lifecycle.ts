import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the process is in its life: serving, or draining before a shutdown (server.ts). */
export interface Lifecycle {
  readonly draining: boolean;
  /** /readyz fails from now on, and every answer closes its connection. */
  startDraining(): void;
}

async function lifecycle(app: FastifyInstance) {
  let draining = false;
  app.decorate<Lifecycle>('lifecycle', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  });
  // While draining, a keep-alive client is told to open its next connection elsewhere (to a peer
  // the balancer still sends to), so no request of its lands on a socket about to close.
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

export default fp(lifecycle, { name: 'lifecycle' });
