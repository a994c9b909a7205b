import { ERROR_CODES } from '@dash/domain/api';

interface AppErrorOptions {
  /** The envelope's code, when it is more precise than the status's (LOGIN_ATTEMPTS_REMAINING). */
  readonly code?: string;
  readonly fieldErrors?: Record<string, string[]>;
  readonly attemptsRemaining?: number;
  /** Seconds, sent as Retry-After (429, 503). */
  readonly retryAfterSeconds?: number;
  /**
   * A whole HTML page to answer instead of the JSON envelope, for an address the browser opens as a
   * page (the sign-on stand-ins' form posts): the status still comes from the error, only the body
   * and its type differ.
   */
  readonly htmlPage?: string;
}

/**
 * A failure a service expects and the caller can act on. Services, hooks and routes throw these; the
 * error handler (plugins/error-handler.ts) is the one place that turns them into a status and the
 * response the caller expects, so nothing else sets an error status (scripts/test/error-statuses.test.ts).
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  protected abstract readonly defaultCode: string;
  readonly options: AppErrorOptions;

  constructor(message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = new.target.name;
    this.options = options;
  }

  get code(): string {
    return this.options.code ?? this.defaultCode;
  }
}

export class BadRequestError extends AppError {
  readonly statusCode = 400;
  protected readonly defaultCode = ERROR_CODES.badRequest;
}

export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
  protected readonly defaultCode = ERROR_CODES.unauthorized;
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  protected readonly defaultCode = ERROR_CODES.forbidden;
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
  protected readonly defaultCode = ERROR_CODES.notFound;
}

/** No route answers this method and address: Fastify's not-found handler (plugins/web.ts) throws it. */
export class RouteNotFoundError extends NotFoundError {
  constructor(method: string, url: string) {
    super(`No such address: ${method} ${url}`);
  }
}

export class ConflictError extends AppError {
  readonly statusCode = 409;
  protected readonly defaultCode = ERROR_CODES.conflict;
}

/** 412: the write's If-Match names a version that is no longer current (decision 019). */
export class PreconditionFailedError extends AppError {
  readonly statusCode = 412;
  protected readonly defaultCode = ERROR_CODES.staleVersion;
}

export class TooManyRequestsError extends AppError {
  readonly statusCode = 429;
  protected readonly defaultCode = ERROR_CODES.tooManyRequests;
}

export class ServiceUnavailableError extends AppError {
  readonly statusCode = 503;
  protected readonly defaultCode = ERROR_CODES.unavailable;
}
