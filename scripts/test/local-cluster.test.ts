import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, ROOT } from '../../deploy/local/cluster.mjs';

// Issue 40 §1, decision 063: the balancer's rules for `npm run cluster` and for Compose. Running the
// cluster itself is bench/test/cluster-rolling-restart.test.ts (CLUSTER_TEST=true).
const local = haproxyConfig({ port: 5600, statsPort: 5604, gatewayPorts: [5601, 5602, 5603] });
const compose = readFileSync(path.join(ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8');
const active = (cfg: string) =>
  cfg
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

const haproxyInstalled = (() => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the local cluster’s balancer', () => {
  it('checks each gateway on /readyz, retries only refused connections, and listens on loopback', () => {
    const lines = active(local);
    expect(lines).toContain('http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost');
    expect(lines).toContain('retry-on conn-failure');
    expect(lines).toContain('option redispatch 1');
    expect(lines.filter((line) => line.startsWith('server '))).toEqual([
      'server gateway-1 127.0.0.1:5601 check',
      'server gateway-2 127.0.0.1:5602 check',
      'server gateway-3 127.0.0.1:5603 check',
    ]);
    expect(lines.filter((line) => line.startsWith('bind '))).toEqual([
      'bind 127.0.0.1:5600',
      'bind 127.0.0.1:5604',
    ]);
  });

  it('waits for a check as long as /readyz may take, here and in Compose (decision 065)', () => {
    // Without it HAProxy allows a check only `inter` (500 ms), and a burst marked every gateway down at once.
    for (const cfg of [local, compose]) expect(active(cfg)).toContain('timeout check 2500ms');
  });

  it('replaces X-Forwarded-For, here and in Compose, so a client cannot choose the address TRUST_PROXY believes', () => {
    for (const cfg of [local, compose]) {
      const lines = active(cfg);
      expect(lines).toContain('http-request set-header X-Forwarded-For %[src]');
      expect(lines).not.toContain('option forwardfor');
    }
  });

  // With TRUST_PROXY=true Fastify takes the request's host from X-Forwarded-Host: a client's own would
  // choose the brand and the host of every link a cacheable response holds (the public directory's).
  it('removes X-Forwarded-Host, here and in Compose, so the host is the one the client connected to', () => {
    for (const cfg of [local, compose]) {
      expect(active(cfg)).toContain('http-request del-header X-Forwarded-Host');
    }
  });

  it.runIf(haproxyInstalled)('is a configuration HAProxy accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dash-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, local);
      expect(() => execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
