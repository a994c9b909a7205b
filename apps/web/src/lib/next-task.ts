/**
 * Ends the current task and goes on in a new one, so the work before and the work after block the
 * main thread apart rather than together (issue 16, TBT).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
