import DOMPurify from 'dompurify';

/**
 * Everything the server supplies that the browser would otherwise interpret (issue 15): HTML (the
 * holiday calendar of document 1 §2, from another system) and link addresses (handbooks, Medicare
 * materials, programs, products, eBill). Text is rendered by React, which escapes it; these two are
 * the only ways server data could run script, so each goes through here.
 */

/** Server HTML with every script, event handler, javascript: address, form and style removed. */
export function sanitizeServerHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
  });
}

/** The protocols a server-supplied link may use; a relative address stays on the dashboard. */
const SAFE_PROTOCOLS = new Set(['https:', 'http:', 'mailto:', 'tel:']);

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
