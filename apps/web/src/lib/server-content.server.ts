import sanitizeHtml from 'sanitize-html';
import { SERVER_HTML_POLICY } from './server-html-policy';

/**
 * Server HTML sanitized on the server, so a server-rendered page can hold it (decision 053): the same
 * policy as the browser's DOMPurify (lib/server-html-policy.ts), applied by sanitize-html, which needs
 * no DOM. A `.server` module: React Router's build refuses it in the browser's bundle, so only a
 * route's server `loader` imports it.
 */
export function sanitizeServerHtmlOnServer(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...SERVER_HTML_POLICY.tags],
    allowedAttributes: { '*': [...SERVER_HTML_POLICY.attributes] },
    nonTextTags: [...SERVER_HTML_POLICY.removedWithText],
    allowedSchemes: [...SERVER_HTML_POLICY.urlSchemes],
    allowedSchemesByTag: { img: [...SERVER_HTML_POLICY.imageSchemes] },
  });
}
