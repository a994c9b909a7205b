/**
 * What HTML from another system (the holiday calendar of document 1 §2) may hold once sanitized
 * (issue 15): one policy, as data, that the browser's sanitizer (DOMPurify, lib/server-content.ts) and
 * the server's (sanitize-html, lib/server-content.server.ts) both apply, so a page's calendar is the
 * same whichever loader ran. An allow list: anything not named here is removed.
 */

/** Never allowed, even if a list below named them: they run script, restyle the page or submit forms. */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
];
const FORBIDDEN_ATTRIBUTES = ['style', 'srcset', 'formaction'];

/** Removed with their text, which is no content of the page's (a script's, a style sheet's, a field's). */
const REMOVED_WITH_TEXT = ['script', 'style', 'textarea', 'option', 'noscript'];

/** Text, lists, tables, links and images: what a calendar or a notice is written with. */
const TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre'],
  ...['a', 'abbr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'mark', 'time'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'img'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/** No event handler (on…), id or name (they could shadow the page's own elements), class or data-. */
const ATTRIBUTES = [
  ...['href', 'src', 'alt', 'title', 'width', 'height'],
  ...['colspan', 'rowspan', 'scope', 'datetime'],
];

/** A link's address: these schemes, or relative to the dashboard; never javascript:. */
const URL_SCHEMES = ['https', 'http', 'mailto', 'tel'];

export const SERVER_HTML_POLICY = {
  tags: TAGS.filter((tag) => !FORBIDDEN_TAGS.includes(tag)),
  attributes: ATTRIBUTES.filter((attribute) => !FORBIDDEN_ATTRIBUTES.includes(attribute)),
  removedWithText: REMOVED_WITH_TEXT,
  urlSchemes: URL_SCHEMES,
  /** An image's address may also be data:, as DOMPurify always allows for an image (which runs no script). */
  imageSchemes: [...URL_SCHEMES, 'data'],
} as const;
