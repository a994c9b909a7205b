import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the process is in its life: serving, or draining before a shutdown (server.ts). */
export interface Lifecycle {
  readonly draining: boolean;
  /** /readyz fails from now on, and every response closes its connection. */
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
  // While draining, every response (also to a request that began before) closes its connection: the
  // client opens its next one elsewhere, to a peer the balancer still sends to, and no idle
  // keep-alive socket is left to hold the shutdown up or to be cut under a request in transit.
  // A callback hook: an async one costs every response a promise (issue 41 §2).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(lifecycle, { name: 'lifecycle' });
