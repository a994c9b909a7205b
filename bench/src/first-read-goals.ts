import type { CallKind, LoadFigure } from './load-figure';

/** A figure's goal as printed beside it, and whether the figure meets it. */
export interface Judged {
  readonly goal: string;
  readonly met: boolean;
}

/** Issue 41 §2: the p99 of every first read over many members, at 50 connections. */
export const FIRST_READ_P99_MS = 20;

/** Issue 41 §2's ratio to the one-SELECT route in the same run, by kind of read (none for lists). */
export const FIRST_READ_RATIO: Readonly<Record<CallKind, number | null>> = {
  'single-entity read': 0.5,
  home: 0.35,
  list: null,
  'sign-in': null,
};

/** A first read over many members with nothing kept, against the one-SELECT route's req/s. */
export function judgeFirstRead(kind: CallKind, figure: LoadFigure, oneSelectRps: number): Judged {
  const ratio = FIRST_READ_RATIO[kind];
  const ofDb = figure.rps / oneSelectRps;
  const p99 = figure.p99 <= FIRST_READ_P99_MS;
  return ratio === null
    ? { goal: `p99 ≤ ${FIRST_READ_P99_MS} ms`, met: p99 }
    : { goal: `≥ ${ratio}× DB, p99 ≤ ${FIRST_READ_P99_MS} ms`, met: ofDb >= ratio && p99 };
}

/** Issue 41 §3: sign-ins through POST /api/token against a route that only verifies the hash. */
export const SIGN_IN_OF_FLOOR = 0.9;
export const SIGN_IN_P99_OF_FLOOR = 1.25;

export function judgeSignIns(
  token: LoadFigure,
  floor: LoadFigure,
): Judged & { ofFloor: number; p99OfFloor: number } {
  const ofFloor = token.rps / floor.rps;
  const p99OfFloor = token.p99 / Math.max(floor.p99, 1);
  return {
    goal: `≥ ${SIGN_IN_OF_FLOOR}× the floor's sign-ins/s, p99 ≤ ${SIGN_IN_P99_OF_FLOOR}× its p99`,
    met: ofFloor >= SIGN_IN_OF_FLOOR && p99OfFloor <= SIGN_IN_P99_OF_FLOOR,
    ofFloor,
    p99OfFloor,
  };
}

/** Issue 41 §3: the reads' p99 while sign-ins run, within this many times the reads-only p99. */
export const MIXED_READS_P99_OF_READS_ONLY = 2;

export function judgeMixedReads(mixedReadsP99: number, readsOnlyP99: number): Judged & { ratio: number } {
  const ratio = mixedReadsP99 / Math.max(readsOnlyP99, 1);
  return {
    goal: `reads' p99 ≤ ${MIXED_READS_P99_OF_READS_ONLY}× the reads-only p99`,
    met: ratio <= MIXED_READS_P99_OF_READS_ONLY,
    ratio,
  };
}
