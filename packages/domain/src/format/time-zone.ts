/**
 * The cookie in which the browser names its own time zone (IANA) for the length of a session, so the
 * gateway can server-render a page with times in it as the browser would (issue 16: account access).
 */
export const TIME_ZONE_COOKIE = 'time_zone';

/** An IANA name's shape: letters, digits and `_+-/` ("America/Argentina/Buenos_Aires", "Etc/GMT+5"). */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * Whether `value` names a time zone this runtime knows. A cookie is the client's to write, so what
 * comes in one is checked before it reaches a formatter or the page's HTML.
 */
export function isTimeZone(value: string): boolean {
  if (!TIME_ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
