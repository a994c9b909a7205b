import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../deploy/local/cluster.mjs';
import { type RestartFigures, runClusterRestarts } from '../src/cluster/rolling-restart';

// Issue 40 §1, shortened: three gateways behind HAProxy (deploy/local/cluster.mjs, ports
// 5630-5634, the machine's PostgreSQL and Redis), a few seconds of mixed member traffic that goes on
// until each gateway has been SIGTERMed, started again and taken back by the balancer, then one
// gateway SIGKILLed. `npm run bench:cluster -w @dash/bench` is the 60-second version, with its figures.
// Not part of npm test: on the two-core CI machine it took 52-107 s (each gateway takes 5-15 s to start
// under the load), so it runs only with CLUSTER_TEST=true (and Debian's haproxy installed).
describe.runIf(process.env.CLUSTER_TEST === 'true')(
  'three gateways behind HAProxy, restarted under load',
  () => {
    let rolling: RestartFigures;
    let killed: RestartFigures;

    beforeAll(async () => {
      if (!existsSync(path.join(ROOT, 'apps/gateway/dist/server.mjs'))) {
        execFileSync('npm', ['run', 'build', '-w', '@dash/gateway'], { cwd: ROOT, stdio: 'ignore' });
      }
      [rolling, killed] = (await runClusterRestarts({
        port: 5630,
        database: 'dash_cluster_test',
        seconds: 5,
        connections: 4,
        scenarios: ['rolling', 'kill'],
        log: () => {},
      })) as [RestartFigures, RestartFigures];
    }, 170_000);

    it('answers every request of a rolling restart, none with a 5xx, each sign-in written once', () => {
      expect(rolling.requests).toBeGreaterThan(0);
      expect(rolling.unexpected).toEqual({});
      expect(rolling.failed).toBe(0);
      expect(rolling.fiveXx).toBe(0);
      expect(rolling.signInsAnswered).toBeGreaterThan(0);
      expect(rolling.signInRowsWritten).toBe(rolling.signInsAnswered);
    });

    it('loses at most the requests in flight on a gateway killed, none once the balancer marks it down', () => {
      expect(killed.failedAfterDown).toBe(0);
      expect(killed.fiveXx).toBe(0);
      // A sign-in cut off may have been written before the kill: never twice, never more than were sent.
      expect(killed.signInRowsWritten).toBeGreaterThanOrEqual(killed.signInsAnswered);
      expect(killed.signInRowsWritten - killed.signInsAnswered).toBeLessThanOrEqual(killed.failed);
    });
  },
);
