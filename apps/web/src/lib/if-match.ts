/**
 * The `If-Match` header of a versioned write (decision 019): the version the card read, as the strong
 * entity tag the gateway's read sent, so a save from a stale tab is refused with 412.
 */
export function ifMatch(version: number): Record<string, string> {
  return { 'If-Match': `"${version}"` };
}
