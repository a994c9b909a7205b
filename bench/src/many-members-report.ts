import type { Judged } from './first-read-goals';
import type { PageDataFigure } from './gateway/page-data';
import type { CallKind, LoadFigure } from './load-figure';

/** A load figure with its ratio to the one-SELECT route of the same run. */
export type RatioFigure = LoadFigure & { readonly ofDatabaseCeiling: number };

/** One read over many members (issue 41 §1): as it ships, with nothing kept, and the repeat case beside them. */
export interface ManyMembersRow extends Judged {
  readonly name: string;
  readonly kind: CallKind;
  readonly shipping: RatioFigure;
  readonly cacheOff: RatioFigure;
  /** The one-member figure of the Gateway table: one member reading the same thing again and again. */
  readonly repeat: { readonly rps: number; readonly p99: number; readonly ofDatabaseCeiling: number } | null;
}

export interface ManyMembersSection {
  readonly members: number;
  readonly rows: readonly ManyMembersRow[];
  readonly pages: readonly PageDataFigure[];
  readonly pagesCacheOff: readonly PageDataFigure[];
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The "Many members" section of latest.md. */
export function manyMembersMarkdown(s: ManyMembersSection): string[] {
  const lines = [
    '',
    `## Many members (issue 41 §1): every read over ${s.members.toLocaleString('en-US')} synthetic members`,
    '',
    'Each member signed in with their own session; each request goes to the next member in turn. The goal (issue 41 §2) is judged with nothing kept (`RESPONSE_CACHE_MS=0`); the gateway as it ships and the one-member repeat case are beside it.',
    '',
    '| call | as shipped: req/s | p99 ms | × DB | nothing kept: req/s | p50 ms | p99 ms | × DB | goal | met | repeat: req/s | p99 ms | × DB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---:|---:|',
    ...s.rows.map(
      (r) =>
        `| ${r.name} | ${fixed(r.shipping.rps)} | ${r.shipping.p99} | ${fixed(r.shipping.ofDatabaseCeiling, 2)} | ${fixed(r.cacheOff.rps)} | ${r.cacheOff.p50} | ${r.cacheOff.p99} | ${fixed(r.cacheOff.ofDatabaseCeiling, 2)} | ${r.goal} | ${yes(r.met)} | ${r.repeat ? `${fixed(r.repeat.rps)} | ${r.repeat.p99} | ${fixed(r.repeat.ofDatabaseCeiling, 2)}` : ' | |'} |`,
    ),
  ];
  if (s.pages.length > 0) {
    const off = new Map(s.pagesCacheOff.map((p) => [p.page, p]));
    lines.push(
      '',
      "A page's whole data, as its server render asks for it (the shell and the page's loaders; `bench/src/gateway/page-data.ts`), each page for the next member in turn:",
      '',
      '| page | as shipped: pages/s | p50 ms | p99 ms | nothing kept: pages/s | p50 ms | p99 ms | failed |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...s.pages.map((p) => {
        const o = off.get(p.page);
        return `| ${p.page} | ${fixed(p.pagesPerSecond)} | ${p.p50} | ${p.p99} | ${o ? `${fixed(o.pagesPerSecond)} | ${o.p50} | ${o.p99}` : ' | |'} | ${p.failed + (o?.failed ?? 0)} |`;
      }),
    );
  }
  return lines;
}

/** The same section for the console. */
export function printManyMembers(s: ManyMembersSection): void {
  console.log(
    `\nover ${s.members} members        nothing kept: req/s   p99   ×DB   goal                         met   | shipped req/s  p99 | repeat req/s  p99`,
  );
  for (const r of s.rows)
    console.log(
      `${r.name.padEnd(36)} ${fixed(r.cacheOff.rps).padStart(7)} ${String(r.cacheOff.p99).padStart(5)} ${fixed(r.cacheOff.ofDatabaseCeiling, 2).padStart(5)}   ${r.goal.padEnd(28)} ${r.met ? 'yes' : 'NO '}   | ${fixed(r.shipping.rps).padStart(7)} ${String(r.shipping.p99).padStart(5)} | ${r.repeat ? `${fixed(r.repeat.rps).padStart(7)} ${String(r.repeat.p99).padStart(5)}` : ''}`,
    );
  const off = new Map(s.pagesCacheOff.map((p) => [p.page, p]));
  for (const p of s.pages) {
    const o = off.get(p.page);
    console.log(
      `page data ${p.page.padEnd(26)} ${fixed(o?.pagesPerSecond ?? 0).padStart(7)} ${String(o?.p99 ?? '').padStart(5)} pages/s, p99 nothing kept | ${fixed(p.pagesPerSecond).padStart(7)} ${String(p.p99).padStart(5)} as shipped`,
    );
  }
}

