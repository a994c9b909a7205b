import './app-types';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { setHashConcurrency } from './auth/password';
import { createClientErrorHandler } from './client-error-handler';
import { serializeRequest } from './log-redaction';
import audit from './plugins/audit';
import authGuard from './plugins/auth-guard';
import compression from './plugins/compression';
import cookies from './plugins/cookies';
import docs from './plugins/docs';
import errorHandler from './plugins/error-handler';
import frameworkPages from './plugins/framework-pages';
import jobQueue from './plugins/job-queue';
import lifecycle from './plugins/lifecycle';
import loginRecordRetention from './plugins/login-record-retention';
import metrics from './plugins/metrics';
import openedSession from './plugins/opened-session';
import rateLimits from './plugins/rate-limits';
import responseCache from './plugins/response-cache';
import routeInventory from './plugins/route-inventory';
import { DATA_SECURITY_HEADERS } from './plugins/security-header-values';
import securityHeaders from './plugins/security-headers';
import { type AppDependencies, createServices } from './plugins/services';
import sessionClient from './plugins/session-client';
import sessionState from './plugins/session-state';
import staffPolicy from './plugins/staff-policy';
import traceLogs from './plugins/trace-logs';
import { createResponseSerializerCompiler } from './response-serializer';
import { ROUTES } from './routes/index';

export interface BuildOptions extends AppDependencies {
  /** Pino options, or false for none (tests). */
  readonly logger?: boolean | { level: string };
  /** Where log lines go (stdout by default); tests read them. */
  readonly logStream?: { write(line: string): void };
}

/** Builds the gateway without listening, so tests drive it with app.inject() (fastify/demo). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: typeof options.logger === 'object' ? options.logger.level : options.config.logLevel,
            // Tokens, passwords and member data never reach a log line.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // The URL's credential query values (the vendors' idptoken) never reach a log line (issue 15).
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Only then X-Forwarded-Proto (HSTS) and -For (the client's address) are believed.
    trustProxy: options.config.trustProxy,
    clientErrorHandler: createClientErrorHandler(DATA_SECURITY_HEADERS),
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // On close, keep-alive connections with no request in flight end at once (server.ts shutdown).
    forceCloseConnections: 'idle',
    // Vite's dev server (WEB_DEV) loads the web's config and plugins as the page plugin starts: about 9 s on
    // a busy two-core machine, near Fastify's 10 s bound on a plugin's start.
    ...(options.config.webDev ? { pluginTimeout: 60_000 } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: options.config.checkResponses }));
  setHashConcurrency(options.config.passwordHashConcurrency);
  app.decorate('services', createServices(options));

  await app.register(routeInventory);
  await app.register(errorHandler);
  await app.register(lifecycle);
  // Issue 40 §2: before any hook that can answer a request, so every response is counted.
  await app.register(metrics);
  if (options.config.tracing) await app.register(traceLogs);
  await app.register(docs);
  // Before any hook that can refuse a request: helmet gives each reply its reply.helmet() in an onRequest hook.
  await app.register(securityHeaders);
  await app.register(authGuard);
  await app.register(sessionState);
  // Issue 10 points 3-5; before the routes, whose URLs their onRoute hooks read.
  await app.register(staffPolicy);
  await app.register(openedSession);
  await app.register(audit);
  await app.register(sessionClient);
  await app.register(rateLimits);
  await app.register(loginRecordRetention);
  await app.register(jobQueue);
  await app.register(responseCache);
  await app.register(cookies);
  await app.register(compression);
  for (const routes of ROUTES) await app.register(routes);
  await app.register(frameworkPages);
  return app;
}
