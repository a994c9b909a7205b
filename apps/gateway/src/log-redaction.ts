import { isSecretQueryName } from '@dash/domain';
import type { FastifyRequest } from 'fastify';

/** What a secret query value is logged as. */
export const REDACTED = '[Redacted]';

/**
 * The URL as a log line may show it: every query value whose name says it is a credential (idptoken
 * on the vendor addresses, a token, a key...) replaced by [Redacted] (issue 15: no token in any log
 * line). Paths carry no secret by design: tokens travel in headers, bodies and these query values.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const parts = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A name that is not valid percent-encoding is judged as it came.
      }
      return equals !== -1 && isSecretQueryName(name) ? `${rawName}=${REDACTED}` : part;
    });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}

/** pino's request serializer, as Fastify's default but with the URL's secrets redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
