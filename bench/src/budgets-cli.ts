import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_BUDGET, checkBudgets, LOGIN_BUDGET, readBuiltApp } from './bundle-budgets';

/**
 * `npm run budgets -w @dash/bench`, run by `npm test` right after the web build: the JS budgets of
 * issue 16 on React Router's build (apps/web/build). Exits 1 with one line per broken budget, naming the file.
 */
const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/build');
const report = checkBudgets(await readBuiltApp(build));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = [...report.areas].sort((a, b) => b.gzip - a.gzip)[0];
console.log(
  `JS budgets (gzip): /login ${kb(report.login.gzip)} of ${kb(LOGIN_BUDGET)} in ${report.login.files.length} files; largest page ${largest?.area ?? '—'} ${kb(largest?.gzip ?? 0)} of ${kb(AREA_BUDGET)}.`,
);
if (report.violations.length > 0) {
  for (const violation of report.violations) console.error(`BUDGET: ${violation}`);
  process.exit(1);
}
