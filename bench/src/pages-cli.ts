import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkBudgets, readBuiltApp } from './bundle-budgets';
import { PAGE_RUNS, printPageSpeed } from './page-speed';
import { measurePages, pagesMarkdown, toPageSection } from './pages-report';
import { type BenchReport, writeReport } from './report';

/**
 * `npx tsx bench/src/pages-cli.ts http://localhost:8080 [json file | --merge]`: the Pages figures of
 * issue 16 alone, against a running gateway that serves the built web app (PAGES_BUILD: another
 * build's folder). `--merge` puts them in bench/results/latest.json and latest.md in place of the last
 * run's, with a note, as scale-cli.ts does for the scale step. CHROME_PORT picks Chrome's debugging
 * port, PAGES_DESKTOP=1 adds the desktop preset, PAGE_RUNS the flows each figure is the median of (3).
 */
const RESULTS = path.resolve(import.meta.dirname, '../results');
const base = process.argv[2]?.replace(/\/+$/, '');
if (!base) {
  console.error('usage: npx tsx bench/src/pages-cli.ts <baseUrl> [json file | --merge]');
  process.exit(2);
}
const runs = Number(process.env.PAGE_RUNS ?? PAGE_RUNS);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`PAGE_RUNS must be a whole number of at least 1, not ${process.env.PAGE_RUNS}`);
  process.exit(2);
}
const report = await measurePages(base, process.env.PAGES_BUILD, {
  ...(process.env.CHROME_PORT ? { chromePort: Number(process.env.CHROME_PORT) } : {}),
  presets: process.env.PAGES_DESKTOP === '1' ? ['mobile', 'desktop'] : ['mobile'],
  runs,
});
printPageSpeed(report.pageSpeed);
console.log(`\n${pagesMarkdown(report)}`);
const out = process.argv[3];
if (out === '--merge') {
  const latest = JSON.parse(await readFile(path.join(RESULTS, 'latest.json'), 'utf8')) as BenchReport;
  const build = process.env.PAGES_BUILD ?? path.resolve(import.meta.dirname, '../../apps/web/build');
  const note = `Page figures by bench/src/pages-cli.ts --merge at ${new Date().toISOString()} against ${base}.`;
  await writeReport(RESULTS, {
    ...latest,
    pages: toPageSection(report.pageSpeed, checkBudgets(await readBuiltApp(build)), [note]),
  });
} else if (out) await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
