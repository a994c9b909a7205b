// Lists every function longer than a limit (80 lines unless given) in the gateway's and the
// domain's sources, longest first, so a split can be measured before and after (issue 37 §5,
// docs/decisions/052-services-the-size-of-a-thought.md).
// Usage: node scripts/long-functions.mjs [--limit N] [--count] [folders...]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 80;
const countOnly = args.includes('--count');
const folders = args.filter((arg, index) => !arg.startsWith('--') && (limitAt < 0 || index !== limitAt + 1));
const roots = folders.length > 0 ? folders : ['apps/gateway/src', 'packages/domain/src'];

function listSources(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  return '(anonymous)';
}

const found = [];
for (const path of roots.flatMap(listSources)) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit)
        found.push({ path: relative('.', path), line: first + 1, name: nameOf(node), lines });
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
