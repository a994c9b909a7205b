import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_STARTER, holdScriptsUntilPainted } from './scripts-after-paint.server';

const NONCE = '0123456789abcdef0123456789abcdef';
const ROUTES = [
  '/assets/entry.client-A.js',
  '/assets/root-B.js',
  ...Array.from({ length: 10 }, (_, i) => `/assets/c${i}.js`),
];
const IMPORTS = 'import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");';

/** A document as React Router's `<Scripts>` renders it (React hoists its links into the head). */
const rendered = `<!DOCTYPE html><html lang="en"><head><title>t</title>${ROUTES.map(
  (href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`,
).join(
  '',
)}</head><body><div id="root"><h1>Log in</h1></div><script nonce="${NONCE}">window.__reactRouterContext = {};</script><script nonce="${NONCE}" type="module" async="">${IMPORTS}</script></body></html>`;

/** The page's tasks, run one at a time by the test; its frames are jsdom's own (pretendToBeVisual). */
function manualTasks() {
  const tasks: Array<() => void> = [];
  vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void) =>
    tasks.push(callback)) as typeof window.setTimeout);
  return () => tasks.shift()?.();
}

/** After the next frame's callbacks: those asked for before, the starter's among them, have run. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * `html` as the browser would load it into this test's document: parsed, then its starter run where
 * it stands (a script put in by the test runs as it is inserted, as the parser's would).
 */
function load(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const source = parsed.body.lastElementChild;
  if (source?.tagName !== 'SCRIPT') throw new Error('no starter at the end of the body');
  source.remove();
  document.head.replaceChildren(
    ...[...parsed.head.childNodes].map((node) => document.importNode(node, true)),
  );
  document.body.replaceChildren(
    ...[...parsed.body.childNodes].map((node) => document.importNode(node, true)),
  );
  const starter = document.createElement('script');
  starter.nonce = NONCE;
  starter.textContent = source.textContent;
  document.body.append(starter);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the page asks for its scripts after its first paint (issue 37, LCP)', () => {
  it('sends no module preload and no module script a browser would fetch while it parses', () => {
    const html = holdScriptsUntilPainted(rendered, NONCE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    // The links stay in the document (the first-paint journeys read them), under a name no browser acts on.
    expect(
      [...html.matchAll(/<link rel="modulepreload-after-paint" href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(ROUTES);
    expect(html).toContain(`<script nonce="${NONCE}">${AFTER_PAINT_STARTER}</script></body></html>`);
  });

  it('leaves a document without React Router scripts (a redirect, an error page of its own) as it was', () => {
    const plain = '<!DOCTYPE html><html><body><p>x</p></body></html>';
    expect(holdScriptsUntilPainted(plain, NONCE)).toBe(plain);
  });

  it('without paint timing (jsdom), gives the links and the module script their names back after a frame, links first, eight to a task', async () => {
    const task = manualTasks();
    load(holdScriptsUntilPainted(rendered, NONCE));
    const preloads = () => document.querySelectorAll('link[rel="modulepreload"]').length;
    const moduleScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
    // Parsed and run: the starter took itself out, and nothing is asked for before a frame.
    expect(document.body.innerHTML).not.toContain('currentScript');
    expect(preloads()).toBe(0);
    await nextFrame();
    expect(preloads()).toBe(0);
    task();
    expect(preloads()).toBe(8);
    expect(moduleScripts()).toEqual([]);
    task();
    expect(preloads()).toBe(ROUTES.length);
    const [script] = moduleScripts();
    expect(script?.textContent).toBe(IMPORTS);
    expect(script?.nonce).toBe(NONCE);
    // In the held script's place, where React expects `<Scripts>`'s element as it hydrates.
    expect(script?.previousElementSibling?.textContent).toContain('__reactRouterContext');
    expect(document.querySelector('script[type="module-after-paint"]')).toBeNull();
  });

  it('starts them at once on a hidden page, which paints no frame', () => {
    const task = manualTasks();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    load(holdScriptsUntilPainted(rendered, NONCE));
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(8);
    task();
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
