import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PGLITE_FILES } from '../../apps/gateway/test/setup/database-files';

const gatewayRoot = fileURLToPath(new URL('../../apps/gateway/', import.meta.url));

/** A describe that runs on PGlite alone: skipped on PostgreSQL, or run only on PGlite. */
const PGLITE_ONLY = /(skipIf|runIf)\(\s*process\.env\.TEST_DATABASE (===|!==) '(postgres|pglite)'\s*\)/g;
const runsOnPgliteOnly = (source: string) =>
  [...source.matchAll(PGLITE_ONLY)].some(
    ([, call, operator, database]) =>
      ((call === 'skipIf') === (operator === '===')) === (database === 'postgres'),
  );

const gatewayTestFiles = readdirSync(`${gatewayRoot}test`, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/${file}`);

// With PostgreSQL up, the PGlite project runs only PGLITE_FILES (vitest.config.ts).
describe('the gateway files that run on PGlite (apps/gateway/test/setup/database-files.ts)', () => {
  it('lists files that exist', () => {
    expect(PGLITE_FILES.filter((file) => !existsSync(`${gatewayRoot}${file}`))).toEqual([]);
  });

  it('lists every file that runs on PGlite alone, which would otherwise run nowhere', () => {
    const pgliteOnly = gatewayTestFiles.filter((file) =>
      runsOnPgliteOnly(readFileSync(`${gatewayRoot}${file}`, 'utf8')),
    );
    expect(pgliteOnly.length).toBeGreaterThan(0);
    expect(pgliteOnly.filter((file) => !(PGLITE_FILES as readonly string[]).includes(file))).toEqual([]);
  });

  it('tells a PGlite-only describe from a PostgreSQL-only one', () => {
    expect(runsOnPgliteOnly("describe.skipIf(process.env.TEST_DATABASE === 'postgres')('x'")).toBe(true);
    expect(runsOnPgliteOnly("describe.runIf(process.env.TEST_DATABASE === 'pglite')('x'")).toBe(true);
    expect(runsOnPgliteOnly("describe.skipIf(process.env.TEST_DATABASE !== 'pglite')('x'")).toBe(true);
    expect(runsOnPgliteOnly("describe.runIf(process.env.TEST_DATABASE === 'postgres')('x'")).toBe(false);
    expect(runsOnPgliteOnly("describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('x'")).toBe(false);
  });
});
