import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = path.join(ROOT, 'scripts/long-functions.mjs');

/** `count` statements, one a line. */
const statements = (count: number) => Array.from({ length: count }, (_, i) => `  step(${i});`).join('\n');

describe('the long-function check npm test runs', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'long-functions-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(
    path.join(folder, 'journeys.spec.ts'),
    [
      "test.describe('a group of tests', () => {",
      "  test('a long journey', async () => {",
      statements(85),
      '  });',
      "  test('a short one', async () => {",
      statements(70),
      '  });',
      '});',
      'function helper() {',
      statements(90),
      '}',
    ].join('\n'),
  );

  it('counts each test by its title and each function by its name, not the describe that groups them', () => {
    const out = execFileSync(process.execPath, [SCRIPT, folder], { cwd: ROOT, encoding: 'utf8' });
    const listed = out
      .trim()
      .split('\n')
      .slice(0, -1)
      .map((line) => line.trim().split(/\s+/).slice(2).join(' '));
    expect(listed).toEqual(['helper', "test 'a long journey'"]);
    expect(out).toContain('2 functions over 80 lines');
  });

  it('fails on a function over the limit that the allowed list does not name', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '--check', folder], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("test 'a long journey' (87); split it");
  });
});
