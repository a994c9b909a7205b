// Lists every function longer than a limit (80 lines unless given), longest first, so a split can be
// measured before and after (issue 37 §5, docs/decisions/052-services-the-size-of-a-thought.md).
// A `describe` block's callback is not counted: it groups tests and does nothing itself; each test
// inside it is counted, named by its title.
// With --check (as `npm test` runs it) every source folder of the repository is read, and the run
// fails on a function over the limit that scripts/long-functions.allowed.json does not name, or on
// an entry there that is no longer over it, so the list only shrinks.
// Usage: node scripts/long-functions.mjs [--limit N] [--count] [--check] [folders...]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 80;
const countOnly = args.includes('--count');
const check = args.includes('--check');
const folders = args.filter((arg, index) => !arg.startsWith('--') && (limitAt < 0 || index !== limitAt + 1));
/** Every folder of TypeScript the repository writes itself (built output and dependencies are skipped below). */
const EVERY_SOURCE = [
  'apps/gateway/src',
  'apps/gateway/test',
  'apps/web/src',
  'apps/web/test',
  'packages/domain/src',
  'packages/domain/test',
  'bench/src',
  'bench/test',
  'e2e/support',
  'e2e/tests',
  'scripts',
  'deploy',
];
const roots =
  folders.length > 0
    ? folders
    : check
      ? EVERY_SOURCE.filter((folder) => existsSync(folder))
      : ['apps/gateway/src', 'packages/domain/src'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', 'dist', '.react-router', 'fixtures']);

function listSources(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : listSources(path);
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `describe(...)`, `test.describe(...)`, `describe.each(...)(...)`, `test.describe.serial(...)` and the like. */
const isDescribe = (callee) => /^(test\.)?describe\b/.test(callee.getText());
/** `test(...)`, `it(...)`, `test.only(...)` and the like: the callback is named by the test's title. */
const isTest = (callee) => /^(test|it)(\.(only|skip|fixme|fail))?$/.test(callee.getText());

/** The call a function is passed to, if it is an argument of one. */
function callOf(node) {
  const parent = node.parent;
  return parent && ts.isCallExpression(parent) && parent.arguments.includes(node) ? parent : null;
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  const call = callOf(node);
  const title = call?.arguments[0];
  if (call && isTest(call.expression) && title && ts.isStringLiteralLike(title))
    return `test '${title.text}'`;
  return '(anonymous)';
}

const found = [];
for (const path of roots.flatMap(listSources)) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    const call = ts.isFunctionLike(node) ? callOf(node) : null;
    const grouping = call !== null && isDescribe(call.expression);
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !grouping) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit)
        found.push({
          path: relative('.', path).replaceAll('\\', '/'),
          line: first + 1,
          name: nameOf(node),
          lines,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

found.sort((a, b) => b.lines - a.lines);
if (!countOnly) {
  for (const entry of found)
    console.log(`${String(entry.lines).padStart(4)}  ${entry.path}:${entry.line}  ${entry.name}`);
}
const factories = found.filter((entry) => /^create[A-Z]/.test(entry.name)).length;
console.log(`${found.length} functions over ${limit} lines, ${factories} of them create* factories`);

if (check) {
  const allowedFile = new URL('./long-functions.allowed.json', import.meta.url);
  /** @type {{ path: string, name: string, reason: string }[]} */
  const allowed = JSON.parse(readFileSync(allowedFile, 'utf8')).allowed;
  const key = (entry) => `${entry.path} ${entry.name}`;
  const allowedKeys = new Set(allowed.map(key));
  const foundKeys = new Set(found.map(key));
  const unlisted = found.filter((entry) => !allowedKeys.has(key(entry)));
  const read = (entry) => roots.some((root) => `${entry.path}/`.startsWith(`${root.replace(/\/$/, '')}/`));
  const stale = allowed.filter((entry) => read(entry) && !foundKeys.has(key(entry)));
  for (const entry of unlisted)
    console.error(
      `over ${limit} lines: ${entry.path}:${entry.line} ${entry.name} (${entry.lines}); split it`,
    );
  for (const entry of stale)
    console.error(`no longer over ${limit} lines: ${key(entry)}; remove it from long-functions.allowed.json`);
  if (unlisted.length > 0 || stale.length > 0) process.exit(1);
  console.log(`${allowed.length} of them allowed for now (scripts/long-functions.allowed.json)`);
}
