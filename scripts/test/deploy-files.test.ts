import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webBuildConfig from '../../apps/web/react-router.config';
import { buildGateway } from '../build-gateway.mjs';
import {
  checkCompose,
  checkManifest,
  type Manifest,
  missingCopySources,
  parseCompose,
  parseManifests,
  readCopies,
} from './deploy-checks';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEPLOY = path.join(ROOT, 'deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');
const composeSchema = JSON.parse(read('schemas/compose-spec.json')) as object;

const manifestFiles = readdirSync(path.join(DEPLOY, 'k8s')).filter((file) => /\.ya?ml$/.test(file));
const manifests = manifestFiles.flatMap((file) => parseManifests(read(`k8s/${file}`)) as Manifest[]);
const byKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const one = <T>(kind: string) => {
  const found = byKind(kind);
  expect(found).toHaveLength(1);
  return found[0] as unknown as T;
};

interface Container {
  name: string;
  ports?: { name: string; containerPort: number }[];
  image: string;
  command?: string[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  securityContext?: { readOnlyRootFilesystem?: boolean };
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  containers: Container[];
}
interface Workload {
  metadata: { name: string };
  spec: {
    selector?: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}

describe('the Kubernetes manifests (deploy/k8s) against the schemas of Kubernetes 1.36.0', () => {
  it.each(manifests.map((manifest) => [`${manifest.kind} ${manifest.metadata.name}`, manifest]))(
    '%s validates',
    async (_name, manifest) => {
      expect(await checkManifest(manifest)).toEqual([]);
    },
  );

  it('holds the pieces of a release: Deployment, Service, disruption budget, autoscaler, Secret, migration Job, network policy', () => {
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Job',
        'NetworkPolicy',
        'PodDisruptionBudget',
        'Secret',
        'Service',
      ].sort(),
    );
  });

  it('refuses a broken manifest: a missing required field, a wrong type, an API a 1.36 cluster no longer serves', async () => {
    const deployment = one<Workload & Manifest>('Deployment');
    const { selector: _selector, ...withoutSelector } = deployment.spec;
    expect(await checkManifest({ ...deployment, spec: withoutSelector })).not.toEqual([]);
    expect(
      await checkManifest({ ...deployment, spec: { ...deployment.spec, replicas: 'three' } }),
    ).not.toEqual([]);
    const autoscaler = one<Manifest>('HorizontalPodAutoscaler');
    expect(await checkManifest({ ...autoscaler, apiVersion: 'autoscaling/v2beta2' })).toEqual([
      'HorizontalPodAutoscaler autoscaling/v2beta2: a 1.36 cluster serves autoscaling/v2',
    ]);
    expect(await checkManifest({ kind: 'Deployment' })).not.toEqual([]);
  });

