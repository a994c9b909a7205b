import type { Config } from '../config';
import { AFTER_PAINT_SCRIPT_HASH } from './after-paint-script';

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

export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allow]) => `${feature}=${allow === 'self' ? '(self)' : '()'}`)
  .join(', ');

/** One year, subdomains included: sent only on answers that went over https (issue 10 point 11). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * What a JSON answer carries (OWASP REST Security Cheat Sheet, "Security Headers"): it is data, not a
 * page, so were a browser to open it as a document it could load nothing and be framed by nothing;
 * the page's permissions and form targets mean nothing to it. The page's policy and permissions are
 * 599 bytes that every API answer carried for no reader (issue 16).
 */
export const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Whether an answer's content type is JSON (`application/json`, `application/fhir+json`, …). */
export function isJsonContentType(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const [essence = ''] = contentType.toLowerCase().split(';');
  return /^application\/([\w.-]+\+)?json$/.test(essence.trim());
}

/**
 * The headers every page, script, style, image and document the gateway serves carries. Forms may post only to
 * ourselves and the configured sign-on and CRM systems (document 1 §4); pages may not be framed.
 */
export function getSecurityHeaders(config: Config): Readonly<Record<string, string>> {
  const { outside } = config;
  const formTargets = [outside.salesPlatformSso, outside.crm].map((address) => new URL(address).origin);
  // The chat vendor is the one outside script; the web loads it only through the chat gate (document 1 §7).
  // Its local stand-in is served from here ('self').
  const chat = outside.chatVendor ? ` ${new URL(outside.chatVendor).origin}` : '';
  const policy = [
    "default-src 'self'",
    // The hash: the drawn pages' one inline script (after-paint-script.ts), and no other.
    `script-src 'self' ${AFTER_PAINT_SCRIPT_HASH}${chat}`,
    `connect-src 'self'${chat}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self' ${[...new Set(formTargets)].join(' ')}`,
  ].join('; ');
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'content-security-policy': policy,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
