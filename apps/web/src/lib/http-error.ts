import type { ApiError } from '@dash/domain/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A failed call: the status (0 when the gateway could not be reached) and the error envelope, if any. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ApiError | null;
  readonly url: string;
  readonly method: HttpMethod;
  /** The gateway's x-request-id of the failed call, so a report of it can be found in the logs. */
  readonly requestId: string | null;
  /** The trace of the failed call's response (its Server-Timing, when the gateway traces; issue 40 §2). */
  readonly traceId: string | null;

  constructor(init: {
    status: number;
    body: ApiError | null;
    url: string;
    method: HttpMethod;
    requestId?: string | null;
    traceId?: string | null;
  }) {
    super(`${init.method} ${init.url} failed with status ${init.status}`);
    this.name = 'HttpError';
    this.status = init.status;
    this.body = init.body;
    this.url = init.url;
    this.method = init.method;
    this.requestId = init.requestId ?? null;
    this.traceId = init.traceId ?? null;
  }
}
