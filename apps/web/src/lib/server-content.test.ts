import { describe, expect, it } from 'vitest';
import { safeLinkHref, sanitizeServerHtml } from './server-content';

/** Hostile server content (issue 15): scripts, event handlers and javascript: addresses never survive. */
const HOSTILE_HTML: readonly string[] = [
  '<script>window.__xss = 1</script><p>Closed on Christmas Day</p>',
  '<img src="x" onerror="window.__xss = 2"><p>Closed on Christmas Day</p>',
  '<p onclick="window.__xss = 3" onmouseover="window.__xss = 4">Closed on Christmas Day</p>',
  '<a href="javascript:window.__xss = 5">Closed on Christmas Day</a>',
  '<a href="  JaVaScRiPt:window.__xss = 6">Closed on Christmas Day</a>',
  '<svg><script>window.__xss = 7</script><a xlink:href="javascript:window.__xss=8">x</a></svg><p>Closed on Christmas Day</p>',
  '<iframe src="javascript:window.__xss = 9"></iframe><p>Closed on Christmas Day</p>',
  '<form action="javascript:window.__xss = 10"><button>go</button></form><p>Closed on Christmas Day</p>',
  '<p style="background:url(javascript:window.__xss=11)">Closed on Christmas Day</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 12"></style></mglyph></table></mtext></math><p>Closed on Christmas Day</p>',
  '<body onload="window.__xss = 13"><p>Closed on Christmas Day</p></body>',
];

describe('sanitizeServerHtml', () => {
  it.each(HOSTILE_HTML)('removes the script of %s and keeps the text', (html) => {
    const clean = sanitizeServerHtml(html);
    expect(clean).not.toMatch(/<script|\son\w+=|javascript:|<iframe|<form|style=/i);
    const host = document.createElement('div');
    host.innerHTML = clean;
    expect(host.textContent).toContain(html.includes('Closed') ? 'Closed on Christmas Day' : '');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps the calendar’s ordinary markup', () => {
    const html =
      '<h3>2026 holiday closures</h3><table><tbody><tr><td>Christmas Day</td></tr></tbody></table>';
    expect(sanitizeServerHtml(html)).toBe(html);
  });
});

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com/handbook.pdf', 'https://example.com/handbook.pdf'],
    ['http://localhost:8080/api/outside/ebill?theme=x', 'http://localhost:8080/api/outside/ebill?theme=x'],
    ['/benefits/programs', '/benefits/programs'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['javascript:alert(1)', undefined],
    ['  JavaScript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (address, expected) => {
    expect(safeLinkHref(address)).toBe(expected);
  });
});
