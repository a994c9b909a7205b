import { getServerMessageText } from '@dash/domain';
import { API_PATHS, ApiError, ClaimSubmitted, SubmitClaimFields } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../request-locale';
import { readMultipartForm, registerMultipartForms } from '../../uploads/read-multipart-form';
import { getCaller } from '../caller';

/** The submission's ten text fields, and room for one more than the files allowed. */
const FORM_FIELDS = 12;

/**
 * POST claim-submissions (issue 39 §3): a claim for a service already paid, as a multipart form read
 * as a secure message's is (its files as `attachments`, checked from their bytes, decision 059). A
 * login-as session is refused by the staff policy before the body is read, and by the service.
 */
const claimSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipartForms(app, { fields: FORM_FIELDS });
  app.post(
    API_PATHS.claimSubmissions,
    {
      schema: {
        tags: ['claims'],
        description:
          'multipart/form-data: the SubmitClaimFields, and the itemized receipt (1 to 3 PDF, JPEG or PNG files, 5 MB each) as `attachments`.',
        consumes: ['multipart/form-data'],
        response: { 200: ClaimSubmitted, 400: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipartForm(request, SubmitClaimFields);
      const done = await app.services.claimSubmissions.submit(getCaller(request), fields, files);
      return { ...done, message: getServerMessageText(done.message, requestLocale(request)) };
    },
  );
};

export default claimSubmissionRoutes;
