import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from './server-content';
import { sanitizeServerHtmlOnServer } from './server-content.server';

/** The browser's sanitizer (DOMPurify) and the server's (sanitize-html): one policy, lib/server-html-policy.ts. */
const SANITIZERS = [
  ['the browser (DOMPurify)', sanitizeServerHtml],
  ['the server (sanitize-html)', sanitizeServerHtmlOnServer],
] as const;

const TEXT = 'Closed on Christmas Day';

/** Hostile server content (issue 15), each with what must not survive; the text always does. */
const HOSTILE: readonly (readonly [html: string, removed: RegExp])[] = [
  [`<script>window.__xss = 1</script><p>${TEXT}</p>`, /<script|__xss/],
  [`<img src="x" onerror="window.__xss = 2"><p>${TEXT}</p>`, /onerror/],
  [`<p onclick="window.__xss = 3" onmouseover="window.__xss = 4">${TEXT}</p>`, /\son\w+=/],
  [`<a href="javascript:window.__xss = 5">${TEXT}</a>`, /javascript:/i],
  [`<a href="  JaVaScRiPt:window.__xss = 6">${TEXT}</a>`, /javascript:/i],
  [`<a href="java&#x09;script:window.__xss = 7">${TEXT}</a>`, /href=/],
  [`<svg><script>window.__xss = 8</script></svg><p>${TEXT}</p>`, /<svg|<script/],
  [`<iframe src="https://example.com"></iframe><p>${TEXT}</p>`, /<iframe/],
  [`<object data="x.swf"></object><embed src="x.swf"><p>${TEXT}</p>`, /<object|<embed/],
  [
    `<form action="https://example.com"><input name="pin"><button>go</button></form><p>${TEXT}</p>`,
    /<form|<input|<button/,
  ],
  [`<textarea>pin</textarea><select><option>1</option></select><p>${TEXT}</p>`, /<textarea|<select/],
  [`<style>body { display: none }</style><p>${TEXT}</p>`, /<style|display/],
  [`<p style="background:url(https://example.com/track)">${TEXT}</p>`, /style=/],
  [`<img src="x.png" srcset="https://example.com/track 2x" alt=""><p>${TEXT}</p>`, /srcset/],
  [`<a href="/x" formaction="https://example.com">${TEXT}</a>`, /formaction/],
  [
    `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 9"></style></mglyph></table></mtext></math><p>${TEXT}</p>`,
    /onerror|<math|<style/,
  ],
];

/** Safe markup both keep as it is. */
const SAFE = [
  '<h3>2026 holiday closures</h3><table><thead><tr><th>Holiday</th></tr></thead><tbody><tr><td>Christmas Day</td></tr></tbody></table>',
  '<p>Call us or <a href="https://example.com/holidays">read more</a>, <strong>closed</strong> on <em>these</em> days.</p>',
  '<ul><li><a href="mailto:help@example.com">help@example.com</a></li><li><a href="/contact-us">Contact us</a></li></ul>',
];

describe.each(SANITIZERS)('server HTML sanitized in %s', (_where, sanitize) => {
  it.each(HOSTILE)('removes what could run or submit from %s and keeps the text', (html, removed) => {
    const clean = sanitize(html);
    expect(clean).not.toMatch(removed);
    expect(clean).toContain(TEXT);
  });

  it.each(SAFE)('keeps %s as it is', (html) => {
    expect(sanitize(html)).toBe(html);
  });
});

/**
 * sanitize-html's parser (htmlparser2) does not build the tree a browser builds from a table inside
 * MathML, and keeps an empty table there: harmless, so that row is left out of the comparison.
 */
const PARSED_ALIKE = HOSTILE.filter(([html]) => !html.startsWith('<math>'));

describe('the two sanitizers', () => {
  it.each(PARSED_ALIKE)('leave the same markup of %s', (html) => {
    const shown = (clean: string) => {
      const host = document.createElement('div');
      host.innerHTML = clean;
      return host.innerHTML;
    };
    expect(shown(sanitizeServerHtmlOnServer(html))).toBe(shown(sanitizeServerHtml(html)));
  });
});
