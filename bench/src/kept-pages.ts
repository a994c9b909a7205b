import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BenchReport } from './report';

/**
 * The page figures of the report a run without pages (`--no-pages`) replaces: kept as they were, with
 * their own notes saying which run made them (`pages-cli.ts --merge`), rather than dropped with the rest
 * of the old report. Read before the run first writes its own. None when there is no report yet, or it
 * cannot be read.
 */
export async function readKeptPages(resultsDir: string): Promise<BenchReport['pages']> {
  try {
    const before = JSON.parse(await readFile(path.join(resultsDir, 'latest.json'), 'utf8')) as BenchReport;
    return before.pages ?? null;
  } catch {
    return null;
  }
}
