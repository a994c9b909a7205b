import { getServerMessageText } from '@dash/domain';
import {
  API_PATHS,
  ApiError,
  AttachmentParams,
  ConversationChanged,
  ConversationDetail,
  ConversationList,
  ConversationParams,
  ReplyFields,
  StartConversationFields,
} from '@dash/domain/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../request-locale';
import type { ConversationChange } from '../../services/secure-messages/secure-messages-deps';
import { readMultipartForm, registerMultipartForms } from '../../uploads/read-multipart-form';
import { getCaller } from '../caller';
import { sendAttachment } from './attachment-response';

const TAGS = ['secure-messages'];
const WRITE_ERRORS = { 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The conversation's change, its message in the request's language. */
const said = (request: FastifyRequest, done: ConversationChange) => ({
  conversationId: done.conversationId,
  message: getServerMessageText(done.message, requestLocale(request)),
});

function readRoutes(app: App) {
  const messages = app.services.secureMessages;
  app.get(
    API_PATHS.secureMessages,
    { schema: { tags: TAGS, response: { 200: ConversationList, 404: ApiError } } },
    async (request) => messages.list(getCaller(request)),
  );
  app.get(
    API_PATHS.secureMessage,
    {
      schema: {
        tags: TAGS,
        params: ConversationParams,
        response: { 200: ConversationDetail, 404: ApiError },
      },
    },
    async (request) => messages.get(getCaller(request), request.params.conversationId),
  );
  app.get(
    API_PATHS.secureMessageAttachment,
    {
      schema: {
        tags: TAGS,
        description: 'The file, as a download: application/pdf, image/jpeg or image/png.',
        params: AttachmentParams,
        // Fastify sends a Buffer as it is; the schema only documents the call.
        response: { 200: z.any().describe('the attachment'), 404: ApiError },
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await messages.getAttachment(getCaller(request), request.params.attachmentId)),
  );
}

function writeRoutes(app: App) {
  const messages = app.services.secureMessages;
  const form = (description: string) => ({ tags: TAGS, description, consumes: ['multipart/form-data'] });
  app.post(
    API_PATHS.secureMessages,
    {
      schema: {
        ...form('multipart/form-data: subject, topic, body, and up to three files as `attachments`.'),
        response: { 200: ConversationChanged, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipartForm(request, StartConversationFields);
      return said(request, await messages.start(getCaller(request), fields, files));
    },
  );
  app.post(
    API_PATHS.secureMessageReplies,
    {
      schema: {
        ...form('multipart/form-data: body, and up to three files as `attachments`.'),
        params: ConversationParams,
        response: { 200: ConversationChanged, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipartForm(request, ReplyFields);
      return said(
        request,
        await messages.reply(getCaller(request), request.params.conversationId, fields, files),
      );
    },
  );
  app.post(
    API_PATHS.secureMessageReopen,
    {
      schema: {
        tags: TAGS,
        params: ConversationParams,
        response: { 200: ConversationChanged, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      said(request, await messages.reopen(getCaller(request), request.params.conversationId)),
  );
}

/**
 * The member's secure messages with member services (issue 39 §1): list, read, start (multipart, up
 * to three files), reply, reopen, and an attachment's download. A login-as session reads; the staff
 * policy refuses its writes (plugins/staff-policy.ts).
 */
const secureMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipartForms(app);
  readRoutes(app);
  writeRoutes(app);
};

export default secureMessageRoutes;
