import type { StandInVendor } from '@dash/domain';
import { API_PATHS, VendorStandInQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderVendorStandInPage } from './vendor-stand-in-page';

/** The default EBILL_URL and NAVITUS_URL paths (apps/gateway/src/config.ts). */
export const VENDOR_STAND_IN_PATHS: Readonly<Record<StandInVendor, string>> = {
  ebill: API_PATHS.ebillStandIn,
  navitus: API_PATHS.navitusStandIn,
};

/**
 * The local stand-ins for the eBill and pharmacy vendors (document 2 §2, §7): the dashboard's links
 * open EBILL_URL and NAVITUS_URL, which default to these pages, so a default installation has no dead
 * link. The browser opens them as pages, so they take no bearer token.
 */
const outsideVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [vendor, path] of Object.entries(VENDOR_STAND_IN_PATHS) as [StandInVendor, string][]) {
    app.get(
      path,
      { config: { auth: 'none' }, schema: { tags: ['outside'], querystring: VendorStandInQuery } },
      async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(renderVendorStandInPage(vendor, request.query, request.host)),
    );
  }
};

export default outsideVendorRoutes;
