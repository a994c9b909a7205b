import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startGateway } from './gateway/servers';

/**
 * The build measured beside this checkout's (`--beside <git ref | path>`): a git worktree of the ref in
 * a temporary folder, or a checkout given by path, installed and built there as `npm run build` does,
 * its gateway started from its own folder, so each build is served by its own code.
 */
export interface BesideBuild {
  /** What was asked for: the ref or the path. */
  readonly ref: string;
  readonly commit: string;
  readonly dir: string;
}

function run(command: string, args: readonly string[], cwd: string, quiet = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'] });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!quiet) process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(out.trim())
        : reject(new Error(`${command} ${args.join(' ')} in ${cwd}: exit ${code}`)),
    );
  });
}

const isDirectory = (dir: string) => existsSync(dir) && statSync(dir).isDirectory();

/**
 * A checkout of `refOrPath` with both builds made: a path is used as it is (installed if it has no
 * node_modules); a ref gets a detached worktree in the temporary folder, kept for the next run of the
 * same commit. `npm ci` there, then the web and gateway builds, each run whole: a build the ref's own
 * code made, never this checkout's.
 */
export async function prepareBesideBuild(
  refOrPath: string,
  log: (text: string) => void,
): Promise<BesideBuild> {
  let dir: string;
  if (isDirectory(refOrPath)) dir = path.resolve(refOrPath);
  else {
    const commit = await run('git', ['rev-parse', '--verify', `${refOrPath}^{commit}`], ROOT, true);
    dir = path.join(tmpdir(), `bench-beside-${commit.slice(0, 12)}`);
    if (!isDirectory(dir)) {
      log(`git worktree of ${refOrPath} (${commit.slice(0, 12)}) in ${dir}`);
      await run('git', ['worktree', 'add', '--detach', dir, commit], ROOT);
    }
  }
  const commit = await run('git', ['rev-parse', 'HEAD'], dir, true);
  if (!isDirectory(path.join(dir, 'node_modules'))) {
    log(`npm ci in ${dir}`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  log(`building ${refOrPath} (${commit.slice(0, 12)}): web and gateway`);
  await run('npm', ['run', 'build', '-w', '@dash/web'], dir);
  await run('npm', ['run', 'build', '-w', '@dash/gateway'], dir);
  return { ref: refOrPath, commit, dir };
}

/**
 * The beside build's gateway on its own port, database and data folder, with its default settings:
 * a setting passed to the new build's gateway only (`newEnv`) is unset here, should the bench's own
 * environment carry it.
 */
export function startBesideGateway(
  build: BesideBuild,
  port: string,
  databaseUrl: string,
  newEnv: Readonly<Record<string, string>> = {},
): ChildProcess {
  const unset = Object.fromEntries(Object.keys(newEnv).map((key) => [key, undefined]));
  return startGateway(
    port,
    'localhost',
    databaseUrl,
    { ...unset, DATA_DIR: path.join(build.dir, 'data') },
    build.dir,
  );
}

/**
 * `--new-env KEY=VALUE` (repeatable): settings for the new build's gateway only, e.g.
 * RESPONSE_CACHE_MS=0. A setting the gateway does not know is ignored by it.
 */
export function parseNewEnv(pairs: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--new-env takes KEY=VALUE, not ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The new build in words: this checkout's commit and the settings its gateway was given. */
export async function describeNewBuild(newEnv: Readonly<Record<string, string>>): Promise<string> {
  const commit = await run('git', ['rev-parse', '--short=7', 'HEAD'], ROOT, true);
  const settings = Object.entries(newEnv).map(([key, value]) => `${key}=${value}`);
  return `this checkout (${commit}), ${settings.length ? settings.join(' ') : 'default settings'}`;
}

/** The beside build in words. */
export function describeBesideBuild(build: BesideBuild): string {
  return `${build.ref} (${build.commit.slice(0, 7)}), default settings`;
}
