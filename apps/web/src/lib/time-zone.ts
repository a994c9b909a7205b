/** The browser's own time zone (IANA), which its `Intl` formatters use when given none. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
