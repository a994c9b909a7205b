import {
  ApiError,
  ERROR_CODES,
  RegistrationPoliciesResponse,
  RegistrationPoliciesUpdate,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';

const NO_MEMBER = { code: ERROR_CODES.notFound, message: 'No member for this session.' } as const;
const EOB_FOR_SUBSCRIBERS = 'Choose how you would like to receive your explanation of benefits.';
const EOB_NOT_OFFERED = 'Only the subscriber answers the electronic explanation of benefits choice.';

/**
 * GET/PUT account/registration/policies (document 1 §5, §7) with the temporary token of the partner
 * brand's /registration-policies step. The electronic EOB answer belongs to subscribers only (§6).
 */
const registrationPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registrationPolicies, now } = app.services;

  app.get(
    '/api/account/registration/policies',
    {
      config: { auth: 'temporary' },
      schema: { tags: ['account'], response: { 200: RegistrationPoliciesResponse, 404: ApiError } },
    },
    async (request, reply) => {
      const { memberKey } = requireAuth(request.auth).session;
      const stored = memberKey ? await registrationPolicies.get(memberKey) : null;
      return stored ?? reply.code(404).send(NO_MEMBER);
    },
  );

  app.put(
    '/api/account/registration/policies',
    {
      config: { auth: 'temporary' },
      schema: {
        tags: ['account'],
        body: RegistrationPoliciesUpdate,
        response: { 200: RegistrationPoliciesResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { memberKey } = requireAuth(request.auth).session;
      const current = memberKey ? await registrationPolicies.get(memberKey) : null;
      if (!memberKey || !current) return reply.code(404).send(NO_MEMBER);
      const answered = request.body.isEeobPreferenceConsented !== null;
      if (answered !== current.isSubscriber) {
        const message = current.isSubscriber ? EOB_FOR_SUBSCRIBERS : EOB_NOT_OFFERED;
        return reply.code(400).send({
          code: ERROR_CODES.badRequest,
          message,
          fieldErrors: { isEeobPreferenceConsented: [message] },
        });
      }
      await registrationPolicies.save(memberKey, request.body, now());
      return { registrationPolicy: request.body, isSubscriber: current.isSubscriber };
    },
  );
};

export default registrationPolicyRoutes;
