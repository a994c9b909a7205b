import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { forbidden } from '../../.dependency-cruiser.mjs';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const fixtureRoot = fileURLToPath(new URL('./fixtures/boundaries', import.meta.url));
const depcruise = `${repositoryRoot}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`;

interface CruiseResult {
  readonly summary: { readonly violations: readonly { readonly rule: { readonly name: string } }[] };
}

/** Cruises the fixture tree with the repository's own rules (`npm run lint:deps` uses the same file). */
async function cruiseFixture(): Promise<CruiseResult> {
  const config = `${repositoryRoot}.dependency-cruiser.mjs`;
  const args = [depcruise, '--config', config, '--output-type', 'json', 'apps', 'packages'];
  // depcruise exits non-zero when it finds violations; the report on stdout is what is checked.
  const { stdout } = await run(process.execPath, args, { cwd: fixtureRoot }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return JSON.parse(stdout) as CruiseResult;
}

describe('the boundaries npm run lint:deps enforces', () => {
  it('reports each rule broken by the fixtures that break it on purpose', async () => {
    const result = await cruiseFixture();
    const broken = new Set(result.summary.violations.map((violation) => violation.rule.name));
    expect([...broken].sort()).toEqual(forbidden.map((rule) => rule.name).sort());
  }, 60_000);
});
