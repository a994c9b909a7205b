import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
/** What the build is made from: the web app, its configuration, and the domain package it imports. */
const INPUTS = [
  path.join(WEB, 'src'),
  path.join(WEB, 'public'),
  path.join(WEB, 'vite.config.ts'),
  path.join(WEB, 'react-router.config.ts'),
  path.join(WEB, 'build-definitions.ts'),
  path.join(WEB, 'login-chunk.ts'),
  path.join(WEB, 'precompress.ts'),
  path.join(WEB, 'lingui.config.ts'),
  path.join(WEB, '../../packages/domain/src'),
];

async function filesUnder(entry: string): Promise<string[]> {
  if (!existsSync(entry)) return [];
  const found = await readdir(entry, { recursive: true, withFileTypes: true }).catch(() => null);
  if (found === null) return [entry];
  return found.filter((file) => file.isFile()).map((file) => path.join(file.parentPath, file.name));
}

/** A hash of every input's path and bytes: the same source, the same build. */
async function sourceHash(): Promise<string> {
  const files = (await Promise.all(INPUTS.map(filesUnder))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The web app's build (decision 053), made from the current source: the gateway's tests of its pages
 * run React Router's real server build, not a stand-in. Built once per source, in a folder named by its
 * hash, so the test files that need it (and the next run, until the source changes) share one build;
 * concurrent builds of one source each finish in a folder of their own and the first rename wins.
 */
export async function frameworkBuild(): Promise<string> {
  const build = path.join(os.tmpdir(), `dash-framework-${await sourceHash()}`);
  if (existsSync(path.join(build, 'server/index.js'))) return build;
  const made = await mkdtemp(path.join(os.tmpdir(), 'dash-framework-building-'));
  await promisify(execFile)(
    process.execPath,
    [path.join(WEB, '../../node_modules/@react-router/dev/bin.js'), 'build'],
    { cwd: WEB, env: { ...process.env, WEB_BUILD_DIR: made }, maxBuffer: 64 * 1024 * 1024 },
  );
  await rename(made, build).catch(async (error: NodeJS.ErrnoException) => {
    if (!existsSync(path.join(build, 'server/index.js'))) throw error;
    await rm(made, { recursive: true, force: true });
  });
  return build;
}
