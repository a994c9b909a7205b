import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 17): the only rules a scan runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page's violations as it stands, one line each: rule, help and the elements that break it.
 * axe is put in the page once and stays while the app moves within it (a scan of many pages from
 * one signed-in page pays for it once); only violations are collected, which is most of axe's time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Result = { id: string; help: string; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Result[] }> } }
    ).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, WCAG_TAGS);
}

/** Scans the page as it stands for WCAG 2.x A and AA problems; any violation fails the test. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}