/** The reads alone, then beside sign-ins, each load's figure its own (issue 41 §3). */
export interface SignInsBesideReads extends Judged {
  readonly readConnections: number;
  readonly signInConnections: number;
  readonly readsOnly: LoadFigure;
  readonly readsMixed: LoadFigure;
  readonly signIns: LoadFigure;
  /** The reads' p99 beside sign-ins ÷ their p99 alone. */
  readonly ratio: number;
}

/** POST /api/token beside the route that only verifies the hash, and the reads beside sign-ins (issue 41 §3). */
export interface SignInsSection extends Judged {
  readonly token: LoadFigure;
  readonly floor: LoadFigure;
  readonly ofFloor: number;
  readonly p99OfFloor: number;
  readonly besideReads: SignInsBesideReads | null;
}

export function signInsMarkdown(s: SignInsSection): string[] {
  const lines = [
    '',
    "## Sign-ins at the hash's floor (issue 41 §3)",
    '',
    "The floor is a bare Fastify route that only verifies one argon2id hash made with the gateway's own parameters (`bench/src/baselines/argon2-floor.ts`), at the same 50 connections.",
    '',
    '| | sign-ins/s | p50 ms | p99 ms | × floor | p99 × floor | goal | met |',
    '|---|---:|---:|---:|---:|---:|---|---|',
    `| floor: verify one argon2id hash | ${fixed(s.floor.rps)} | ${s.floor.p50} | ${s.floor.p99} | 1.00 | 1.00 | | |`,
    `| POST /api/token | ${fixed(s.token.rps)} | ${s.token.p50} | ${s.token.p99} | ${fixed(s.ofFloor, 2)} | ${fixed(s.p99OfFloor, 2)} | ${s.goal} | ${yes(s.met)} |`,
  ];
  const b = s.besideReads;
  if (b)
    lines.push(
      '',
      `Reads (the soak's mix without its sign-ins) on ${b.readConnections} connections, alone and then while sign-ins run on ${b.signInConnections} more, each load's figures its own:`,
      '',
      '| | req/s | p50 ms | p99 ms | responses | non-2xx | errors | goal | met |',
      '|---|---:|---:|---:|---:|---:|---:|---|---|',
      `| reads alone | ${fixed(b.readsOnly.rps)} | ${b.readsOnly.p50} | ${b.readsOnly.p99} | ${b.readsOnly.requests} | ${b.readsOnly.non2xx} | ${b.readsOnly.errors} | | |`,
      `| reads beside sign-ins | ${fixed(b.readsMixed.rps)} | ${b.readsMixed.p50} | ${b.readsMixed.p99} (${fixed(b.ratio, 2)}×) | ${b.readsMixed.requests} | ${b.readsMixed.non2xx} | ${b.readsMixed.errors} | ${b.goal} | ${yes(b.met)} |`,
      `| the sign-ins beside them | ${fixed(b.signIns.rps)} | ${b.signIns.p50} | ${b.signIns.p99} | ${b.signIns.requests} | ${b.signIns.non2xx} | ${b.signIns.errors} | | |`,
    );
  return lines;
}

export function printSignIns(s: SignInsSection): void {
  console.log(
    `\nsign-ins: POST /api/token ${fixed(s.token.rps)}/s p99 ${s.token.p99} ms; floor ${fixed(s.floor.rps)}/s p99 ${s.floor.p99} ms: ${fixed(s.ofFloor, 2)}× and p99 ${fixed(s.p99OfFloor, 2)}× (goal ${s.goal}: ${s.met ? 'met' : 'MISSED'})`,
  );
  const b = s.besideReads;
  if (b)
    console.log(
      `reads beside sign-ins: p99 ${b.readsMixed.p99} ms against ${b.readsOnly.p99} ms alone, ${fixed(b.ratio, 2)}× (goal ${b.goal}: ${b.met ? 'met' : 'MISSED'}); sign-ins beside them ${fixed(b.signIns.rps)}/s p99 ${b.signIns.p99} ms (${b.signIns.requests} responses, ${b.signIns.non2xx} non-2xx, ${b.signIns.errors} errors)`,
    );
}
