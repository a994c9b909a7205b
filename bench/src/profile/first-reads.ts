import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { MANY_MEMBERS, measureManyMembers, signInMembers } from '../gateway/many-members';
import { ROOT, startGateway, stop, waitFor } from '../gateway/servers';
import { profileDatabase } from './profile-database';
import { summarizeProfile } from './summarize-profile';

/**
 * Issue 41 §2's profile: the gateway (its build, as the bench runs it) under `node --cpu-prof`, with
 * nothing kept (RESPONSE_CACHE_MS=0), while every read of the bench is spread over many members each
 * with their own session; then the profile's self time by function and by package. On its own database
 * (BENCH_DATABASE, default dash_bench_profile) and port (BENCH_PORT, default 4294); BENCH_SECONDS per
 * read (default 10); PROFILE_SEED=false keeps the database as the last run left it; PROFILE_CALLS (call
 * names, comma-separated) profiles those reads alone, so one call's profile is not diluted by the others.
 *
 *   npm run build -w @dash/gateway && npx tsx bench/src/profile/first-reads.ts
 */
const DATABASE = process.env.BENCH_DATABASE ?? 'dash_bench_profile';
const PORT = process.env.BENCH_PORT ?? '4294';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROFILE_DIR = path.join(ROOT, 'bench/results/profiles');
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

const url = await profileDatabase(DATABASE, MANY_MEMBERS * 2, log);
await mkdir(PROFILE_DIR, { recursive: true });
const base = `http://127.0.0.1:${PORT}`;

/** A gateway on the profile's database; one that cannot start ends this script, rather than leave it waiting. */
async function started(nodeArgs: readonly string[]) {
  const gateway = startGateway(PORT, '127.0.0.1', url, { RESPONSE_CACHE_MS: '0' }, ROOT, nodeArgs);
  gateway.once('exit', (code) => {
    if (code) {
      console.error(`the gateway exited with ${code}`);
      process.exit(1);
    }
  });
  await waitFor(`${base}/readyz`);
  return gateway;
}

// Signed in on a gateway that is not profiled: the profile is the reads' alone (the sessions are the
// database's, and the next gateway shares the data directory's token secret).
log(`signing in ${MANY_MEMBERS} members`);
const signingIn = await started([]);
const members = await signInMembers(base, MANY_MEMBERS, PERSONA_PASSWORD).finally(() => stop(signingIn));
const before = new Set(await readdir(PROFILE_DIR));
const gateway = await started(['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`]);
try {
  const only = (process.env.PROFILE_CALLS ?? '').split(',').filter(Boolean);
  const figures = await measureManyMembers(base, members, { connections: 50, seconds: SECONDS, only }, log);
  for (const [name, f] of figures)
    console.log(`${name.padEnd(36)} ${f.rps.toFixed(0).padStart(6)} req/s  p99 ${f.p99} ms`);
} finally {
  await stop(gateway);
}
const written = (await readdir(PROFILE_DIR)).filter((f) => f.endsWith('.cpuprofile') && !before.has(f));
for (const file of written) {
  const where = path.join(PROFILE_DIR, file);
  console.log(`\n${path.relative(ROOT, where)} self time by package:`);
  for (const line of await summarizeProfile(where, 15, true))
    console.log(
      `${(line.share * 100).toFixed(1).padStart(5)} %  ${line.selfMs.toFixed(0).padStart(7)} ms  ${line.where}`,
    );
  console.log('by function:');
  for (const line of await summarizeProfile(where, 40))
    console.log(
      `${(line.share * 100).toFixed(1).padStart(5)} %  ${line.selfMs.toFixed(0).padStart(7)} ms  ${line.where}`,
    );
}
