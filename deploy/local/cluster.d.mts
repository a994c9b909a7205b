import type { ChildProcess } from 'node:child_process';

export const ROOT: string;

export interface GatewayHandle {
  readonly name: string;
  readonly port: number;
  process: ChildProcess | null;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  readonly url: string;
  readonly port: number;
  readonly statsPort: number;
  readonly databaseUrl: string;
  readonly gateways: readonly GatewayHandle[];
  readonly haproxy: ChildProcess;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  readonly port?: number;
  readonly gateways?: number;
  readonly statsPort?: number;
  readonly postgres?: string;
  readonly database?: string;
  readonly redisUrl?: string;
  readonly tokenSecret?: string;
  readonly mfaKey?: string;
  readonly logLevel?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly haproxy?: string;
  /** false: the API only, no web build made if missing (the bench and its test). */
  readonly web?: boolean;
  readonly log?: (line: string) => void;
}

export function haproxyConfig(options: {
  port: number;
  statsPort: number;
  gatewayPorts: readonly number[];
}): string;
export function waitReady(url: string, seconds?: number): Promise<void>;
export function ensureDatabase(adminUrl: string, name: string): Promise<void>;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
