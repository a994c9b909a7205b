import { execFileSync } from 'node:child_process';

/**
 * Which build a browser runs, for its error reports (issue 36): BUILD_ID when the pipeline sets one,
 * else the commit, else 'dev'.
 */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'dev';
  }
}

/**
 * What both builds define: the build's id, and for the server's build its own production React,
 * bundled in: the gateway runs without NODE_ENV, and a development render writes its stack traces
 * into the page.
 */
export function buildDefinitions(isSsrBuild: boolean | undefined) {
  const id = { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()) };
  return isSsrBuild
    ? {
        ssr: { noExternal: true as const },
        define: { ...id, 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : { define: id };
}
