import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BesidePages, besideMarkdown } from './beside-report';
import type { CallKind, LoadFigure } from './load-figure';
import {
  type ManyMembersSection,
  manyMembersMarkdown,
  type SignInsSection,
  signInsMarkdown,
} from './many-members-report';
import type { PagePreset } from './page-goals';

export type { CallKind, LoadFigure } from './load-figure';

/** One measured gateway call, with its ratios to the two baselines and the goal it is held to. */
export interface GatewayRow extends LoadFigure {
  readonly name: string;
  readonly kind: CallKind;
  /** rps ÷ the hello-world's rps (the HTTP ceiling). */
  readonly ofHttpCeiling: number;
  /** rps ÷ the one-SELECT route's rps (the database ceiling). */
  readonly ofDatabaseCeiling: number;
  readonly goal: string;
  readonly meetsGoal: boolean;
  /**
   * The same call on a gateway that caches no responses (RESPONSE_CACHE_MS=0, decision 035): what
   * a member's first read of each response costs. The goal is judged on the gateway as it ships.
   */
  readonly cacheOff?: { readonly rps: number; readonly p99: number; readonly ofDatabaseCeiling: number };
}

/**
 * The page figures (Lighthouse, JS budgets), measured by the pages module (issue 16 "Pages"): it
 * exports a function returning this, and run.ts puts it in the report as it comes.
 */
export interface PageFigure {
  readonly page: string;
  readonly preset: PagePreset;
  readonly score: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly totalBytes: number | null;
  /** Runs the figures are the median of, with their lowest and highest TBT (absent before 2026-11-26). */
  readonly runs?: number;
  readonly tbtRangeMs?: readonly [number, number] | null;
  /** Their lowest and highest LCP (absent before 2026-11-30). */
  readonly lcpRangeMs?: readonly [number, number] | null;
  /** Blocking after first paint in Lighthouse's trace, from wall and from CPU time (trace-blocking.ts). */
  readonly wallBlockingMs?: number | null;
  readonly cpuBlockingMs?: number | null;
  /** The largest paint's element, and why a page has no figures (absent before 2026-11-29). */
  readonly lcpElement?: string | null;
  readonly problem?: string | null;
}
export interface PageSection {
  readonly pages: readonly PageFigure[];
  /** The same pages on a second build in the same run (`--beside`, beside-report.ts). */
  readonly beside?: BesidePages | null;
  /** JS budgets: what a page or chunk loads, gzip bytes, and its budget. */
  readonly budgets: readonly {
    readonly what: string;
    readonly gzipBytes: number;
    readonly budgetBytes: number;
  }[];
  readonly notes: readonly string[];
}
export type MeasurePages = (base: string) => Promise<PageSection>;

export interface SoakFigure extends LoadFigure {
  readonly seconds: number;
  readonly connections: number;
  readonly mix: readonly string[];
  readonly fiveXx: number;
  readonly rssBeforeMb: number;
  readonly rssAfterMb: number;
  readonly rssPeakMb: number;
  readonly growth: number;
  readonly oneSelectP99: number;
}

export interface ScaleRow {
  readonly name: string;
  readonly p99Small: number;
  readonly p99Large: number;
  readonly ratio: number;
  readonly rpsSmall: number;
  readonly rpsLarge: number;
  /** Every round's p99 at each size when the sizes were measured in turn (gateway/scale-rounds.ts). */
  readonly p99sSmall?: readonly number[];
  readonly p99sLarge?: readonly number[];
}

export interface ExplainedQuery {
  readonly call: string;
  readonly sql: string;
  readonly plan: readonly string[];
  readonly seqScans: readonly string[];
  readonly executionMs: number | null;
}

export interface BenchReport {
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly machine: {
    readonly cpus: number;
    readonly cpuModel: string;
    readonly memoryGb: number;
    readonly loadAverageAtStart: readonly number[];
    readonly node: string;
    readonly postgres: string;
    readonly platform: string;
  };
  readonly settings: { readonly connections: number; readonly seconds: number; readonly members: number };
  readonly baselines: {
    readonly hello: LoadFigure;
    readonly oneSelect: LoadFigure;
    readonly oneSelectPg?: LoadFigure;
    /** A bare route that only verifies one argon2id hash (issue 41 §3; absent before 2026-11-29). */
    readonly signInFloor?: LoadFigure;
  };
  readonly gateway: readonly GatewayRow[];
  /** Every read over many members, each with their own session (issue 41 §1; absent before 2026-11-29). */
  readonly manyMembers?: ManyMembersSection | null;
  /** POST /api/token beside the hash's floor, and the reads beside sign-ins (issue 41 §3). */
  readonly signIns?: SignInsSection | null;
  readonly soak: SoakFigure | null;
  readonly scale: {
    readonly smallMembers: number;
    readonly largeMembers: number;
    readonly seedSeconds: number;
    /** Rounds of each size, measured in turn; absent when each size was measured once. */
    readonly rounds?: number;
    readonly rows: readonly ScaleRow[];
  } | null;
  readonly explain: readonly ExplainedQuery[];
  readonly pages: PageSection | null;
  readonly notes: readonly string[];
}

