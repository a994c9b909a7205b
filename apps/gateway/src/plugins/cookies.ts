import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The request's cookies, parsed once by @fastify/cookie into `request.cookies` (the session and
 * time-zone cookies a member page is rendered with, document 1 §9). A value that does not
 * percent-decode is read as sent. The gateway sets no cookie itself.
 */
async function cookies(app: FastifyInstance) {
  await app.register(fastifyCookie);
}

export default fp(cookies, { name: 'cookies' });
