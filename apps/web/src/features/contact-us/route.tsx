import type { BrandConfig } from '@dash/domain/api';
import { getCalendar } from './api/get-calendar';
import { ContactUsPage } from './components/contact-us-page';

export interface ContactUsData {
  /** Not awaited: the contacts show at once, the calendar when it arrives (null when unavailable). */
  readonly calendar: Promise<string | null>;
  readonly today: Date;
}

/** /contact-us (document 1 §2), public, for the brand of this host. */
export function getContactUsRoute(brand: BrandConfig) {
  return {
    loader: (): ContactUsData => ({
      calendar: getCalendar(brand.domainId).catch(() => null),
      today: new Date(),
    }),
    Component: ContactUsPage,
  };
}
