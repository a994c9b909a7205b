import { getPlanIsoDate, isReadMethod, isStaffSession } from '@dash/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AnswerCache, createAnswerCache } from '../answer-cache/answer-cache';
import { startAnswerInvalidation } from '../answer-cache/answer-invalidation';
import { KEPT_ANSWERS, READS_SENT_AS_POST } from '../answer-cache/answer-routes';
import { readMemberFamily } from '../answer-cache/member-family';
import { requestLocale } from '../request-locale';
import { routeKey } from './audit-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The member answers this gateway keeps (issue 16, decision 035); tests read its size. */
    answerCache: AnswerCache;
  }
}

/** A read the cache did not answer: where its answer goes, and the drops it must not have crossed. */
const pendingReads = new WeakMap<FastifyRequest, { key: string; memberKey: string; since: number }>();

/**
 * The answer cache's hooks (answer-cache.ts): a read in KEPT_ANSWERS by a member's own session is
 * answered from the cache when it can be, after the auth guard, the staff policy and any rate limit of
 * the route have let it through, and its audit row is written as for any other answer; otherwise its
 * answer is kept on the way out. A request that may write drops the caller's family's answers before it is
 * answered. Without a database to listen to, nothing is kept.
 */
async function answerCache(app: FastifyInstance) {
  const { config, database, now } = app.services;
  const cache = createAnswerCache({
    lifetimeMs: config.answerCacheMs,
    maxEntries: config.answerCacheEntries,
  });
  app.decorate('answerCache', cache);
  if (!cache.enabled) return;
  let stop: () => Promise<void>;
  try {
    stop = await startAnswerInvalidation(cache, database);
  } catch (error) {
    app.log.warn({ err: error }, 'member data channel not listened to: no answers are kept');
    cache.dropAll();
    return;
  }
  app.addHook('onClose', async () => stop());

  async function familyOf(memberKey: string): Promise<string | undefined> {
    const known = cache.familyOf(memberKey);
    if (known !== undefined) return known;
    const familyKey = await readMemberFamily(database, memberKey);
    if (familyKey !== undefined) cache.learnFamily(memberKey, familyKey);
    return familyKey;
  }

  // Before validation: a key is the address and body as sent, and only an answer to a request that
  // passed validation is kept, so the same request again would pass again (with zod's parse first,
  // the kept reads with a query or a body were the slowest, docs/performance.md item 19).
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.auth?.session;
    const url = request.routeOptions.url;
    if (!session?.memberKey || url === undefined || isStaffSession(session)) return;
    if (!KEPT_ANSWERS.has(routeKey(request.method, url))) return;
    const key = [
      // A group switch opens a new session; the member and group are named as well all the same.
      session.sessionId,
      session.memberKey,
      session.chosenGroupId,
      request.domainId,
      requestLocale(request),
      getPlanIsoDate(now()),
      request.url,
      // A read sent as POST: its body says what is read.
      request.method === 'GET' ? '' : JSON.stringify(request.body),
    ].join(' ');
    const kept = cache.read(key);
    if (kept) return reply.type(kept.contentType).send(kept.payload);
    pendingReads.set(request, { key, memberKey: session.memberKey, since: cache.generation });
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const read = pendingReads.get(request);
    if (read) {
      const contentType = reply.getHeader('content-type');
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        typeof contentType === 'string' &&
        !reply.hasHeader('etag') &&
        !reply.hasHeader('set-cookie')
      ) {
        const familyKey = await familyOf(read.memberKey);
        if (familyKey !== undefined)
          cache.keep(read.key, { payload: Buffer.from(payload), contentType, familyKey }, read.since);
      }
      return payload;
    }
    const memberKey = request.auth?.session.memberKey;
    const url = request.routeOptions.url;
    if (!memberKey || isReadMethod(request.method) || url === undefined) return payload;
    if (READS_SENT_AS_POST.has(routeKey(request.method, url))) return payload;
    const familyKey = await familyOf(memberKey);
    if (familyKey !== undefined) cache.dropFamilies([familyKey]);
    else cache.dropAll();
    return payload;
  });
}

export default fp(answerCache, { name: 'answer-cache', dependencies: ['auth-guard'] });
