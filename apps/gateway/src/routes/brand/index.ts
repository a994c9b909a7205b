import { getBrand } from '@dash/domain';
import { API_PATHS, BrandConfig } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toBrandConfig } from './brand-config';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.brand,
    { config: { auth: 'none' }, schema: { tags: ['brand'], response: { 200: BrandConfig } } },
    async (request) => toBrandConfig(getBrand(request.domainId), app.services.config.outside.chatVendor),
  );
};

export default brandRoutes;
