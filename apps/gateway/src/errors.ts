import {
  type FixedServerMessageKey,
  getServerMessageText,
  type ServerMessage,
  serverMessage,
  toServerMessage,
} from '@dash/domain';
import { ERROR_CODES } from '@dash/domain/api';

/** A server message, or the key of one that takes no values (packages/domain server-message-catalogue.ts). */
export type MessageInput = ServerMessage | FixedServerMessageKey;

/**
 * A field's message in a domain rule's own English words (validateAddress, the e-mail rule), which the
 * web's validation catalogue puts into the member's language: sent as it is, in every language.
 */
export interface RuleText {
  readonly text: string;
}

export type FieldMessage = MessageInput | RuleText;

interface AppErrorOptions {
  /** The envelope's code, when it is more precise than the status's (LOGIN_ATTEMPTS_REMAINING). */
  readonly code?: string;
  readonly fieldErrors?: Readonly<Record<string, readonly FieldMessage[]>>;
  readonly attemptsRemaining?: number;
  /** Seconds, sent as Retry-After (429, 503). */
  readonly retryAfterSeconds?: number;
  /**
   * A whole HTML page to send instead of the JSON envelope, for an address the browser opens as a
   * page (the sign-on stand-ins' form posts): the status still comes from the error, only the body
   * and its type differ.
   */
  readonly htmlPage?: string;
}

/**
 * A failure a service expects and the caller can act on. Services, hooks and routes throw these; the
 * error handler (plugins/error-handler.ts) is the one place that turns them into a status and the
 * response the caller expects, so nothing else sets an error status (scripts/test/error-statuses.test.ts).
 * Its message is a key and values (issue 37 §4), written in the request's language by the handler;
 * `message` holds the English, for logs.
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  protected abstract readonly defaultCode: string;
  readonly serverMessage: ServerMessage;
  readonly options: AppErrorOptions;

  constructor(message: MessageInput, options: AppErrorOptions = {}) {
    const chosen = toServerMessage(message);
    super(getServerMessageText(chosen, 'en'));
    this.name = new.target.name;
    this.serverMessage = chosen;
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

/** No route serves this method and address: Fastify's not-found handler (plugins/framework-pages.ts) throws it. */
export class RouteNotFoundError extends NotFoundError {
  constructor(method: string, url: string) {
    super(serverMessage('server.noSuchAddress', method, url));
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

/**
 * A page React Router rendered with an error status (a route's error boundary inside the shell,
 * decision 053): the error handler sends it as it was rendered, with that status.
 */
export class RenderedPageError extends AppError {
  protected readonly defaultCode = ERROR_CODES.internal;

  constructor(
    readonly statusCode: number,
    page: string,
  ) {
    super('server.somethingWrong', { htmlPage: page });
  }
}