  it('runs the migrations in the Job, never at a gateway’s start, and the gateways on a read-only root', () => {
    const deployment = one<Workload>('Deployment');
    const job = one<Workload>('Job');
    const [gateway] = deployment.spec.template.spec.containers;
    const [migrate] = job.spec.template.spec.containers;
    expect(gateway?.env).toContainEqual({ name: 'MIGRATE_ON_START', value: 'false' });
    expect(migrate?.command).toEqual(['node', 'apps/gateway/dist/migrate.mjs']);
    expect(migrate?.image).toBe(gateway?.image);
    expect(gateway?.securityContext?.readOnlyRootFilesystem).toBe(true);
    expect(gateway?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(gateway?.livenessProbe?.httpGet?.path).toBe('/healthz');
  });

  it('takes TOKEN_SECRET, MFA_ENCRYPTION_KEY and the database password from the Secret', () => {
    const secret = one<Manifest & { stringData: Record<string, string> }>('Secret');
    expect(Object.keys(secret.stringData).sort()).toEqual([
      'DATABASE_PASSWORD',
      'MFA_ENCRYPTION_KEY',
      'TOKEN_SECRET',
    ]);
    for (const workload of [one<Workload>('Deployment'), one<Workload>('Job')]) {
      const env = workload.spec.template.spec.containers[0]?.env ?? [];
      for (const key of Object.keys(secret.stringData)) {
        expect(env).toContainEqual({
          name: key,
          valueFrom: { secretKeyRef: { name: secret.metadata.name, key } },
        });
      }
    }
  });

  it('stops a gateway within its grace period, and points the Service, budget and autoscaler at its pods', () => {
    const deployment = one<Workload>('Deployment');
    const settings = one<Manifest & { data: Record<string, string> }>('ConfigMap').data;
    const graceMs = (deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30) * 1000;
    expect(Number(settings.SHUTDOWN_DRAIN_MS)).toBeLessThan(Number(settings.SHUTDOWN_TIMEOUT_MS));
    expect(Number(settings.SHUTDOWN_TIMEOUT_MS)).toBeLessThan(graceMs);
    const labels = deployment.spec.template.metadata.labels;
    expect(deployment.spec.selector?.matchLabels).toEqual(labels);
    expect(one<Manifest & { spec: { selector: Record<string, string> } }>('Service').spec.selector).toEqual(
      labels,
    );
    expect(one<Workload>('PodDisruptionBudget').spec.selector?.matchLabels).toEqual(labels);
    expect(
      one<Manifest & { spec: { scaleTargetRef: { kind: string; name: string } } }>('HorizontalPodAutoscaler')
        .spec.scaleTargetRef,
    ).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
  });
});

interface PolicyRule {
  from?: { namespaceSelector?: { matchLabels?: Record<string, string> }; podSelector?: unknown }[];
  ports?: { port: string | number; protocol?: string }[];
}
interface NetworkPolicy {
  spec: {
    podSelector: { matchLabels: Record<string, string> };
    policyTypes: string[];
    ingress?: PolicyRule[];
  };
}
const NAMESPACE_NAME = 'kubernetes.io/metadata.name';

describe('the network policy (deploy/k8s/network-policy.yaml)', () => {
  const deployment = () => one<Workload>('Deployment');
  const policy = () => one<NetworkPolicy>('NetworkPolicy');
  /** The gateway container's port a rule's port names, by name or by number. */
  const containerPort = (port: string | number) =>
    deployment().spec.template.spec.containers[0]?.ports?.find(
      (p) => p.name === port || p.containerPort === port,
    );
  /** Which namespaces (by name) reach which of the gateway's ports. */
  const reach = (rules: readonly PolicyRule[]) =>
    rules.flatMap((rule) =>
      (rule.ports ?? [{ port: 'every port' }]).flatMap((port) =>
        (rule.from ?? [{}]).map((peer) => ({
          port: containerPort(port.port)?.name ?? String(port.port),
          namespace: peer.namespaceSelector?.matchLabels?.[NAMESPACE_NAME] ?? 'any',
          podsOfItsOwn: peer.podSelector !== undefined && peer.namespaceSelector === undefined,
        })),
      ),
    );

  it('applies to the gateway pods, their incoming traffic', () => {
    expect(policy().spec.podSelector.matchLabels).toEqual(deployment().spec.template.metadata.labels);
    expect(policy().spec.policyTypes).toEqual(['Ingress']);
  });

  it('lets only the ingress controller reach the HTTP port and only the monitoring namespace the metrics port', () => {
    expect(reach(policy().spec.ingress ?? [])).toEqual([
      { port: 'http', namespace: 'ingress-nginx', podsOfItsOwn: false },
      { port: 'metrics', namespace: 'monitoring', podsOfItsOwn: false },
    ]);
    // The ports it names are the container's, the metrics one where Prometheus is told to scrape.
    const annotations = (deployment().spec.template.metadata as { annotations?: Record<string, string> })
      .annotations;
    expect(String(containerPort('metrics')?.containerPort)).toBe(annotations?.['prometheus.io/port']);
    expect(containerPort('http')).toBeDefined();
  });

  it('would show a rule that opens a port to everyone, or every port to a namespace', () => {
    expect(reach([{ ports: [{ port: 'metrics' }] }])).toEqual([
      { port: 'metrics', namespace: 'any', podsOfItsOwn: false },
    ]);
    expect(
      reach([{ from: [{ namespaceSelector: { matchLabels: { [NAMESPACE_NAME]: 'monitoring' } } }] }]),
    ).toEqual([{ port: 'every port', namespace: 'monitoring', podsOfItsOwn: false }]);
  });
});

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  read_only?: boolean;
  stop_grace_period?: string;
}
const compose = parseCompose(read('compose.yaml')) as { services: Record<string, ComposeService> };
const gatewayNames = Object.keys(compose.services).filter((name) => name.startsWith('gateway-'));

