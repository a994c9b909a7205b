#!/usr/bin/env node
/**
 * Fails when a comment or a document cites what a reader cannot follow (docs/requirements.md, "Citations"):
 * a requirement id (R1-4.3) missing from docs/requirements.md, a "document N §M" section it does not
 * list, or a repository path that does not exist. Comments are read with the TypeScript scanner, so a
 * URL or a path inside a string is not a citation; Markdown files are read whole.
 *
 * Usage: node scripts/check-citations.mjs [root]   (run by `npm test`; scripts/test/citations.test.ts
 * runs it over a fixture that cites wrongly on purpose).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(?:ts|tsx|mts|mjs|js|cjs)$/;
const STYLE = /\.css$/;
const MARKDOWN = /\.md$/;
const SKIPPED = /(^|\/)(node_modules|dist|data|test-results|artifacts|\.data)\//;
/** Folders of test fixtures that break the rules on purpose; each test checks its own. */
const FIXTURES = /^scripts\/test\/fixtures\//;

const REQUIREMENT_ID = /\bR([12])-(\d+)\.(\d+)\b/g;
/** "document 1 §4", "document 2 §2, §4 and §6", "Document 1 §2 Menus and §6". */
const SECTION_CITATION = /\bdocument\s+(\d+)((?:(?:\s*,\s*|\s+and\s+|\s+)§\d+(?:\.\d+)?)+)/gi;
const CITED_PATH =
  /(?<![\w@/.:<>-])((?:\.{1,2}\/)*(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:md|ts|tsx|mjs|cjs|json|css|sql|html|svg|yml|yaml))(?![\w/-])/g;
/** File names that are names of things, not files of this repository. */
const NOT_A_FILE = new Set(['Node.js', 'next.js']);

/** Every file of the working tree that git does not ignore. */
function listFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n').filter((file) => file && !SKIPPED.test(file) && existsSync(path.join(root, file)));
}

/** The comments of a source file, with the line each starts on. */
function sourceComments(text, fileName) {
  const variant = fileName.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const comments = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push({ text: scanner.getTokenText(), offset: scanner.getTokenStart() });
    }
  }
  return comments;
}

function styleComments(text) {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], offset: m.index }));
}

/** The parts of a file that may cite: comments of code, the whole of a Markdown file. */
function citingParts(file, text) {
  if (MARKDOWN.test(file)) return [{ text: withoutExamples(text), offset: 0 }];
  if (STYLE.test(file)) return styleComments(text);
  if (SOURCE.test(file)) return sourceComments(text, file);
  return [];
}

/** The ids and sections docs/requirements.md defines: `R1-4.3` anywhere, "## Document 1 §4" headings. */
function readRequirements(root) {
  const file = path.join(root, 'docs/requirements.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const ids = new Set([...text.matchAll(/^\|\s*(R[12]-\d+\.\d+)\s*\|/gm)].map((m) => m[1]));
  const sections = new Set(
    [...text.matchAll(/^#{2,3}\s+Document\s+(\d+)\s+§(\d+)\b/gim)].map((m) => `${m[1]}§${m[2]}`),
  );
  return { ids, sections };
}

/** The workspaces (folders with a package.json) and their src folders: a document may write
 * `plugins/audit.ts` for the gateway's or `lib/http-errors.ts` for the web app's file. */
function workspaceFolders(files) {
  const folders = new Set();
  for (const file of files) {
    if (path.basename(file) !== 'package.json' || file === 'package.json') continue;
    const folder = path.dirname(file);
    folders.add(folder);
    folders.add(`${folder}/src`);
  }
  return [...folders];
}

/** Folders a path may be written relative to: the root, the citing file's folder and its ancestors
 * (`migrations/…` from src/db/tables), and every workspace and its src. */
function baseFolders(file, workspaces) {
  const folders = new Set(['', ...workspaces]);
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  return [...folders];
}

/** Markdown between `<!-- citations: off -->` and `<!-- citations: on -->` names files to be created. */
function withoutExamples(text) {
  return text.replace(/<!-- citations: off -->[\s\S]*?<!-- citations: on -->/g, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
}

export function checkCitations(root) {
  const files = listFiles(root).filter((file) => !FIXTURES.test(file));
  const names = new Set(files.map((file) => path.basename(file)));
  // What the repository holds, not what is on this disk: a build's output (ignored by git) exists only
  // after a build, so a citation of it would pass here and fail on a fresh clone.
  const held = new Set(files);
  const holds = (...parts) => held.has(path.posix.normalize(path.posix.join(...parts)));
  const workspaces = workspaceFolders(files);
  const { ids, sections } = readRequirements(root);
  const problems = [];

  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lineOf = (offset) => text.slice(0, offset).split('\n').length;
    for (const part of citingParts(file, text)) {
      const report = (index, message) => problems.push(`${file}:${lineOf(part.offset + index)}: ${message}`);

      for (const m of part.text.matchAll(REQUIREMENT_ID)) {
        if (!ids.has(m[0])) report(m.index, `${m[0]} is not a requirement of docs/requirements.md`);
      }
      for (const m of part.text.matchAll(SECTION_CITATION)) {
        for (const section of m[2].matchAll(/§(\d+)/g)) {
          if (!sections.has(`${m[1]}§${section[1]}`)) {
            report(m.index, `document ${m[1]} §${section[1]} is not a section of docs/requirements.md`);
          }
        }
      }
      for (const m of part.text.matchAll(CITED_PATH)) {
        const cited = m[1];
        if (NOT_A_FILE.has(cited)) continue;
        const found = cited.includes('/')
          ? baseFolders(file, workspaces).some((base) => holds(base, cited))
          : names.has(cited) || holds(path.posix.dirname(file), cited);
        if (!found) report(m.index, `${cited} does not exist in the repository`);
      }
    }
  }
  return problems;
}

const repositoryRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? repositoryRoot);
  if (!statSync(root).isDirectory()) throw new Error(`${root} is not a folder`);
  const problems = checkCitations(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} citation(s) a reader cannot follow.`);
    process.exit(1);
  }
  console.log('Every citation leads to a requirement or a file of the repository.');
}
