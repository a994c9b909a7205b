import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditWriter, createAuditWriter } from '../services/audit/audit-writer';
import { describeRequest } from './audit-entry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The batched audit writer (issue 10 point 4); tests call app.audit.flush(). */
    audit: AuditWriter;
  }
}

/**
 * Audit coverage (HIPAA 164.312(b), issue 10 point 4): sign-in (success and failure), session exchange,
 * sign-out, every write by anyone (the field names, never their values) and every read of member data
 * in a staff session. Rows are recorded after the response is sent and written in batches, so requests
 * never wait on them. Keyed on the route table (audit-routes.ts), so route files carry no audit code.
 */
async function audit(app: FastifyInstance) {
  const { config, database, now } = app.services;
  const writer = createAuditWriter({
    db: database.db,
    flushRows: config.audit.flushRows,
    flushMs: config.audit.flushMs,
    onError: (error, rows) => app.log.error({ err: error, rows }, 'audit rows not written yet'),
  });
  app.decorate('audit', writer);
  app.addHook('onClose', async () => writer.close());

  // A callback hook: an async one costs every response a promise (issue 41 §2).
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const url = request.routeOptions.url;
    if (url?.startsWith('/api/')) {
      const entry = describeRequest(request, reply.statusCode, url, request.openedSession);
      if (entry) writer.record({ ...entry, clientAddress: request.ip, occurredAt: now() });
    }
    done();
  });
}

export default fp(audit, { name: 'audit', dependencies: ['opened-session'] });
