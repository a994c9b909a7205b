// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_SCRIPT } from '../src/plugins/after-paint-script';

/** The little of jsdom's DOM this test reads (the gateway's types have no DOM). */
interface Element {
  readonly type: string;
  readonly src: string;
  getAttribute(name: string): string | null;
}
const { document, location } = globalThis as unknown as {
  readonly document: {
    readonly head: { innerHTML: string };
    readonly hidden: boolean;
    querySelector(selector: string): Element | null;
    querySelectorAll(selector: string): Iterable<Element>;
  };
  readonly location: { readonly href: string };
};

/** A server-rendered page's head as web.ts leaves it: the entry and its import, then twenty route chunks. */
function serverRenderedHead(): void {
  const route = Array.from(
    { length: 20 },
    (_, index) => `<link data-after-paint crossorigin data-route href="/assets/route-${index}.js">`,
  ).join('');
  document.head.innerHTML =
    `${route}<link data-after-paint data-entry crossorigin href="/assets/index-Entry.js">` +
    '<link data-after-paint crossorigin href="/assets/react-Chunk.js">';
}

const switchedOn = (selector: string) =>
  [...document.querySelectorAll(selector)].filter((link) => link.getAttribute('rel') === 'modulepreload')
    .length;

beforeEach(() => {
  vi.useFakeTimers();
  serverRenderedHead();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

/** Issue 16: a server-rendered page starts its scripts after its first paint, the route chunks a few per task. */
describe("a server-rendered page's scripts after its paint", () => {
  it('start with the entry and its imports in one task, then the route chunks eight to a task', () => {
    // The inline script exactly as the page carries it.
    new Function(AFTER_PAINT_SCRIPT)();
    // Nothing before the frame is painted.
    expect(switchedOn('link')).toBe(0);
    expect(document.querySelector('script')).toBeNull();

    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(switchedOn('link:not([data-route])')).toBe(2);
    const script = document.querySelector('script');
    expect(script?.type).toBe('module');
    expect(script?.src).toBe(new URL('/assets/index-Entry.js', location.href).href);
    expect(switchedOn('link[data-route]')).toBe(0);

    const counts: number[] = [];
    for (let task = 0; task < 3; task++) {
      vi.advanceTimersToNextTimer();
      counts.push(switchedOn('link[data-route]'));
    }
    expect(counts).toEqual([8, 16, 20]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('start at once on a hidden page, which paints no frame', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    new Function(AFTER_PAINT_SCRIPT)();
    expect(switchedOn('link:not([data-route])')).toBe(2);
    expect(document.querySelector('script')?.src).toBe(new URL('/assets/index-Entry.js', location.href).href);
    vi.runAllTimers();
    expect(switchedOn('link[data-route]')).toBe(20);
  });
});
