/** Where the Patient Access API lives on the gateway (issue 18). */
export const FHIR_BASE_PATH = '/fhir/r4';
export const SMART_PATHS = {
  authorize: `${FHIR_BASE_PATH}/oauth/authorize`,
  token: `${FHIR_BASE_PATH}/oauth/token`,
  revoke: `${FHIR_BASE_PATH}/oauth/revoke`,
  jwks: `${FHIR_BASE_PATH}/oauth/jwks`,
  smartConfiguration: `${FHIR_BASE_PATH}/.well-known/smart-configuration`,
  rootSmartConfiguration: '/.well-known/smart-configuration',
} as const;

/** The web page that shows the consent screen (apps/web/src/config/paths.ts names the same). */
export const CONSENT_PAGE_PATH = '/connect-app';

export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';

/** The API's address as an app sees it, from the request's own scheme and host. */
export function getFhirBaseUrl(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}${FHIR_BASE_PATH}`;
}

/** Where the public provider directory lives (issue 38 §2, decision 058): a FHIR base of its own. */
export const DIRECTORY_BASE_PATH = '/fhir/directory/r4';

/** The directory's address as an app sees it. */
export function getDirectoryBaseUrl(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}${DIRECTORY_BASE_PATH}`;
}
