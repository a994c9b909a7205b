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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../request-locale';
import { getCaller } from '../caller';
import { sendAttachment } from './attachment-response';
import { readMessageForm, registerMessageForms } from './read-message-form';

const TAGS = ['secure-messages'];
const WRITE_ERRORS = { 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/**
 * The member's secure messages with member services (issue 39 §1): list, read, start (multipart, up
 * to three files), reply, reopen, and an attachment's download. A login-as session reads; the staff
 * policy refuses its writes (plugins/staff-policy.ts).
 */
const secureMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.services.secureMessages;
  await registerMessageForms(app);

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
  app.post(
    API_PATHS.secureMessages,
    {
      schema: {
        tags: TAGS,
        description: 'multipart/form-data: subject, topic, body, and up to three files as `attachments`.',
        consumes: ['multipart/form-data'],
        response: { 200: ConversationChanged, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { fields, files } = await readMessageForm(request, StartConversationFields);
      const done = await messages.start(getCaller(request), fields, files);
      return {
        conversationId: done.conversationId,
        message: getServerMessageText(done.message, requestLocale(request)),
      };
    },
  );
  app.post(
    API_PATHS.secureMessageReplies,
    {
      schema: {
        tags: TAGS,
        description: 'multipart/form-data: body, and up to three files as `attachments`.',
        consumes: ['multipart/form-data'],
        params: ConversationParams,
        response: { 200: ConversationChanged, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { fields, files } = await readMessageForm(request, ReplyFields);
      const done = await messages.reply(getCaller(request), request.params.conversationId, fields, files);
      return {
        conversationId: done.conversationId,
        message: getServerMessageText(done.message, requestLocale(request)),
      };
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
    async (request) => {
      const done = await messages.reopen(getCaller(request), request.params.conversationId);
      return {
        conversationId: done.conversationId,
        message: getServerMessageText(done.message, requestLocale(request)),
      };
    },
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
};

export default secureMessageRoutes;
