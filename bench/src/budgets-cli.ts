import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AREA_BUDGET,
  checkBudgets,
  checkFrameworkBudget,
  LOGIN_BUDGET,
  readBuiltApp,
  readFrameworkBuild,
} from './bundle-budgets';

/**
 * `npm run budgets -w @dash/bench`, run by `npm test` right after the web build: the JS budgets of
 * issue 16 on the built app, and /login's on React Router's framework build when apps/web/build
 * exists (issue 37). Exits 1 with one line per broken budget, naming the chunk.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
const report = checkBudgets(await readBuiltApp(path.join(web, 'dist')));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `JS budgets (gzip): /login ${kb(report.login.gzip)} of ${kb(LOGIN_BUDGET)} in ${report.login.files.length} files; largest area ${kb(Math.max(0, ...report.areas.map((r) => r.gzip)))} of ${kb(AREA_BUDGET)}.`,
);
const violations = [...report.violations];
const frameworkDir = path.join(web, 'build');
if (existsSync(path.join(frameworkDir, 'server/index.js'))) {
  const framework = checkFrameworkBudget(await readFrameworkBuild(frameworkDir));
  console.log(
    `Framework build (gzip): /login ${kb(framework.login.gzip)} of ${kb(LOGIN_BUDGET)} in ${framework.login.files.length} files.`,
  );
  violations.push(...framework.violations);
}
if (violations.length > 0) {
  for (const violation of violations) console.error(`BUDGET: ${violation}`);
  process.exit(1);
}
