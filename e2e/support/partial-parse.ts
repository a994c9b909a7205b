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
 */
export function partialParseMoves(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) return ['no #root'];
    // A spinning wheel's box turns with it: that is no move of the layout.
    const still = document.createElement('style');
    still.textContent = '*, ::before, ::after { animation: none !important; transition: none !important; }';
    document.head.append(still);
    const pristine = root.cloneNode(true) as HTMLElement;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} "${(element.textContent ?? '').trim().slice(0, 24)}"`;
    // What is not seen cannot be seen to move: boxes of no size, and text for screen readers only.
    const place = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return width <= 1 || height <= 1 || element.closest('.visually-hidden') ? null : { x, y };
    };
    const whole = [...root.querySelectorAll('*')].map(place);
    const moves = new Map<number, string>();
    for (let last = 0; last < whole.length; last++) {
      root.replaceChildren(...[...pristine.cloneNode(true).childNodes]);
      const elements: Element[] = [...root.querySelectorAll('*')];
      // Everything after `last` in document order is not read yet: its later siblings and those of
      // each of its ancestors within #root.
      for (let node: Node | null = elements[last] ?? null; node && node !== root; node = node.parentNode)
        while (node.nextSibling) node.nextSibling.remove();
      for (let index = 0; index <= last; index++) {
        if (moves.has(index)) continue;
        const before = whole[index];
        const element = elements[index];
        const now = element ? place(element) : null;
        if (!before || !now || !element) continue;
        if (Math.abs(before.x - now.x) > 0.5 || Math.abs(before.y - now.y) > 0.5)
          moves.set(
            index,
            `${name(element)}: (${Math.round(before.x)}, ${Math.round(before.y)}) → (${Math.round(now.x)}, ${Math.round(now.y)}) with ${name(elements[last] as Element)} read last`,
          );
      }
    }
    root.replaceChildren(...[...pristine.childNodes]);
    still.remove();
    return [...moves.values()];
  });
}

/**
 * Nothing on the page moves as the browser reads the rest of it, on a phone and on a desktop (the
 * tiles' columns, the header's row and the fields' alignment differ between the two).
 */
export async function expectStillWhileRead(page: Page) {
  for (const width of [390, 1280]) {
    await atWidth(page, width);
    expect(await partialParseMoves(page), `at ${width} px`).toEqual([]);
  }
}
