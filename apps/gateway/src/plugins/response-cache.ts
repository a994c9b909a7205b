import { getPlanIsoDate, isReadMethod, isStaffSession } from '@dash/domain';
import type {
  DoneFuncWithErrOrRes,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import { CACHED_ROUTES, READS_SENT_AS_POST } from '../response-cache/cached-routes';
import { readMemberFamily } from '../response-cache/member-family';
import {
  type CachedResponse,
  createResponseCache,
  type ResponseCache,
} from '../response-cache/response-cache';
import { getResponseCacheKey } from '../response-cache/response-cache-key';
import { startResponseInvalidation } from '../response-cache/response-invalidation';
import { routeKey } from './audit-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The member responses this gateway caches (issue 16, decision 035); tests read its size. */
    responseCache: ResponseCache;
  }
}

/** The member whose read this is, when its response may be cached: a member's own session, a cached route. */
function cachedReadMember(request: FastifyRequest): string | undefined {
  const session = request.auth?.session;
  const url = request.routeOptions.url;
  if (!session?.memberKey || url === undefined || isStaffSession(session)) return undefined;
  return CACHED_ROUTES.has(routeKey(request.method, url)) ? session.memberKey : undefined;
}

/** A response worth serving again: a 200 of encoded bytes, with no entity tag and no cookie. */
function cacheable(reply: FastifyReply, payload: unknown): CachedResponse | undefined {
  const contentType = reply.getHeader('content-type');
  if (reply.statusCode !== 200 || typeof payload !== 'string' || typeof contentType !== 'string') return;
  if (reply.hasHeader('etag') || reply.hasHeader('set-cookie')) return;
  return { payload: Buffer.from(payload), contentType };
}

type CacheServices = Pick<FastifyInstance['services'], 'database' | 'now' | 'metrics'>;

/**
 * The hook that serves a member's cached read, or lets it be read anew (and cached on the way out).
 * Before validation: a key is the request as sent, and only a response to a request that passed
 * validation is cached, so the same request again would pass again (with zod's parse first, the
 * cached reads with a query or a body were the slowest, docs/performance.md item 19). A callback
 * hook, which ends the request's way by sending without calling done (Fastify's "Respond to a
 * request from a hook"): an async hook that sends must return the reply, which Fastify then awaits
 * as a thenable by listening to the response's stream, 4 µs a hit in the gateway's CPU profile.
 */
function serveCachedReads(cache: ResponseCache, { database, now, metrics }: CacheServices) {
  /** The member's family; undefined (nothing cached) when a write came while it was looked up. */
  async function learnFamily(memberKey: string): Promise<string | undefined> {
    const since = cache.invalidations;
    const familyKey = await readMemberFamily(database, memberKey);
    return familyKey !== undefined && cache.learnFamily(memberKey, familyKey, since) ? familyKey : undefined;
  }

  return (request: FastifyRequest, reply: FastifyReply, done: DoneFuncWithErrOrRes) => {
    // The hit rate (issue 40 §2): a read of a cached route is served from the cache or read anew.
    const serve = (cached: CachedResponse) => {
      metrics?.responseCacheReads.inc({ result: 'hit' });
      reply.type(cached.contentType).send(cached.payload);
    };
    const readAnew = () => {
      metrics?.responseCacheReads.inc({ result: 'miss' });
      done();
    };
    const readIn = (familyKey: string | undefined) => {
      if (familyKey === undefined) {
        readAnew();
        return;
      }
      const key = getResponseCacheKey(request, getPlanIsoDate(now()));
      const cached = cache.get(key, familyKey);
      if (cached) serve(cached);
      else
        cache
          .fetch(key, familyKey, request)
          .then((waited) => (waited ? serve(waited) : readAnew()))
          .catch(done);
    };
    const memberKey = cachedReadMember(request);
    const familyKey = memberKey === undefined ? undefined : cache.familyOf(memberKey);
    if (memberKey === undefined) done();
    else if (familyKey !== undefined) readIn(familyKey);
    else learnFamily(memberKey).then(readIn).catch(done);
  };
}

/**
 * The hook on the way out: a read others wait for settles them (its response cached when it may be);
 * a request that may write invalidates the caller's family's responses before its response is sent.
 */
function settleOrInvalidate(cache: ResponseCache, { database }: Pick<CacheServices, 'database'>) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (cache.waitsFor(request)) {
      cache.settle(request, cacheable(reply, payload));
      return payload;
    }
    const memberKey = request.auth?.session.memberKey;
    const url = request.routeOptions.url;
    if (!memberKey || isReadMethod(request.method) || url === undefined) return payload;
    if (READS_SENT_AS_POST.has(routeKey(request.method, url))) return payload;
    const familyKey = cache.familyOf(memberKey) ?? (await readMemberFamily(database, memberKey));
    if (familyKey !== undefined) cache.invalidateFamilies([familyKey]);
    else cache.invalidateAll();
    return payload;
  };
}

/**
 * The response cache's hooks (response-cache.ts): a read of a cached route by a member's own session
 * is served from the cache when it can be, after the auth guard, the staff policy and any rate limit
 * of the route have let it through, and its audit row is written as for any other response;
 * otherwise its response is cached on the way out. A request that may write invalidates the
 * caller's family's responses before its response is sent. Without a database to listen to, nothing is
 * cached.
 */
async function responseCache(app: FastifyInstance) {
  const { config, database } = app.services;
  const cache = createResponseCache({
    lifetimeMs: config.responseCacheMs,
    maxEntries: config.responseCacheEntries,
  });
  app.decorate('responseCache', cache);
  if (!cache.enabled) return;
  let stop: () => Promise<void>;
  try {
    stop = await startResponseInvalidation(cache, database);
  } catch (error) {
    app.log.warn({ err: error }, 'member data channel not listened to: no responses are cached');
    cache.invalidateAll();
    return;
  }
  app.addHook('onClose', async () => stop());
  app.addHook('preValidation', serveCachedReads(cache, app.services));
  app.addHook('onSend', settleOrInvalidate(cache, app.services));
  // A read that ended without onSend (a hijacked reply) lets those waiting read for themselves.
  app.addHook(
    'onResponse',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      cache.settle(request, undefined);
      done();
    },
  );
}

export default fp(responseCache, { name: 'response-cache', dependencies: ['auth-guard'] });
