import { expect, type Page } from '@playwright/test';
import { atWidth } from './widths';

/**
 * What moves on a server-rendered page while the browser is still reading it. A browser paints the HTML it has
 * read so far (a phone whenever its parser pauses, any browser as a slow network brings the page), so
 * each element's place must not depend on anything after it in the markup: a table's later rows, an
 * end-aligned or centred row's later items, a grid whose columns follow its items, a row centred on
 * a taller item still to come. Otherwise it moves when the rest arrives, a layout shift before any
 * script runs. Every element of `#root` in turn is taken as the last one read; what precedes it is
 * measured against the whole page. Returns each move as "element: whole page → cut short", at most one
 * per element.
 *
 * The page is cut short in place: what follows the element read last (the later siblings of it and of
 * each of its ancestors) is taken out, and going on to the next element puts back only what is read
 * by then. A copy of the whole page for each element, laid out anew, cost 3 s on a page of 360
 * elements and 55 s on a long access history in CI; in place, each node is put back about once for
 * each of its ancestors, a third of the time on the same pages.
 */
export function partialParseMoves(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) return ['no #root'];
    // A spinning wheel's box turns with it: that is no move of the layout.
    const still = document.createElement('style');
    still.textContent = '*, ::before, ::after { animation: none !important; transition: none !important; }';
    document.head.append(still);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} "${(element.textContent ?? '').trim().slice(0, 24)}"`;
    const elements = [...root.querySelectorAll('*')];
    // Each element's parent in the whole page: an element not read yet is out of the document.
    const parentOf = new Map<Node, Node>(elements.map((element) => [element, element.parentNode as Node]));
    // What is not seen cannot be seen to move: boxes of no size, and text for screen readers only.
    const hidden = elements.map((element) => element.closest('.visually-hidden') !== null);
    const place = (index: number) => {
      const { x, y, width, height } = (elements[index] as Element).getBoundingClientRect();
      return width <= 1 || height <= 1 || hidden[index] ? null : { x, y };
    };
    const whole = elements.map((_, index) => place(index));
    const moves = new Map<number, string>();
    // For each parent on the path from the element read last up to #root: its child on that path, and
    // the nodes after that child, taken out (not read yet).
    const unread = new Map<Node, { child: Node; nodes: Node[] }>();
    for (let last = 0; last < elements.length; last++) {
      const path = new Map<Node, Node>();
      for (let node = elements[last] as Node; node !== root; node = parentOf.get(node) as Node)
        path.set(parentOf.get(node) as Node, node);
      for (const [parent, taken] of unread) {
        const child = path.get(parent);
        if (child === taken.child) continue;
        // Read by now: all of it when the path has left this parent, else up to its new child on it.
        const at = child === undefined ? -1 : taken.nodes.indexOf(child);
        if (child === undefined || at < 0) {
          (parent as Element).append(...taken.nodes);
          unread.delete(parent);
        } else {
          (parent as Element).append(...taken.nodes.slice(0, at + 1));
          unread.set(parent, { child, nodes: taken.nodes.slice(at + 1) });
        }
      }
      for (const [parent, child] of path) {
        if (unread.has(parent)) continue;
        const nodes: Node[] = [];
        for (let next = child.nextSibling; next; next = child.nextSibling) {
          nodes.push(next);
          next.remove();
        }
        unread.set(parent, { child, nodes });
      }
      for (let index = 0; index <= last; index++) {
        if (moves.has(index)) continue;
        const before = whole[index];
        const now = place(index);
        if (!before || !now) continue;
        if (Math.abs(before.x - now.x) > 0.5 || Math.abs(before.y - now.y) > 0.5)
          moves.set(
            index,
            `${name(elements[index] as Element)}: (${Math.round(before.x)}, ${Math.round(before.y)}) → (${Math.round(now.x)}, ${Math.round(now.y)}) with ${name(elements[last] as Element)} read last`,
          );
      }
    }
    for (const [parent, taken] of unread) (parent as Element).append(...taken.nodes);
    still.remove();
    return [...moves.values()];
  });
}

/**
 * Nothing on the page moves as the browser reads it, on a phone and on a desktop (the
 * tiles' columns, the header's row and the fields' alignment differ between the two).
 */
export async function expectStillWhileRead(page: Page) {
  for (const width of [390, 1280]) {
    await atWidth(page, width);
    expect(await partialParseMoves(page), `at ${width} px`).toEqual([]);
  }
}
