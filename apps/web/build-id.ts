import { execFileSync } from 'node:child_process';

/**
 * Which build a browser runs, for its error reports (issue 36): BUILD_ID when the pipeline sets one,
 * else the commit, else 'dev'.
 */
export function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'dev';
  }
}
