import { useFormat } from '@/lib/i18n/use-format';
import { useDisplayTimeZone } from '@/lib/render-time-zone';

/**
 * When a session or a login-as happened, in the browser's own time zone (the one it named, when the
 * server renders the page) and the language in use: "Nov 25, 2026, 3:04 PM", "25 nov 2026, 15:04".
 */
export function useFormatDateTime(): (iso: string) => string {
  const { locale } = useFormat();
  const timeZone = useDisplayTimeZone();
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (iso) => format.format(new Date(iso));
}
