import { CLIENT_ERROR_BODY_LIMIT, scrubClientErrorText } from '@dash/domain';
import { API_PATHS, ApiError, ClientErrorReport } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * POST client-errors (issue 36): an error the browser could not handle (an uncaught error, an
 * unhandled rejection, an error boundary's catch), logged with the page's route, the build, the
 * request ids, the trace id of the failed response or of the page (with tracing on) and the reference
 * the member was shown, so customer service can find it. Open to
 * signed-out pages too (the sign-in page can fail); with a session its pseudonymous id is logged, never
 * who the member is. Throttled per client address and per session (rate-limited-routes.ts), capped
 * at 8 KiB, and the error's words are scrubbed of addresses and numbers before they are logged.
 */
const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.clientErrors,
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: { auth: 'none' },
      schema: {
        tags: ['errors'],
        body: ClientErrorReport,
        response: { 204: z.null(), 400: ApiError, 413: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const report = request.body;
      request.log.warn(
        {
          clientError: {
            kind: report.kind,
            reference: report.reference,
            name: scrubClientErrorText(report.name),
            message: scrubClientErrorText(report.message),
            ...(report.stack ? { stack: scrubClientErrorText(report.stack) } : {}),
            page: report.page,
            buildId: report.buildId,
            ...(report.requestId ? { failedRequestId: report.requestId } : {}),
            // The trace the browser saw (issue 40 §2); the line's own traceId is this report's request.
            ...(report.traceId ? { failedTraceId: report.traceId } : {}),
            domainId: request.domainId,
            sessionId: request.auth?.session.sessionId ?? null,
            userAgent: request.headers['user-agent']?.slice(0, 200) ?? null,
          },
        },
        'browser error reported',
      );
      return reply.code(204).send(null);
    },
  );
};

export default clientErrorRoutes;
