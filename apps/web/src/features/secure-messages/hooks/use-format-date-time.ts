import { useFormat } from '@/lib/i18n/use-format';
import { useDisplayTimeZone } from '@/lib/render-time-zone';

/** When a message was sent, in the browser's time zone and the language in use. */
export function useFormatDateTime(): (iso: string) => string {
  const { locale } = useFormat();
  const timeZone = useDisplayTimeZone();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (iso) => format.format(new Date(iso));
}
