/**
 * The gateway addresses the first page's own scripts call (issue 37): the brand, the accreditation
 * badge and the error reports. Apart from API_PATHS, which takes them from here, so a page that needs
 * three addresses does not load all of them (a module is bundled whole, whatever it is read for).
 */
export const FIRST_PAGE_API_PATHS = {
  brand: '/api/brand',
  accreditation: '/api/outside/accreditation',
  clientErrors: '/api/client-errors',
} as const;
