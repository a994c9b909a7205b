import { isAllowedUnderStaffPolicy } from '@dash/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../errors';
import { routeKey } from './audit-routes';
import { STAFF_WRITE_ALLOW_LIST, type StaffWrite } from './staff-writes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a staff session may call this write route; absent means it may not. Set by this plugin
     * from STAFF_WRITE_ALLOW_LIST alone: a route that declares it itself is refused at start.
     */
    staffWrite?: StaffWrite;
  }
}

/**
 * Staff access (issue 10 point 3): a staff session (login-as, or staff signed in as themselves) may
 * read; a write goes on only when its route is allow-listed (staff-writes.ts), else 403 with the
 * staffReadOnly message. Runs after the auth guard has resolved the session, before the body is read.
 */
async function staffPolicy(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The one list is the one place: a route that allows itself would not read there (issue 10 point 3).
    if (route.config?.staffWrite !== undefined) {
      throw new Error(
        `${methods.join(',')} ${route.url}: staff writes are allowed in STAFF_WRITE_ALLOW_LIST (plugins/staff-writes.ts), not in a route's config`,
      );
    }
    if (methods.some((method) => STAFF_WRITE_ALLOW_LIST[routeKey(method, route.url)] !== undefined)) {
      route.config = { ...route.config, staffWrite: 'allowed' };
    }
  });

  // A callback hook, and the route's options read once: each read of request.routeOptions builds a new
  // object, and an async hook costs every request a promise (issue 41 §2).
  app.addHook('onRequest', (request: FastifyRequest, _reply, done: (error?: Error) => void) => {
    const auth = request.auth;
    if (!auth) return done();
    const { config } = request.routeOptions;
    // A route that takes no token does not act as the session, even when a token is sent along.
    if (config.auth === 'none') return done();
    const allowed = config.staffWrite === 'allowed';
    if (!isAllowedUnderStaffPolicy(auth.session, request.method, allowed)) {
      return done(new ForbiddenError('server.staffReadOnly'));
    }
    done();
  });
}

export default fp(staffPolicy, { name: 'staff-policy', dependencies: ['auth-guard'] });
