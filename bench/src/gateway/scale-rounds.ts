import { median } from '../page-median';
import type { LoadFigure, ScaleRow } from '../report';

export type ScaleSize = 'small' | 'large';

/** One round of the member reads against one of the two databases: each call's figure by name. */
export interface ScaleRound {
  readonly size: ScaleSize;
  readonly figures: ReadonlyMap<string, LoadFigure>;
}

/**
 * The order of the rounds: small and large in turn, `rounds` of each, starting with the small one.
 * Measured one after the other, the two sizes met different minutes of a shared machine (in one pair
 * of runs the 10,000-member database came out up to 1.46× slower than the million-member one, its
 * plans the same: docs/performance.md, "The third run"); in turn, both meet the same minutes.
 */
export function roundOrder(rounds: number): ScaleSize[] {
  return Array.from({ length: rounds * 2 }, (_, index) => (index % 2 === 0 ? 'small' : 'large'));
}

/** Runs `measure` at each size in turn (roundOrder) and returns every round's figures. */
export async function alternateRounds(
  rounds: number,
  measure: (size: ScaleSize, round: number) => Promise<ReadonlyMap<string, LoadFigure>>,
): Promise<ScaleRound[]> {
  const done: ScaleRound[] = [];
  for (const [index, size] of roundOrder(rounds).entries()) {
    done.push({ size, figures: await measure(size, Math.floor(index / 2) + 1) });
  }
  return done;
}

const at = (rounds: readonly ScaleRound[], size: ScaleSize, name: string, pick: (f: LoadFigure) => number) =>
  rounds.flatMap((round) => {
    const figure = round.size === size ? round.figures.get(name) : undefined;
    return figure ? [pick(figure)] : [];
  });

/**
 * Each call's row from the rounds: the median p99 and req/s at each size, the ratio of the medians,
 * and every round's p99 beside them. A call missing at either size has no row.
 */
export function scaleRows(rounds: readonly ScaleRound[]): ScaleRow[] {
  const names = [...new Set(rounds.flatMap((round) => [...round.figures.keys()]))];
  return names.flatMap((name) => {
    const p99sSmall = at(rounds, 'small', name, (f) => f.p99);
    const p99sLarge = at(rounds, 'large', name, (f) => f.p99);
    const p99Small = median(p99sSmall);
    const p99Large = median(p99sLarge);
    if (p99Small === null || p99Large === null) return [];
    return [
      {
        name,
        p99Small,
        p99Large,
        ratio: p99Large / Math.max(p99Small, 1),
        rpsSmall: median(at(rounds, 'small', name, (f) => f.rps)) ?? 0,
        rpsLarge: median(at(rounds, 'large', name, (f) => f.rps)) ?? 0,
        p99sSmall,
        p99sLarge,
      },
    ];
  });
}
