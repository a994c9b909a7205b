import { writeFile } from 'node:fs/promises';
import { printPageSpeed } from './page-speed';
import { measurePages, pagesMarkdown } from './pages-report';

/**
 * `npx tsx bench/src/pages-cli.ts http://localhost:8080 [file]`: the Pages figures of issue 16
 * alone, against a running gateway that serves the built web app (PAGES_DIST: another build's dist).
 * CHROME_PORT picks Chrome's debugging port, PAGES_DESKTOP=1 adds the desktop preset.
 */
const base = process.argv[2]?.replace(/\/+$/, '');
if (!base) {
  console.error('usage: npx tsx bench/src/pages-cli.ts <baseUrl> [json file]');
  process.exit(2);
}
const report = await measurePages(base, process.env.PAGES_DIST, {
  ...(process.env.CHROME_PORT ? { chromePort: Number(process.env.CHROME_PORT) } : {}),
  presets: process.env.PAGES_DESKTOP === '1' ? ['mobile', 'desktop'] : ['mobile'],
});
printPageSpeed(report.pageSpeed);
console.log(`\n${pagesMarkdown(report)}`);
const out = process.argv[3];
if (out) await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
