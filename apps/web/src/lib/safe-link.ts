import { SERVER_HTML_POLICY } from './server-html-policy';

/**
 * Server-supplied link addresses (issue 15: handbooks, Medicare materials, programs, products, eBill),
 * apart from server HTML (lib/server-content.ts): a page with such links loads no HTML sanitizer
 * (DOMPurify, set up as its module is evaluated, before the page is hydrated; issue 37, TBT).
 */

/** The protocols a server-supplied link may use, as in server HTML; a relative address stays on the dashboard. */
const SAFE_PROTOCOLS = new Set(SERVER_HTML_POLICY.urlSchemes.map((scheme) => `${scheme}:`));

const RELATIVE_BASE = 'https://dashboard.invalid';

/**
 * A server-supplied link address if it is web, mail or phone (or relative to the dashboard), else
 * undefined so the caller shows no link: javascript:, data: and vbscript: addresses never reach an href.
 */
export function safeLinkHref(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  const trimmed = address.trim();
  try {
    // Any web origin judges a relative address alike; a fixed one also serves the server's render.
    const url = new URL(trimmed, RELATIVE_BASE);
    return SAFE_PROTOCOLS.has(url.protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
