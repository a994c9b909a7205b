import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const gatewaySource = fileURLToPath(new URL('../../apps/gateway/src', import.meta.url));
const fixtureRoot = fileURLToPath(new URL('./fixtures/error-statuses', import.meta.url));

/** The one file that turns a failure into a status (docs/decisions/051-one-error-path.md). */
const ERROR_HANDLER = 'plugins/error-handler.ts';

/** A status a route may set itself: 1xx-3xx (201 Created, 204 No Content, 302 Found...). */
const isSuccessStatus = (node: ts.Node | undefined) =>
  node !== undefined && ts.isNumericLiteral(node) && Number(node.text) >= 100 && Number(node.text) < 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return entry.name.endsWith('.ts') ? [child] : [];
  });
}

/**
 * Every place under `root` but the error handler that sets a status other than a literal 1xx-3xx:
 * `.code(…)` and `.status(…)` (Fastify's reply), `.writeHead(…)` (Node's response) and an assignment
 * to `.statusCode`. A status held in a variable counts: it may be an error's.
 */
function findErrorStatuses(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === ERROR_HANDLER) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ')}`);
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['code', 'status', 'writeHead'].includes(node.expression.name.text) &&
        !isSuccessStatus(node.arguments[0])
      ) {
        report(node);
      }
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(node.left) &&
        node.left.name.text === 'statusCode' &&
        !isSuccessStatus(node.right)
      ) {
        report(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort();
}

describe('no error status outside the error handler (issue 37 §3)', () => {
  it('finds every kind of error status in the fixture, and none in its error handler or a success', () => {
    expect(findErrorStatuses(fixtureRoot)).toEqual([
      'routes/sets-status.ts:10: reply.code(404)',
      'routes/sets-status.ts:11: reply.status(500)',
      "routes/sets-status.ts:12: reply.headers({ pragma: 'no-cache' }).code(status)",
      'routes/sets-status.ts:13: reply.raw.writeHead(503)',
      'routes/sets-status.ts:14: reply.raw.statusCode = 401',
    ]);
  });

  // Parses the gateway's every source file: seconds of CPU, more while other suites share the cores.
  it('finds none in apps/gateway/src: a failure is thrown, and the error handler sets its status', {
    timeout: 60_000,
  }, () => {
    expect(findErrorStatuses(gatewaySource)).toEqual([]);
  });
});
