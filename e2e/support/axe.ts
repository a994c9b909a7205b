import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Scans the page as it stands for WCAG 2.1 A and AA problems; any violation fails the test. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
