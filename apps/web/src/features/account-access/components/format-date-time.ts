/** "Nov 25, 2026, 3:04 PM" in the browser's own time zone: when a session or a login-as happened. */
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
