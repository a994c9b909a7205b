import { measureMainThread } from './main-thread';

/**
 * `npx tsx bench/src/main-thread-cli.ts http://localhost:8080 [runs]`: each page's longest tasks in
 * CPU time and the blocking time they make at Lighthouse's 4× slowdown (docs/performance.md, Pages).
 */
const base = process.argv[2]?.replace(/\/+$/, '');
if (!base) {
  console.error('usage: npx tsx bench/src/main-thread-cli.ts <baseUrl> [runs]');
  process.exit(2);
}
const runs = Number(process.argv[3] ?? 1);
console.log(
  'page                 longest tasks (CPU ms, this machine)   blocking at 4x   all tasks (CPU ms)',
);
for (let run = 0; run < runs; run += 1) {
  for (const r of await measureMainThread(base)) {
    console.log(
      `${r.page.padEnd(20)} ${r.longestCpuMs.join(' ').padEnd(38)} ${`${r.blockingMsAt4x} ms`.padStart(14)} ${String(r.totalCpuMs).padStart(20)}`,
    );
  }
}
