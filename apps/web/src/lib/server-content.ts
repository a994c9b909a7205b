import DOMPurify from 'dompurify';
import { SERVER_HTML_POLICY } from './server-html-policy';

/**
 * Everything the server supplies that the browser would otherwise interpret (issue 15): HTML (the
 * holiday calendar of document 1 §2, from another system), here, and link addresses (handbooks,
 * Medicare materials, programs, products, eBill), in lib/safe-link.ts. Text is rendered by React,
 * which escapes it; these two are the only ways server data could run script, so each goes through them.
 */

/** An address DOMPurify keeps: one of the policy's schemes, or no scheme at all (relative). */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${SERVER_HTML_POLICY.urlSchemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/**
 * Server HTML as lib/server-html-policy.ts allows it: every script, event handler, javascript:
 * address, form and style removed. In the browser; the server's loader uses server-content.server.ts.
 */
export function sanitizeServerHtml(html: string): string {
  // Without a DOM (a server render of the data-mode build) DOMPurify cannot sanitize: fail, never pass it on.
  if (!DOMPurify.isSupported) throw new Error('DOMPurify needs a DOM to sanitize server HTML');
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...SERVER_HTML_POLICY.tags],
    ALLOWED_ATTR: [...SERVER_HTML_POLICY.attributes],
    ADD_FORBID_CONTENTS: [...SERVER_HTML_POLICY.removedWithText],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
