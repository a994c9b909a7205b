import './app-types';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import authGuard from './plugins/auth-guard';
import docs from './plugins/docs';
import errorHandler from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import { type AppDependencies, createServices } from './plugins/services';
import web from './plugins/web';
import accountRoutes from './routes/account/index';
import passwordRoutes from './routes/account/password/index';
import benefitRoutes from './routes/benefits/index';
import brandRoutes from './routes/brand/index';
import calendarRoutes from './routes/calendar/index';
import ebillRoutes from './routes/ebill/index';
import eligibilityRoutes from './routes/eligibility/index';
import employeeRoutes from './routes/employee/index';
import groupRoutes from './routes/groups/index';
import healthRoutes from './routes/health/index';
import homeRoutes from './routes/home/index';
import idCardRoutes from './routes/id-card/index';
import loginAsRoutes from './routes/login-as/index';
import loginStateRoutes from './routes/login-state/index';
import logoutRoutes from './routes/logout/index';
import outsideBadgeRoutes from './routes/outside-badges/index';
import pcpRoutes from './routes/pcp/index';
import planManagementRoutes from './routes/plan-management/index';
import preferencesRoutes from './routes/preferences/index';
import programRoutes from './routes/programs/index';
import registrationPolicyRoutes from './routes/registration-policies/index';
import sessionRoutes from './routes/session/index';
import shellRoutes from './routes/shell/index';
import ssoRoutes from './routes/sso/index';
import unlockAccountRoutes from './routes/staff/unlock-account/index';
import tokenRoutes from './routes/token/index';

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
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: false,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', createServices(options));

  await app.register(errorHandler);
  await app.register(docs);
  await app.register(authGuard);
  await app.register(securityHeaders);
  await app.register(healthRoutes);
  await app.register(brandRoutes);
  await app.register(tokenRoutes);
  await app.register(loginStateRoutes);
  await app.register(sessionRoutes);
  await app.register(logoutRoutes);
  await app.register(unlockAccountRoutes);
  await app.register(accountRoutes);
  await app.register(groupRoutes);
  await app.register(loginAsRoutes);
  await app.register(ssoRoutes);
  await app.register(preferencesRoutes);
  await app.register(registrationPolicyRoutes);
  await app.register(passwordRoutes);
  await app.register(calendarRoutes);
  await app.register(shellRoutes);
  await app.register(outsideBadgeRoutes);
  await app.register(eligibilityRoutes);
  await app.register(programRoutes);
  await app.register(ebillRoutes);
  await app.register(idCardRoutes);
  await app.register(employeeRoutes);
  await app.register(planManagementRoutes);
  await app.register(pcpRoutes);
  await app.register(benefitRoutes);
  await app.register(homeRoutes);
  await app.register(web);
  return app;
}
