import { API_PATHS } from '@dash/domain/api';
import { routeKey } from '../plugins/audit-routes';

/**
 * The reads whose responses a gateway caches for a while (response-cache.ts), by method and route,
 * so that route files need no cache code: the member's own data that most pages ask for. What a
 * response depends on is the request's key (response-cache-key.ts), not this table. Not cached
 * whatever the route: responses that carry an entity tag or set a cookie, and anything a staff
 * session reads (the plugin checks both).
 */
export const CACHED_ROUTES: ReadonlySet<string> = new Set(
  [
    API_PATHS.account,
    API_PATHS.shell,
    API_PATHS.home,
    API_PATHS.familyEligibility,
    API_PATHS.benefitsMedical,
    API_PATHS.benefitsDental,
    API_PATHS.benefitsVision,
    API_PATHS.benefitsPharmacy,
    API_PATHS.claims,
  ]
    .map((path) => routeKey('GET', path))
    // A provider search: the response to one search (its body is part of the key) for one family.
    .concat(routeKey('POST', API_PATHS.pcpSearch)),
);

/**
 * Requests by another method than GET or HEAD that change nothing. Any other invalidates the
 * caller's family's responses before its response is sent, whether it succeeds or not: the member then
 * reads their own write at once, and the database's notification reaches every gateway soon after.
 */
export const READS_SENT_AS_POST: ReadonlySet<string> = new Set([routeKey('POST', API_PATHS.pcpSearch)]);
