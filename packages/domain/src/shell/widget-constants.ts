/** Breakpoints (document 1 §9): phone below 768 px, tablet 768-1279 px, desktop from 1280 px. */
export const BREAKPOINTS = { tablet: 768, desktop: 1280 } as const;
export type Breakpoint = 'phone' | 'tablet' | 'desktop';

export function getBreakpoint(widthPx: number): Breakpoint {
  return breakpointWhere((minWidthPx) => widthPx >= minWidthPx);
}

/** The breakpoint from whether the width is at least each one's start (the browser asks media queries). */
export function breakpointWhere(isAtLeast: (minWidthPx: number) => boolean): Breakpoint {
  if (!isAtLeast(BREAKPOINTS.tablet)) return 'phone';
  return isAtLeast(BREAKPOINTS.desktop) ? 'desktop' : 'tablet';
}

/** Modal and dropdown stacking layer (document 1 §9). */
export const OVERLAY_Z_INDEX = 1055;

/** Copy button: 'Copied' for 3 s, then 'Copy' again (document 1 §4, §9). */
export const COPY_CONFIRMATION_MS = 3000;

/** Snackbar width (document 1 §9). */
export const SNACKBAR_WIDTH = '75%';

/** Filled percentage = met / limit × 100 (document 1 §9), kept within 0-100 for drawing; 0 without a limit. */
export function getProgressPercent(met: number, limit: number): number {
  if (!(limit > 0)) return 0;
  return Math.min(100, Math.max(0, (met / limit) * 100));
}

/** Step indicator line colours (document 1 §9). */
export const STEP_COLOURS = {
  active: '#262626',
  completed: '#666666',
  later: '#EEEEEE',
  laterDark: '#D8D8D8',
} as const;
export type StepState = 'completed' | 'active' | 'later';

export function getStepState(index: number, activeIndex: number): StepState {
  if (index < activeIndex) return 'completed';
  return index === activeIndex ? 'active' : 'later';
}

export function getStepColour(state: StepState, darkMode: boolean): string {
  if (state === 'later') return darkMode ? STEP_COLOURS.laterDark : STEP_COLOURS.later;
  return STEP_COLOURS[state];
}

/** Error text and a red border only once the field is touched and has errors (document 1 §5). */
export function shouldShowFieldError(touched: boolean, errors: readonly string[]): boolean {
  return touched && errors.length > 0;
}
