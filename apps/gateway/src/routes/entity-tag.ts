import { SERVER_MESSAGES } from '@dash/domain';
import type { FastifyReply } from 'fastify';
import { BadRequestError } from '../errors';

/**
 * The version of an editable record as an HTTP entity tag (decision 019): the read sends it as a
 * strong `ETag: "<version>"`, the write names it back in `If-Match`, and a tag that is no longer
 * current gets a 412 response.
 */
export function sendEntityTag(reply: FastifyReply, version: number): void {
  reply.header('ETag', `"${version}"`);
}

const STRONG_VERSION_TAG = /^"(0|[1-9][0-9]{0,9})"$/;
export const MALFORMED_IF_MATCH = SERVER_MESSAGES.malformedIfMatch;

/**
 * The version an `If-Match` header names, or undefined without the header. Only one strong tag of a
 * version is meaningful here: a list, a weak tag, `*` or anything else is a clear 400, never a guess.
 */
export function readIfMatch(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  const match = STRONG_VERSION_TAG.exec(value.trim());
  const version = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  if (!Number.isSafeInteger(version) || version > 2_147_483_647) {
    throw new BadRequestError('server.malformedIfMatch');
  }
  return version;
}
