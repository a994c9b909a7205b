import { useFormat } from '@/lib/i18n/use-format';

/**
 * When a session or a login-as happened, in the browser's own time zone and the language in use:
 * "Nov 25, 2026, 3:04 PM", "25 nov 2026, 3:04 p. m.".
 */
export function useFormatDateTime(): (iso: string) => string {
  const { locale } = useFormat();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
