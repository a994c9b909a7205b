import { missedGoals } from './page-goals';
import { medianOfRuns } from './page-median';
import { type PageVisit, pageName, pageVisits } from './page-plan';
import { measurePageSpeed, type PageSpeed, type PageSpeedOptions } from './page-speed';

export interface PageRoundsOptions extends PageSpeedOptions {
  /** Runs of every page on every build; each figure is their median. */
  readonly runs: number;
  /** Runs again of each page that missed a goal, on the build it missed on; its figures are then theirs. 0: none. */
  readonly recheckRuns?: number;
  readonly log?: (text: string) => void;
}

const key = (r: PageSpeed) => `${r.preset} ${r.page}`;

/**
 * The pages on each build (running gateways, `bases`), the builds in turn within each run, so that
 * all meet the same minutes of a shared machine (as gateway/scale-rounds.ts does for the two sizes).
 * With `recheckRuns`, a page that missed a goal on a build is measured that many times more there, to
 * tell a minute's noise from a miss; its figures are then the median of those runs.
 */
export async function measurePageRounds(
  bases: readonly string[],
  options: PageRoundsOptions,
): Promise<PageSpeed[][]> {
  const log = options.log ?? (() => {});
  const inTurn = async (visitsOf: ReadonlyArray<readonly PageVisit[]>, runs: number, what: string) => {
    const perBuild: PageSpeed[][][] = bases.map(() => []);
    for (let run = 0; run < runs; run += 1)
      for (const [index, base] of bases.entries()) {
        const visits = visitsOf[index] ?? [];
        if (visits.length === 0) continue;
        log(`pages${what}: ${visits.length} on ${base}, run ${run + 1} of ${runs}`);
        perBuild[index]?.push(await measurePageSpeed(base, { ...options, visits, runs: 1 }));
      }
    return perBuild.map((runsOfBuild) => medianOfRuns(runsOfBuild));
  };
  const visits = options.visits ?? pageVisits();
  const first = await inTurn(
    bases.map(() => visits),
    options.runs,
    '',
  );
  const missedOn = first.map((figures) => {
    const missed = new Set(figures.filter((r) => missedGoals(r).length > 0).map((r) => r.page));
    return visits.filter((visit) => missed.has(pageName(visit)));
  });
  if (!options.recheckRuns || missedOn.every((again) => again.length === 0)) return first;
  const second = await inTurn(missedOn, options.recheckRuns, ' that missed a goal, again');
  return first.map((figures, index) =>
    figures.map((r) => second[index]?.find((s) => key(s) === key(r)) ?? r),
  );
}
