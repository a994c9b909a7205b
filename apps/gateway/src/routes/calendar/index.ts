import { ApiError, DomainIdParam, ERROR_CODES } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const NO_CALENDAR = { code: ERROR_CODES.notFound, message: 'No holiday calendar for this brand.' } as const;

/**
 * GET message/calendar and message/calendar/domain/{domainId} (document 1 §7): the holiday calendar
 * HTML of the public contact page. The HTML is data: the page sanitizes it before showing it.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calendars } = app.services;

  app.get(
    '/api/message/calendar',
    { config: { auth: 'none' }, schema: { tags: ['message'], response: { 200: z.string(), 404: ApiError } } },
    async (request, reply) => {
      const html = await calendars.getHtml(request.domainId);
      if (html === null) return reply.code(404).send(NO_CALENDAR);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/api/message/calendar/domain/:domainId',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['message'],
        params: z.object({ domainId: DomainIdParam }),
        response: { 200: z.string(), 404: ApiError },
      },
    },
    async (request, reply) => {
      const html = await calendars.getHtml(request.params.domainId);
      if (html === null) return reply.code(404).send(NO_CALENDAR);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};

export default calendarRoutes;
