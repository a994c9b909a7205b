import { getServerMessageText } from '@dash/domain';
import {
  API_PATHS,
  ApiError,
  AttachmentParams,
  ConversationChanged,
  ConversationDetail,
  ConversationParams,
  ReplyFields,
  StaffAssignRequest,
  StaffInbox,
  StaffInboxQuery,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../../request-locale';
import { getCaller } from '../../caller';
import { sendAttachment } from '../../secure-messages/attachment-response';

const TAGS = ['secure-messages'];
const READ_ERRORS = { 403: ApiError, 404: ApiError };
const WRITE_ERRORS = { 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
/** Staff with their own staff token (as staff/outbox); their writes are theirs, not a member's. */
const STAFF_READ = { auth: 'temporary' } as const;
const STAFF_WRITE = { auth: 'temporary', staffWrite: 'allowed' } as const;

/**
 * Member services' inbox of secure messages (issue 39 §1): the brand's conversations, one read,
 * a reply, an assignment, a closing, an attachment's download; never another brand's.
 */
const staffMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.services.secureMessages;
  const say = (
    request: Parameters<typeof requestLocale>[0],
    done: Awaited<ReturnType<typeof messages.close>>,
  ) => ({
    conversationId: done.conversationId,
    message: getServerMessageText(done.message, requestLocale(request)),
  });

  app.get(
    API_PATHS.staffMessages,
    {
      config: STAFF_READ,
      schema: { tags: TAGS, querystring: StaffInboxQuery, response: { 200: StaffInbox, ...READ_ERRORS } },
    },
    async (request) => messages.staffInbox(getCaller(request), request.query),
  );
  app.get(
    API_PATHS.staffMessage,
    {
      config: STAFF_READ,
      schema: {
        tags: TAGS,
        params: ConversationParams,
        response: { 200: ConversationDetail, ...READ_ERRORS },
      },
    },
    async (request) => messages.staffGet(getCaller(request), request.params.conversationId),
  );
  app.post(
    API_PATHS.staffMessageReplies,
    {
      config: STAFF_WRITE,
      schema: {
        tags: TAGS,
        params: ConversationParams,
        body: ReplyFields,
        response: { 200: ConversationChanged, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      say(
        request,
        await messages.staffReply(getCaller(request), request.params.conversationId, request.body),
      ),
  );
  app.post(
    API_PATHS.staffMessageAssign,
    {
      config: STAFF_WRITE,
      schema: {
        tags: TAGS,
        params: ConversationParams,
        body: StaffAssignRequest,
        response: { 200: ConversationChanged, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      say(request, await messages.assign(getCaller(request), request.params.conversationId, request.body)),
  );
  app.post(
    API_PATHS.staffMessageClose,
    {
      config: STAFF_WRITE,
      schema: {
        tags: TAGS,
        params: ConversationParams,
        response: { 200: ConversationChanged, ...WRITE_ERRORS },
      },
    },
    async (request) => say(request, await messages.close(getCaller(request), request.params.conversationId)),
  );
  app.get(
    API_PATHS.staffMessageAttachment,
    {
      config: STAFF_READ,
      schema: {
        tags: TAGS,
        params: AttachmentParams,
        response: { 200: z.any().describe('the attachment'), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await messages.staffGetAttachment(getCaller(request), request.params.attachmentId),
      ),
  );
};

export default staffMessageRoutes;
