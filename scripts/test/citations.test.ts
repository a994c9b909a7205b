import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCitations } from '../check-citations.mjs';

const fixtureRoot = fileURLToPath(new URL('./fixtures/citations', import.meta.url));

describe('the citation check npm test runs', () => {
  // A build's output (ignored by git) is on this disk after a build and never on a fresh clone.
  const buildOutput = path.join(fixtureRoot, 'dist');
  afterEach(() => rmSync(buildOutput, { recursive: true, force: true }));

  it('reports each citation a reader cannot follow, and only those', () => {
    mkdirSync(buildOutput, { recursive: true });
    writeFileSync(path.join(buildOutput, 'built.mjs'), '');
    expect(checkCitations(fixtureRoot)).toEqual([
      'src/cites-build.ts:1: dist/built.mjs does not exist in the repository',
      'src/cites.ts:2: R1-4.9 is not a requirement of docs/requirements.md',
      'src/cites.ts:2: document 1 §12 is not a section of docs/requirements.md',
      'src/cites.ts:2: document 3 §1 is not a section of docs/requirements.md',
      'src/cites.ts:2: docs/missing.md does not exist in the repository',
      'src/cites.ts:2: STYLE.md does not exist in the repository',
    ]);
  });
});
