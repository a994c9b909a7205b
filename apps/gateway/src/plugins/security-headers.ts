import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DATA_CONTENT_SECURITY_POLICY,
  getHelmetOptions,
  isJsonContentType,
  PERMISSIONS_POLICY,
  withScriptNonce,
} from './security-header-values';

/**
 * The security headers of every response, through @fastify/helmet (decision 054): the page set on what a
 * browser may open as a page, the smaller data set on JSON, chosen by the content type once the route
 * has set it; HSTS when the request came over https, directly or through a trusted proxy that says so
 * (TRUST_PROXY); API responses are never cached.
 */
async function securityHeaders(app: FastifyInstance) {
  const { page, data } = getHelmetOptions(app.services.config);
  // Not global: helmet only decorates each reply with reply.helmet(), called below with the set it
  // needs, and with a nonce for the framework's inline scripts (reply.cspNonce).
  await app.register(helmet, { global: false, enableCSPNonces: true });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // request.protocol believes X-Forwarded-Proto only when Fastify's trustProxy is on.
    const over = request.protocol === 'https' ? 'https' : 'http';
    if (isJsonContentType(reply.getHeader('content-type'))) {
      reply.helmet(data[over]);
      reply.header('content-security-policy', DATA_CONTENT_SECURITY_POLICY);
    } else {
      reply.helmet(withScriptNonce(page[over], reply.cspNonce.script));
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
