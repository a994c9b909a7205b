import { API_PATHS, ApiError, CalendarHtml, DomainIdParam } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HTML = 'text/html; charset=utf-8';

/**
 * GET message/calendar and message/calendar/domain/{domainId} (document 1 §7): the holiday calendar
 * HTML of the public contact page. The HTML is data: the page's loaders sanitize it before it is shown
 * (apps/web/src/lib/server-html-policy.ts), on the server or in the browser.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calendar } = app.services;

  app.get(
    API_PATHS.calendar,
    {
      config: { auth: 'none' },
      schema: { tags: ['message'], response: { 200: CalendarHtml, 404: ApiError } },
    },
    async (request, reply) => reply.type(HTML).send(await calendar.getHtml(request.domainId)),
  );

  app.get(
    API_PATHS.calendarOfDomain,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['message'],
        params: z.object({ domainId: DomainIdParam }),
        response: { 200: CalendarHtml, 404: ApiError },
      },
    },
    async (request, reply) => reply.type(HTML).send(await calendar.getHtml(request.params.domainId)),
  );
};

export default calendarRoutes;
