import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  DATA_CONTENT_SECURITY_POLICY,
  getHelmetOptions,
  isJsonContentType,
  PERMISSIONS_POLICY,
  withScriptNonce,
} from './security-header-values';

/** A nonce of 128 random bits, as @fastify/helmet makes them. */
const newNonce = () => randomBytes(16).toString('hex');

/** The reply's nonce for inline scripts, made now if the request was not one for a page. */
function scriptNonce(reply: FastifyReply): string {
  reply.cspNonce ??= { script: newNonce(), style: newNonce() };
  return reply.cspNonce.script;
}

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
  await app.register(helmet, { global: false, enableCSPNonces: false });
  // The nonces are made here rather than by helmet, which makes two for every request: an API call's
  // JSON has no script to run, and its two randomBytes were 2 % of a loaded gateway's CPU over many
  // members (issue 41 §2, decision 062). A non-JSON response of the API gets one as it is sent.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/fhir/'))
      reply.cspNonce = { script: newNonce(), style: newNonce() };
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // request.protocol believes X-Forwarded-Proto only when Fastify's trustProxy is on.
    const over = request.protocol === 'https' ? 'https' : 'http';
    if (isJsonContentType(reply.getHeader('content-type'))) {
      reply.helmet(data[over]);
      reply.header('content-security-policy', DATA_CONTENT_SECURITY_POLICY);
    } else {
      reply.helmet(withScriptNonce(page[over], scriptNonce(reply)));
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
