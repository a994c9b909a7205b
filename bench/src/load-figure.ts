/** One load figure: autocannon's average requests per second and latency percentiles. */
export interface LoadFigure {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** What kind of call a gateway figure is, which decides the goal it is held to. */
export type CallKind = 'single-entity read' | 'home' | 'sign-in' | 'list';
