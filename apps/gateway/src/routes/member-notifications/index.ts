import {
  API_PATHS,
  ApiError,
  MemberNotificationList,
  MemberNotificationParams,
  MemberNotificationsQuery,
  MemberNotificationUnread,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/**
 * Member notifications (issue 39 §2): the list a page at a time, the shell's unread count, and marking
 * one or all read. Session token; a staff session reads but never marks (the staff policy), every
 * write audited and throttled per account like the account area's.
 */
const memberNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberNotifications } = app.services;

  app.get(
    API_PATHS.memberNotifications,
    {
      schema: {
        tags: ['member-notifications'],
        querystring: MemberNotificationsQuery,
        response: { 200: MemberNotificationList, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => memberNotifications.list(getCaller(request), request.query),
  );
  app.get(
    API_PATHS.memberNotificationsUnread,
    {
      schema: { tags: ['member-notifications'], response: { 200: MemberNotificationUnread, 404: ApiError } },
    },
    async (request) => memberNotifications.countUnread(getCaller(request)),
  );
  app.post(
    API_PATHS.memberNotificationRead,
    {
      schema: {
        tags: ['member-notifications'],
        params: MemberNotificationParams,
        response: { 200: MemberNotificationUnread, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => memberNotifications.markRead(getCaller(request), request.params.notificationId),
  );
  app.post(
    API_PATHS.memberNotificationsReadAll,
    {
      schema: { tags: ['member-notifications'], response: { 200: MemberNotificationUnread, 404: ApiError } },
    },
    async (request) => memberNotifications.markAllRead(getCaller(request)),
  );
};

export default memberNotificationRoutes;
