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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../../request-locale';
import type { ConversationChange } from '../../../services/secure-messages/secure-messages-deps';
import { getCaller } from '../../caller';
import { sendAttachment } from '../../secure-messages/attachment-response';

const TAGS = ['secure-messages'];
const READ_ERRORS = { 403: ApiError, 404: ApiError };
const WRITE_ERRORS = { 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
/**
 * Staff with their own staff token (as staff/outbox); their writes are theirs, not a member's, and
 * allowed in STAFF_WRITE_ALLOW_LIST (plugins/staff-writes.ts) as every staff write.
 */
const STAFF_ONLY = { auth: 'temporary' } as const;

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The conversation's change, its message in the request's language. */
const said = (request: FastifyRequest, done: ConversationChange) => ({
  conversationId: done.conversationId,
  message: getServerMessageText(done.message, requestLocale(request)),
});

function readRoutes(app: App) {
  const messages = app.services.secureMessages;
  app.get(
    API_PATHS.staffMessages,
    {
      config: STAFF_ONLY,
      schema: { tags: TAGS, querystring: StaffInboxQuery, response: { 200: StaffInbox, ...READ_ERRORS } },
    },
    async (request) => messages.staffInbox(getCaller(request), request.query),
  );
  app.get(
    API_PATHS.staffMessage,
    {
      config: STAFF_ONLY,
      schema: {
        tags: TAGS,
        params: ConversationParams,
        response: { 200: ConversationDetail, ...READ_ERRORS },
      },
    },
    async (request) => messages.staffGet(getCaller(request), request.params.conversationId),
  );
  app.get(
    API_PATHS.staffMessageAttachment,
    {
      config: STAFF_ONLY,
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
}

function writeRoutes(app: App) {
  const messages = app.services.secureMessages;
  const response = { 200: ConversationChanged, ...WRITE_ERRORS };
  app.post(
    API_PATHS.staffMessageReplies,
    { config: STAFF_ONLY, schema: { tags: TAGS, params: ConversationParams, body: ReplyFields, response } },
    async (request) =>
      said(
        request,
        await messages.staffReply(getCaller(request), request.params.conversationId, request.body),
      ),
  );
  app.post(
    API_PATHS.staffMessageAssign,
    {
      config: STAFF_ONLY,
      schema: { tags: TAGS, params: ConversationParams, body: StaffAssignRequest, response },
    },
    async (request) =>
      said(request, await messages.assign(getCaller(request), request.params.conversationId, request.body)),
  );
  app.post(
    API_PATHS.staffMessageClose,
    { config: STAFF_ONLY, schema: { tags: TAGS, params: ConversationParams, response } },
    async (request) => said(request, await messages.close(getCaller(request), request.params.conversationId)),
  );
}

/**
 * Member services' inbox of secure messages (issue 39 §1): the brand's conversations, one read,
 * a reply, an assignment, a closing, an attachment's download; never another brand's.
 */
const staffMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app);
  writeRoutes(app);
};

export default staffMessageRoutes;
