import type { FastifyRequest } from 'fastify';
import type { Caller } from '../services/caller';
import { requireAuth } from './require-auth';

/** The caller a service takes, from a request the auth guard has let through. */
export function getCaller(request: FastifyRequest): Caller {
  return { ...requireAuth(request.auth), domainId: request.domainId, clientAddress: request.ip };
}
