import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getSecurityHeaders, STRICT_TRANSPORT_SECURITY } from './security-header-values';

/**
 * Headers every answer carries (security-header-values.ts); HSTS when the request came over https,
 * directly or through a trusted proxy that says so (TRUST_PROXY); API answers are never cached.
 */
async function securityHeaders(app: FastifyInstance) {
  const headers = getSecurityHeaders(app.services.config);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.headers(headers);
    // request.protocol believes X-Forwarded-Proto only when Fastify's trustProxy is on.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeaders, { name: 'security-headers', dependencies: ['auth-guard'] });
