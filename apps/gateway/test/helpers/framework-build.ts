import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

/**
 * The web app's framework build (decision 053), made from the current source into a folder of its
 * own: the gateway's tests of its pages run React Router's real server build, not a stand-in.
 */
export async function buildFrameworkApp(): Promise<{ build: string; remove: () => Promise<void> }> {
  const build = await mkdtemp(path.join(os.tmpdir(), 'dash-framework-'));
  await promisify(execFile)(
    process.execPath,
    [
      path.join(WEB, '../../node_modules/@react-router/dev/bin.js'),
      'build',
      '--config',
      'vite.framework.config.ts',
    ],
    { cwd: WEB, env: { ...process.env, WEB_BUILD_DIR: build }, maxBuffer: 64 * 1024 * 1024 },
  );
  return { build, remove: () => rm(build, { recursive: true, force: true }) };
}