export function machine(postgres: string): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
    postgres,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The Markdown table of latest.md: every figure of the JSON, short. */
export function toMarkdown(r: BenchReport): string {
  const lines = [...headerMarkdown(r), ...gatewayMarkdown(r)];
  if (r.manyMembers) lines.push(...manyMembersMarkdown(r.manyMembers));
  if (r.signIns) lines.push(...signInsMarkdown(r.signIns));
  if (r.soak) lines.push(...soakMarkdown(r.soak));
  if (r.scale) lines.push(...scaleMarkdown(r.scale));
  if (r.explain.length > 0) lines.push(...explainMarkdown(r.explain));
  if (r.pages) lines.push(...pagesMarkdown(r.pages));
  if (r.notes.length > 0) lines.push('', '## Notes', '', ...r.notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

/** The title, the machine it ran on and the load settings. */
function headerMarkdown(r: BenchReport): string[] {
  const m = r.machine;
  return [
    '# Benchmark results',
    '',
    `Run ${r.startedAt} → ${r.finishedAt} with \`npm run bench\`. Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, ${m.platform}, Node ${m.node}, ${m.postgres}; load average at start ${m.loadAverageAtStart.join(' / ')} (a shared machine: other work ran beside the benchmark, so read the ratios, which share the noise, before the absolute figures).`,
    '',
    `${r.settings.connections} connections, ${r.settings.seconds} s per figure, one server at a time.`,
    '',
  ];
}

/** The gateway's calls beside the HTTP and database ceilings, with and without the response cache. */
function gatewayMarkdown(r: BenchReport): string[] {
  return [
    '## Gateway',
    '',
    "The gateway as it ships caches a member's read responses (decision 035): a repeated read is served from the response cache. The last three columns are the same call on a gateway that caches none, which is what each first read costs.",
    '',
    '| call | req/s | p50 ms | p99 ms | × HTTP ceiling | × DB ceiling | goal | met | cache off: req/s | p99 ms | × DB ceiling |',
    '|---|---:|---:|---:|---:|---:|---|---|---:|---:|---:|',
    `| baseline: Fastify hello-world | ${fixed(r.baselines.hello.rps)} | ${r.baselines.hello.p50} | ${r.baselines.hello.p99} | 1.00 | | | | | | |`,
    `| baseline: Fastify + 1 indexed SELECT (postgres.js) | ${fixed(r.baselines.oneSelect.rps)} | ${r.baselines.oneSelect.p50} | ${r.baselines.oneSelect.p99} | ${fixed(r.baselines.oneSelect.rps / r.baselines.hello.rps, 2)} | 1.00 | | | | | |`,
    ...(r.baselines.oneSelectPg
      ? [
          `| baseline: Fastify + 1 indexed SELECT (pg) | ${fixed(r.baselines.oneSelectPg.rps)} | ${r.baselines.oneSelectPg.p50} | ${r.baselines.oneSelectPg.p99} | ${fixed(r.baselines.oneSelectPg.rps / r.baselines.hello.rps, 2)} | ${fixed(r.baselines.oneSelectPg.rps / r.baselines.oneSelect.rps, 2)} | | | | | |`,
        ]
      : []),
    ...r.gateway.map(
      (g) =>
        `| ${g.name} | ${fixed(g.rps)} | ${g.p50} | ${g.p99} | ${fixed(g.ofHttpCeiling, 2)} | ${fixed(g.ofDatabaseCeiling, 2)} | ${g.goal} | ${yes(g.meetsGoal)} | ${g.cacheOff ? `${fixed(g.cacheOff.rps)} | ${g.cacheOff.p99} | ${fixed(g.cacheOff.ofDatabaseCeiling, 2)}` : ' | |'} |`,
    ),
  ];
}

/** The soak: a mixed load held for minutes, its errors and its memory. */
function soakMarkdown(s: NonNullable<BenchReport['soak']>): string[] {
  return [
    '',
    `## Soak (${s.seconds} s, ${s.connections} connections, mixed: ${s.mix.join(', ')})`,
    '',
    '| requests | req/s | p50 ms | p99 ms | one-SELECT p99 ms | 5xx | errors | RSS before MB | RSS after MB | peak MB | growth |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${s.requests} | ${fixed(s.rps)} | ${s.p50} | ${s.p99} | ${s.oneSelectP99} | ${s.fiveXx} | ${s.errors} | ${fixed(s.rssBeforeMb)} | ${fixed(s.rssAfterMb)} | ${fixed(s.rssPeakMb)} | ${fixed(s.growth * 100, 1)} % |`,
    '',
    `Goals: zero 5xx (${yes(s.fiveXx === 0)}), growth under 10 % (${yes(s.growth < 0.1)}), RSS after under 300 MB (${yes(s.rssAfterMb < 300)}).`,
  ];
}

/** The same calls on a small and a large synthetic population. */
function scaleMarkdown(s: NonNullable<BenchReport['scale']>): string[] {
  return [
    '',
    `## Scale: ${s.smallMembers.toLocaleString('en-US')} → ${s.largeMembers.toLocaleString('en-US')} synthetic members (seeded in ${fixed(s.seedSeconds)} s)`,
    '',
    ...(s.rounds
      ? [
          `Each size measured ${s.rounds} times, in turn (small, large, small, …); the figures are the medians, with every round's p99 after them.`,
          '',
        ]
      : []),
    `| call | p99 small ms | p99 large ms | ratio | req/s small | req/s large | within 1.25× |${s.rounds ? ' p99 each round, small / large |' : ''}`,
    `|---|---:|---:|---:|---:|---:|---|${s.rounds ? '---|' : ''}`,
    ...s.rows.map(
      (row) =>
        `| ${row.name} | ${row.p99Small} | ${row.p99Large} | ${fixed(row.ratio, 2)} | ${fixed(row.rpsSmall)} | ${fixed(row.rpsLarge)} | ${yes(row.ratio <= 1.25)} |${s.rounds ? ` ${(row.p99sSmall ?? []).join(', ')} / ${(row.p99sLarge ?? []).join(', ')} |` : ''}`,
    ),
  ];
}

/** Each member query's plan, folded. */
function explainMarkdown(explain: BenchReport['explain']): string[] {
  const lines: string[] = [];
  lines.push('', '## EXPLAIN ANALYZE of each member query', '');
  for (const q of explain) {
    const scans = q.seqScans.length ? ` — sequential scans: ${q.seqScans.join(', ')}` : ' — indexed';
    lines.push(
      `<details><summary>${q.call}: ${q.executionMs ?? '?'} ms${scans}</summary>`,
      '',
      '```sql',
      q.sql,
      '```',
      '```',
      ...q.plan,
      '```',
      '</details>',
    );
  }
  return lines;
}

/** The pages' Lighthouse figures, the bundle budgets and their notes. */
function pagesMarkdown(pages: NonNullable<BenchReport['pages']>): string[] {
  const lines: string[] = [];
  lines.push(
    '',
    '## Pages',
    '',
    '| page | preset | score | LCP ms (range) | TBT ms | TBT range ms | blocking at 4×, wall / CPU ms | CLS | bytes |',
    '|---|---|---:|---:|---:|---|---:|---:|---:|',
  );
  for (const p of pages.pages) {
    lines.push(
      `| ${p.page} | ${p.preset} | ${p.score ?? '–'} | ${whole(p.lcpMs)}${p.lcpRangeMs ? ` (${whole(p.lcpRangeMs[0])}–${whole(p.lcpRangeMs[1])})` : ''} | ${whole(p.tbtMs)} | ${p.tbtRangeMs ? `${whole(p.tbtRangeMs[0])}–${whole(p.tbtRangeMs[1])} (${p.runs} runs)` : '–'} | ${p.cpuBlockingMs == null ? '–' : `${whole(p.wallBlockingMs ?? null)} / ${whole(p.cpuBlockingMs)}`} | ${p.cls == null ? '–' : p.cls.toFixed(3)} | ${p.totalBytes == null ? '–' : `${(p.totalBytes / 1024).toFixed(1)} KB`} |`,
    );
  }
  for (const b of pages.budgets) {
    lines.push(
      `- ${b.what}: ${(b.gzipBytes / 1024).toFixed(1)} KB gzip of ${(b.budgetBytes / 1024).toFixed(0)} KB`,
    );
  }
  for (const note of pages.notes) lines.push(`- ${note}`);
  if (pages.beside) lines.push('', besideMarkdown(pages.pages, pages.beside));
  return lines;
}

/** Writes bench/results/latest.json and latest.md. */
export async function writeReport(dir: string, report: BenchReport): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(dir, 'latest.md'), toMarkdown(report));
}

/** Milliseconds as Lighthouse's simulation gives them (fractions of a millisecond), to the whole one. */
function whole(ms: number | null): string {
  return ms == null ? '–' : String(Math.round(ms));
}
