import { expect, test } from '@playwright/test';
import { partialParseMoves } from '../support/partial-parse';

/**
 * The helper behind every "nothing moves while read" check (support/partial-parse.ts), on pages made
 * for it: it names what a browser would move as it reads the rest, nothing on a page that holds still,
 * and leaves the page as it found it.
 */
const page = (root: string) => `<!doctype html><html><body><div id="root">${root}</div></body></html>`;

/** A centred row and a table: each link moves as the next is read, and so does a cell as a longer row comes. */
const MOVING = page(
  '<header><h1>Title</h1><nav style="display:flex;justify-content:center;gap:8px"><a>One</a><a>Two</a><a>Three</a><span>x</span> text <b>Four</b></nav></header><main><p>Para <i>it</i> more</p><table><tr><td>a</td><td>b</td></tr><tr><td>a longer cell</td><td>bb</td></tr></table></main>',
);
const STILL = page(
  '<h1>Still</h1><p>Text <a>link</a> text</p><ul><li>a</li><li>b</li></ul><section><h2>S</h2><p>p</p></section>',
);

const moved = (moves: readonly string[]) => moves.map((move) => move.slice(0, move.indexOf(':')));

test('names each element that moves as the rest is read, and puts the page back as it was', async ({
  page: tab,
}) => {
  await tab.setViewportSize({ width: 390, height: 800 });
  await tab.setContent(MOVING);
  const before = await tab.locator('#root').innerHTML();
  const moves = await partialParseMoves(tab);
  expect(moved(moves)).toEqual(['a "One"', 'a "Two"', 'a "Three"', 'span "x"', 'td "b"']);
  expect(moves[0]).toMatch(/^a "One": \(\d+, \d+\) → \(\d+, \d+\) with a "One" read last$/);
  expect(moves[4]).toMatch(/with td "b" read last$/);
  expect(await tab.locator('#root').innerHTML()).toBe(before);
});

test('finds nothing on a page whose every element holds its place', async ({ page: tab }) => {
  await tab.setContent(STILL);
  expect(await partialParseMoves(tab)).toEqual([]);
});
