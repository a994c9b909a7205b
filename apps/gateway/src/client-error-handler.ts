import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { SERVER_MESSAGES } from '@dash/domain';
import { type ApiError, ERROR_CODES } from '@dash/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { STRICT_TRANSPORT_SECURITY } from './plugins/security-header-values';

/** Node's parser errors, by the status they respond with (RFC 9110, RFC 6585). */
function statusOf(error: NodeJS.ErrnoException): 400 | 408 | 431 {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const MESSAGE_BY_STATUS = {
  400: SERVER_MESSAGES.unreadableRequest,
  408: SERVER_MESSAGES.requestTimedOut,
  431: SERVER_MESSAGES.headersTooLarge,
} as const;

/**
 * Node responds to some requests before Fastify sees them (the server's 'clientError' event): headers too
 * large (431), a request line it cannot parse (400), a request that never finished arriving (408).
 * Those responses carry the error envelope and the security headers of every other JSON response.
 */
export function createClientErrorHandler(headers: Readonly<Record<string, string>>) {
  return function handleClientError(
    this: { log: FastifyBaseLogger },
    error: NodeJS.ErrnoException,
    socket: Socket,
  ): void {
    // A reset connection has nobody left to respond to (Node's own rule).
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = statusOf(error);
    this.log.debug({ err: error, status }, 'request refused by the HTTP parser');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const envelope: ApiError = { code: ERROR_CODES.badRequest, message: MESSAGE_BY_STATUS[status] };
    const body = JSON.stringify(envelope);
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      // The parser failed before any header was read, so only the socket itself can say https.
      ...((socket as TLSSocket).encrypted ? [`strict-transport-security: ${STRICT_TRANSPORT_SECURITY}`] : []),
    ];
    // end(), not destroy(): the response is flushed before the connection closes.
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