describe('the Compose file (deploy/compose.yaml) against the Compose Specification', () => {
  it('validates', () => {
    expect(checkCompose(composeSchema, compose)).toEqual([]);
  });

  it('refuses a broken file: an unknown service field, a wrong type', () => {
    const gateway = compose.services['gateway-1'];
    expect(
      checkCompose(composeSchema, { services: { x: { ...gateway, restart_policy: 'always' } } }),
    ).not.toEqual([]);
    expect(checkCompose(composeSchema, { services: { x: { ...gateway, cap_drop: 'ALL' } } })).not.toEqual([]);
  });

  it('runs three gateways behind HAProxy, each checked on /readyz, migrated once before them', () => {
    expect(gatewayNames).toEqual(['gateway-1', 'gateway-2', 'gateway-3']);
    const haproxy = read('haproxy/haproxy.cfg');
    expect(haproxy).toMatch(/http-check send meth GET uri \/readyz/);
    for (const name of gatewayNames) {
      expect(haproxy).toMatch(new RegExp(`server ${name} ${name}:8080 check`));
      const service = compose.services[name];
      expect(service?.environment?.MIGRATE_ON_START).toBe('false');
      expect(service?.read_only).toBe(true);
      const graceMs = Number.parseInt(service?.stop_grace_period ?? '10', 10) * 1000;
      expect(Number(service?.environment?.SHUTDOWN_TIMEOUT_MS)).toBeLessThan(graceMs);
    }
    expect(compose.services.migrate?.command).toEqual(['node', 'apps/gateway/dist/migrate.mjs']);
  });
});

// The gateway as the image builds it: in a folder of its own, for the files the image's commands name.
const BUILD_DIR = path.join(ROOT, 'apps/gateway', `dist-test-deploy-${process.pid}`);
describe('the Dockerfile (deploy/Dockerfile)', () => {
  const dockerfile = read('Dockerfile');
  const copies = readCopies(dockerfile);
  // What the build stage makes: npm ci's packages (the root's and those only the gateway's folder
  // holds), the gateway's and the web app's builds.
  const buildOutputs = [
    'node_modules',
    'apps/gateway/node_modules',
    'apps/gateway/dist',
    `apps/web/${webBuildConfig.buildDirectory}`,
  ];

  beforeAll(() => buildGateway({ outdir: BUILD_DIR }), 60_000);
  afterAll(() => rm(BUILD_DIR, { recursive: true, force: true }));

  it('copies only files that exist in the repository or in the build', () => {
    expect(copies.length).toBeGreaterThan(5);
    expect(missingCopySources(copies, ROOT, buildOutputs)).toEqual([]);
  });

  it('refuses a COPY of a file that does not exist, from the context or from a stage', () => {
    const broken = readCopies(
      `FROM node AS build\nCOPY apps/nowhere ./apps/nowhere\nFROM node\nCOPY --from=build /app/apps/gateway/nothing ./x\n`,
    );
    expect(missingCopySources(broken, ROOT, buildOutputs)).toEqual([
      'apps/nowhere',
      '--from=build /app/apps/gateway/nothing',
    ]);
  });

  it('runs, as a non-root user, the built files: the server and the migration command', async () => {
    const runtime = copies.filter((copy) => copy.from === 'build').flatMap((copy) => copy.sources);
    expect(runtime).toEqual(expect.arrayContaining(['/app/apps/gateway/dist', '/app/apps/web/build']));
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/gateway\/dist\/server\.mjs"\]$/m);
    const built = readdirSync(BUILD_DIR);
    expect(built).toEqual(expect.arrayContaining(['server.mjs', 'migrate.mjs', 'migrations']));
  });
});
