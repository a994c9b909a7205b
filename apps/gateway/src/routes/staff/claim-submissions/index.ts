import { API_PATHS, ApiError, StaffClaimSubmissions, SubmittedClaimAttachmentParams } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCaller } from '../../caller';
import { sendAttachment } from '../../secure-messages/attachment-response';

/** Staff with their own staff token, as the messages inbox; reads only. */
const STAFF_READ = { auth: 'temporary' } as const;
const READ_ERRORS = { 403: ApiError, 404: ApiError };

/**
 * Member services' list of submitted claims (issue 39 §3): the brand's, newest first, and a receipt's
 * download with the strict headers of a message's file; never another brand's. Audited staff reads.
 */
const staffClaimSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const submissions = app.services.claimSubmissions;
  app.get(
    API_PATHS.staffClaimSubmissions,
    {
      config: STAFF_READ,
      schema: { tags: ['claims'], response: { 200: StaffClaimSubmissions, ...READ_ERRORS } },
    },
    async (request) => submissions.staffList(getCaller(request)),
  );
  app.get(
    API_PATHS.staffClaimSubmissionAttachment,
    {
      config: STAFF_READ,
      schema: {
        tags: ['claims'],
        description: 'The receipt, as a download: application/pdf, image/jpeg or image/png.',
        params: SubmittedClaimAttachmentParams,
        response: { 200: z.any().describe('the receipt'), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await submissions.staffGetAttachment(getCaller(request), request.params.attachmentId),
      ),
  );
};

export default staffClaimSubmissionRoutes;
