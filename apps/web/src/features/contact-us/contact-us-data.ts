/** What the /contact-us loader hands the page. */
export interface ContactUsData {
  /** Not awaited: the contacts show at once, the calendar when it arrives (null when unavailable). */
  readonly calendar: Promise<string | null>;
  readonly today: Date;
}
