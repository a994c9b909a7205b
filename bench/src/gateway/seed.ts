import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './servers';

/**
 * `npm run seed -- --members N` on the bench database, as a user would run it; its progress lines
 * are passed through. Returns the seconds it took.
 */
export function seedMembers(databaseUrl: string, members: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/gateway/src/db/seed/cli.ts'), '--members', String(members)],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`seeding ${members} members exited with ${code}`));
    });
  });
}
