import { API_PATHS } from '@dash/domain/api';
import { roundRobin } from './many-members';
import { BRAND_HOST, type SignedIn } from './member-calls';

/**
 * A page's whole data as its server render asks for it: the loaders' calls, in steps (the calls of a
 * step go side by side, as the route's loaders run; a step waits for the one before it, as the benefits
 * loaders wait for the shell). From apps/web/src/app/member-area.tsx (the shell, on every member page)
 * and each page's loader (apps/web/src/features/{home,account,benefits,claims}). The root loader's
 * accreditation badge is left out: it asks the outside service, not the member's data.
 */
export interface PageData {
  readonly page: string;
  readonly steps: readonly (readonly string[])[];
}

export const PAGE_DATA: readonly PageData[] = [
  { page: '/home', steps: [[API_PATHS.shell, API_PATHS.home]] },
  { page: '/account', steps: [[API_PATHS.shell, API_PATHS.account]] },
  {
    page: '/benefits/dental',
    steps: [
      [API_PATHS.shell],
      [API_PATHS.account, `${API_PATHS.benefitsDental}?suffix=0`, `${API_PATHS.limits}?suffix=0`],
    ],
  },
  { page: '/claims', steps: [[API_PATHS.shell, API_PATHS.claims]] },
];

export interface PageDataFigure {
  readonly page: string;
  readonly pagesPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly pages: number;
  readonly failed: number;
}

/** The value at fraction `q` of the sorted values (nearest rank), 0 for none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/**
 * One page's data, fetched by `connections` workers for `seconds`, each page for the next member in
 * turn: pages a second, and each page's latency (all its steps) at p50 and p99 in ms.
 */
export async function measurePageData(
  base: string,
  members: readonly SignedIn[],
  page: PageData,
  options: { readonly connections: number; readonly seconds: number },
): Promise<PageDataFigure> {
  const next = roundRobin(members);
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const member = next();
      const headers = { host: BRAND_HOST, authorization: `Bearer ${member.token}` };
      const begun = performance.now();
      let ok = true;
      for (const step of page.steps) {
        const responses = await Promise.all(
          step.map(async (path) => {
            const response = await fetch(`${base}${path}`, { headers }).catch(() => null);
            if (response) await response.arrayBuffer();
            return response?.ok ?? false;
          }),
        );
        if (responses.includes(false)) ok = false;
      }
      if (ok) latencies.push(performance.now() - begun);
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    page: page.page,
    pagesPerSecond: latencies.length / elapsed,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    pages: latencies.length,
    failed,
  };
}
