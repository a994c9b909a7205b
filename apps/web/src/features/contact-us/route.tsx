import type { BrandConfig } from '@dash/domain/api';
import { getCalendar } from './api/get-calendar';
import { ContactUsPage } from './components/contact-us-page';
import type { ContactUsData } from './contact-us-data';

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
