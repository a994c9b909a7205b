import type { FastifyHelmetOptions as HelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/**
 * Browser features the dashboard never uses are denied to every page and frame; the page itself may
 * write to the clipboard (it copies the subscriber ID, document 2 §2) and go full screen (the ID card
 * pdf). Only features Chromium knows are named: an unknown one is a console error on every page.
 * clipboard-read is left at its default (this origin, behind the browser's own permission prompt): the
 * journeys read the copied subscriber ID back through it.
 */
const PERMISSIONS: Readonly<Record<string, 'none' | 'self'>> = {
  accelerometer: 'none',
  autoplay: 'none',
  camera: 'none',
  'clipboard-write': 'self',
  'display-capture': 'none',
  'encrypted-media': 'none',
  fullscreen: 'self',
  geolocation: 'none',
  gyroscope: 'none',
  hid: 'none',
  'idle-detection': 'none',
  magnetometer: 'none',
  microphone: 'none',
  midi: 'none',
  payment: 'none',
  'picture-in-picture': 'none',
  'publickey-credentials-get': 'none',
  'screen-wake-lock': 'none',
  serial: 'none',
  usb: 'none',
  'xr-spatial-tracking': 'none',
};

/** Helmet has no Permissions-Policy (decision 054): the one security header the gateway writes itself. */
export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allow]) => `${feature}=${allow === 'self' ? '(self)' : '()'}`)
  .join(', ');

/** One year, subdomains included: sent only on responses that went over https (issue 10 point 11). */
const STRICT_TRANSPORT = { maxAge: 31_536_000, includeSubDomains: true } as const;

/** HSTS as helmet writes it from STRICT_TRANSPORT, for Node's early responses (client-error-handler.ts). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * A JSON response's policy (OWASP REST Security Cheat Sheet, "Security Headers"): it is data, not a
 * page, so were a browser to open it as a document it could load nothing and be framed by nothing.
 */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * What a JSON response carries, written out for Node's early responses, which no Fastify hook sees; a
 * JSON response through Fastify gets the same from helmet (getDataHelmet) and the data policy. The page's
 * policy and permissions are 599 bytes that every API response carried for no reader (issue 16).
 */
export const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
};

/** HSTS over https, none over plain http. */
type StrictTransport = typeof STRICT_TRANSPORT | false;

/**
 * Helmet on a JSON response: nosniff and the referrer policy, nothing that governs only a document
 * (decision 054). Its policy is DATA_CONTENT_SECURITY_POLICY, set beside helmet, so that it is the very
 * string Node's early responses carry (helmet would join the two directives with a bare `;`).
 */
function getDataHelmet(strictTransportSecurity: StrictTransport): HelmetOptions {
  return {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** Whether a response's content type is JSON (`application/json`, `application/fhir+json`, …). */
export function isJsonContentType(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const [essence = ''] = contentType.toLowerCase().split(';');
  return /^application\/([\w.-]+\+)?json$/.test(essence.trim());
}

/**
 * The policy of every page, script, style, image and document the gateway serves. Forms may post only to
 * ourselves and the configured sign-on and CRM systems (document 1 §4); pages may not be framed.
 */
function getPageContentSecurityPolicy(config: Config): Record<string, string[]> {
  const { outside } = config;
  const formTargets = [outside.salesPlatformSso, outside.crm].map((address) => new URL(address).origin);
  // The chat vendor is the one outside script; the web loads it only through the chat gate (document 1 §7).
  // Its local stand-in is served from here ('self').
  const chat = outside.chatVendor ? [new URL(outside.chatVendor).origin] : [];
  return {
    'default-src': ["'self'"],
    // Each page's inline scripts run by the response's nonce (withScriptNonce), and no other.
    'script-src': ["'self'", ...chat],
    'connect-src': ["'self'", ...chat],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...new Set(formTargets)],
  };
}

/**
 * Helmet on a page: its defaults (decision 054 lists each), with the page policy above in place of its
 * default policy, the referrer kept to this origin, and framing denied as frame-ancestors denies it.
 */
function getPageHelmet(config: Config, strictTransportSecurity: StrictTransport): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: getPageContentSecurityPolicy(config) },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity,
    xFrameOptions: { action: 'deny' },
  };
}

/** Helmet's options for a page and a JSON response, each over plain http and over https (with HSTS). */
export function getHelmetOptions(config: Config) {
  return {
    page: { http: getPageHelmet(config, false), https: getPageHelmet(config, STRICT_TRANSPORT) },
    data: { http: getDataHelmet(false), https: getDataHelmet(STRICT_TRANSPORT) },
  } as const;
}

/**
 * A page's helmet options with the response's CSP nonce allowed to run scripts: React Router's inline
 * scripts (its hydration data and the route modules' import) carry it (decision 053). Styles take no
 * nonce: one would switch off the 'unsafe-inline' their style attributes need.
 */
export function withScriptNonce(options: HelmetOptions, nonce: string): HelmetOptions {
  const policy = options.contentSecurityPolicy;
  if (typeof policy !== 'object' || policy.directives === undefined) return options;
  const scripts = policy.directives['script-src'];
  const sources = Array.isArray(scripts) ? scripts : [];
  return {
    ...options,
    contentSecurityPolicy: {
      ...policy,
      directives: { ...policy.directives, 'script-src': [...sources, `'nonce-${nonce}'`] },
    },
  };
}
