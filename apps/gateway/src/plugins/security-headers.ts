import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DATA_SECURITY_HEADERS,
  getSecurityHeaders,
  isJsonContentType,
  STRICT_TRANSPORT_SECURITY,
} from './security-header-values';

/**
 * Headers every answer carries (security-header-values.ts): the page policy on what a browser may
 * open as a page, the data policy on JSON; HSTS when the request came over https, directly or
 * through a trusted proxy that says so (TRUST_PROXY); API answers are never cached.
 */
async function securityHeaders(app: FastifyInstance) {
  const pageHeaders = getSecurityHeaders(app.services.config);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.headers(isJsonContentType(reply.getHeader('content-type')) ? DATA_SECURITY_HEADERS : pageHeaders);
    // request.protocol believes X-Forwarded-Proto only when Fastify's trustProxy is on.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeaders, { name: 'security-headers', dependencies: ['auth-guard'] });
