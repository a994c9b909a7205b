/** The browser's own time zone (IANA), which its `Intl` formatters use when given none. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** While the server draws a member's page: the zone the browser named (null: none), and whether the page asked. */
let drawing: { readonly timeZone: string | null; showedTimes: boolean } | null = null;

/**
 * The time zone a member's times are shown in: the browser's own; on the server, while it draws a
 * page, the one the member's browser named, so the page is drawn as that browser draws it (issue 16).
 */
export function displayTimeZone(): string {
  if (drawing === null) return browserTimeZone();
  drawing.showedTimes = true;
  return drawing.timeZone ?? browserTimeZone();
}

/**
 * Runs the server's `draw` with times shown in `timeZone`, the one the member's browser named (null:
 * it named none), and says whether the page showed any. The server draws one page at a time
 * (render-queue.ts), so the zone is the process's for the length of one draw.
 */
export async function drawingInTimeZone<T>(
  timeZone: string | null,
  draw: () => Promise<T>,
): Promise<{ readonly drawn: T; readonly showedTimes: boolean }> {
  const current = { timeZone, showedTimes: false };
  drawing = current;
  try {
    const drawn = await draw();
    return { drawn, showedTimes: current.showedTimes };
  } finally {
    drawing = null;
  }
}
