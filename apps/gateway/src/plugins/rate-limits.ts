import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyRequestsError } from '../errors';
import { findRateLimitedRoute } from './rate-limited-routes';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Refuses with 429, Retry-After and the error envelope once a limiter's count is over. */
async function enforce(limiter: Limiter, request: FastifyRequest): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  throw new TooManyRequestsError('server.tooManyRequests', {
    retryAfterSeconds: Math.max(1, result.ttlInSeconds),
  });
}

/**
 * Sign-in throttling (issue 10 point 5) with @fastify/rate-limit: per client address (before the body
 * is read) and per account (from the body, or the staff token for login-as), on the routes of
 * rate-limited-routes.ts, attached by URL as routes are added. Counts live in memory, or in Redis when
 * REDIS_URL is set so every gateway shares them. If Redis fails the call goes on (logged): the
 * database lockout still guards each account.
 */
async function rateLimits(app: FastifyInstance) {
  const { config } = app.services;
  const settings = config.rateLimit;
  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, {
        // Fail fast rather than queue sign-ins behind a Redis that does not respond.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
      })
    : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit Redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: settings.redisPrefix } : {}),
  });

  const timeWindow = settings.windowSeconds * 1000;
  const perClient = app.createRateLimit({
    max: settings.perClient,
    timeWindow,
    keyGenerator: (request) => `client:${request.routeOptions.url ?? ''}:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: settings.perAccount,
    timeWindow,
    keyGenerator: (request) =>
      `account:${request.routeOptions.url ?? ''}:${findRateLimitedRoute(request.method, request.routeOptions.url ?? '')?.accountKey(request) ?? ''}`,
  });

  const clientHook: onRequestHookHandler = async (request) => enforce(perClient, request);
  const accountHook: preValidationHookHandler = async (request) => {
    const route = findRateLimitedRoute(request.method, request.routeOptions.url ?? '');
    if (route?.accountKey(request) == null) return;
    await enforce(perAccount, request);
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => findRateLimitedRoute(method, route.url))) return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), clientHook];
    route.preValidation = [...(route.preValidation ? [route.preValidation].flat() : []), accountHook];
  });
}

export default fp(rateLimits, { name: 'rate-limits', dependencies: ['auth-guard'] });
