import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers every answer carries. Forms may post only to ourselves and the configured sign-on and
 * CRM systems (document 1 §4); pages may not be framed; API answers are never cached.
 */
async function securityHeaders(app: FastifyInstance) {
  const { outside } = app.services.config;
  const formTargets = [outside.salesPlatformSso, outside.crm].map((address) => new URL(address).origin);
  // The chat vendor is the one outside script; the web loads it only through the chat gate (document 1 §7).
  // Its local stand-in is served from here ('self').
  const chat = outside.chatVendor ? ` ${new URL(outside.chatVendor).origin}` : '';
  const policy = [
    "default-src 'self'",
    `script-src 'self'${chat}`,
    `connect-src 'self'${chat}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self' ${[...new Set(formTargets)].join(' ')}`,
  ].join('; ');

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('content-security-policy', policy);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeaders, { name: 'security-headers', dependencies: ['auth-guard'] });
