import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readKeptPages } from '../src/kept-pages';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function resultsDir(latest?: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-results-'));
  dirs.push(dir);
  if (latest !== undefined) await writeFile(path.join(dir, 'latest.json'), latest);
  return dir;
}

describe('the page figures a run without pages keeps', () => {
  it('are the replaced report’s, notes and all', async () => {
    const pages = { pages: [], budgets: [], notes: ['Page figures by bench/src/pages-cli.ts --merge at …'] };
    const dir = await resultsDir(JSON.stringify({ startedAt: 'x', pages }));
    expect(await readKeptPages(dir)).toEqual(pages);
  });

  it('are none without a report, with one that has none, or one that does not parse', async () => {
    expect(await readKeptPages(await resultsDir())).toBeNull();
    expect(await readKeptPages(await resultsDir(JSON.stringify({ pages: null })))).toBeNull();
    expect(await readKeptPages(await resultsDir('{ not json'))).toBeNull();
  });
});
