import { type Locale, parseAcceptLanguage, pickLocale } from '@dash/domain';
import type { FastifyRequest } from 'fastify';

/** The language a request asks for (its Accept-Language; the web sends the language in use), else English. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return pickLocale(parseAcceptLanguage(Array.isArray(header) ? header.join(',') : header));
}
