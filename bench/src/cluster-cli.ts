import { describe, runClusterRestarts } from './cluster/rolling-restart';

// Issue 40 §1: `npm run bench:cluster -w @dash/bench` — three gateways behind HAProxy on the machine's
// PostgreSQL and Redis (deploy/local/cluster.mjs), 60 s of mixed member traffic during a rolling
// restart, then 60 s during which one gateway is SIGKILLed. Loopback only, ports 5610-5614.
const seconds = Number(process.env.CLUSTER_BENCH_SECONDS ?? 60);
const figures = await runClusterRestarts({
  port: Number(process.env.CLUSTER_BENCH_PORT ?? 5610),
  database: 'dash_cluster_bench',
  seconds,
  connections: Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 8),
  scenarios: ['rolling', 'kill'],
});
for (const figure of figures) console.log(describe(figure));
const rolling = figures.find((f) => f.scenario === 'rolling');
if (
  rolling &&
  (rolling.failed > 0 || rolling.fiveXx > 0 || rolling.signInRowsWritten !== rolling.signInsAnswered)
) {
  console.error('The rolling restart lost or repeated requests.');
  process.exitCode = 1;
}
