import type { DEFAULT_LOCALE, Locale } from '../i18n/locales';

import type { DomainId } from './domain-ids';

/**
 * Everything that differs between brands, as data (docs/architecture.md "Brands").
 * Phone numbers and addresses are fictional (555, example.com): the specification withholds them.
 */
export interface Brand {
  readonly domainId: DomainId;
  readonly name: string;
  /** Theme setting; the logo file is named from it with `.svg` (document 1 §9). */
  readonly theme: string;
  /** Where the root path goes (document 1 §2: the brand default is /login). */
  readonly defaultRoute: string;
  /** Create-account and forgot links on /login (document 1 §2: hidden on the partner brand). */
  readonly showAccountLinks: boolean;
  /** Logged-out utility menu links (document 1 §2: none on the partner brand). */
  readonly showLoggedOutUtilityLinks: boolean;
  /** /logout redirects to /login afterwards on every domain but the partner brand (document 1 §2). */
  readonly redirectToLoginAfterLogout: boolean;
  /** A 401 sends the user to /login except on the partner brand (document 1 §8). */
  readonly loginOn401: boolean;
  /** The 401 error page shows provider-dashboard and customer-service links on the partner brand (document 1 §8). */
  readonly showPartnerLinksOn401: boolean;
  readonly providerDashboardUrl: string;
  /**
   * The member customer-service line: one of the brand's contact-page numbers (the medical line, the
   * Medicare Advantage customer service, the partner's dental line), so every screen that points to
   * "the number" shows the one the contact page lists (issue 9).
   */
  readonly customerServicePhone: string;
  readonly healthPlanContactUrl: string;
  readonly copyright: string;
  /** The footer's legal text (document 1 §2, shell layout). */
  readonly legalText: string;
  /** The brand's sentences in the other languages (issue 17); the name stays as it is. */
  readonly translations: BrandTranslations;
  /** Contacts of the City of Portland preventive care initiative (document 2 §2), on the brand that has that group. */
  readonly cityInitiative: CityInitiativeContacts | null;
  /** Who the member's e-mails (ID card, username reminder, password reset) come from. */
  readonly emailSender: { readonly name: string; readonly address: string };
}

/** The brand's own sentences, the ones a language changes. */
export interface BrandTexts {
  readonly copyright: string;
  readonly legalText: string;
}

export type BrandTranslations = Readonly<Record<Exclude<Locale, typeof DEFAULT_LOCALE>, BrandTexts>>;

export interface CityInitiativeContacts {
  readonly advocatePhone: string;
  readonly advocateEmail: string;
  readonly customerServicePhone: string;
}

export const BRANDS: Readonly<Record<DomainId, Brand>> = {
  1: {
    domainId: 1,
    name: 'Evergreen Health & Dental',
    theme: 'evergreen',
    defaultRoute: '/login',
    showAccountLinks: true,
    showLoggedOutUtilityLinks: true,
    redirectToLoginAfterLogout: true,
    loginOn401: true,
    showPartnerLinksOn401: false,
    providerDashboardUrl: 'https://providers.example.com/dashboard',
    customerServicePhone: '1-555-010-1200',
    healthPlanContactUrl: 'https://www.example.com/contact',
    copyright: 'Evergreen Health & Dental. All rights reserved.',
    legalText:
      'Evergreen Health & Dental is a fictional health and dental plan used for demonstration. Coverage is subject to the terms of your plan documents.',
    translations: {
      es: {
        copyright: 'Evergreen Health & Dental. Todos los derechos reservados.',
        legalText:
          'Evergreen Health & Dental es un plan de salud y dental ficticio que se usa como demostración. La cobertura está sujeta a los términos de los documentos de su plan.',
      },
    },
    cityInitiative: {
      advocatePhone: '1-555-010-2805',
      advocateEmail: 'health.advocate@example.com',
      customerServicePhone: '1-555-010-2806',
    },
    emailSender: { name: 'Evergreen Health & Dental', address: 'no-reply@example.com' },
  },
  2: {
    domainId: 2,
    name: 'Evergreen Medicare Advantage',
    theme: 'evergreen-medicare',
    defaultRoute: '/login',
    showAccountLinks: true,
    showLoggedOutUtilityLinks: true,
    redirectToLoginAfterLogout: true,
    loginOn401: true,
    showPartnerLinksOn401: false,
    providerDashboardUrl: 'https://providers.example.com/dashboard',
    customerServicePhone: '1-555-020-1200',
    healthPlanContactUrl: 'https://medicare.example.com/contact',
    copyright: 'Evergreen Medicare Advantage. All rights reserved.',
    legalText:
      'Evergreen Medicare Advantage is a fictional Medicare Advantage plan used for demonstration. Enrollment depends on contract renewal.',
    translations: {
      es: {
        copyright: 'Evergreen Medicare Advantage. Todos los derechos reservados.',
        legalText:
          'Evergreen Medicare Advantage es un plan Medicare Advantage ficticio que se usa como demostración. La inscripción depende de la renovación del contrato.',
      },
    },
    cityInitiative: null,
    emailSender: { name: 'Evergreen Medicare Advantage', address: 'no-reply@medicare.example.com' },
  },
  5: {
    domainId: 5,
    name: 'Harbor Dental Partners',
    theme: 'harbor',
    defaultRoute: '/login',
    showAccountLinks: false,
    showLoggedOutUtilityLinks: false,
    redirectToLoginAfterLogout: false,
    loginOn401: false,
    showPartnerLinksOn401: true,
    providerDashboardUrl: 'https://providers.partner.example.com/dashboard',
    customerServicePhone: '1-555-050-1300',
    healthPlanContactUrl: 'https://partner.example.com/contact',
    copyright: 'Harbor Dental Partners, administered by Evergreen Health & Dental.',
    legalText:
      'Harbor Dental Partners plans are fictional and used for demonstration. Benefits are described in your certificate of coverage.',
    translations: {
      es: {
        copyright: 'Harbor Dental Partners, administrado por Evergreen Health & Dental.',
        legalText:
          'Los planes de Harbor Dental Partners son ficticios y se usan como demostración. Los beneficios se describen en su certificado de cobertura.',
      },
    },
    cityInitiative: null,
    emailSender: { name: 'Harbor Dental Partners', address: 'no-reply@partner.example.com' },
  },
};

export function getBrand(domainId: DomainId): Brand {
  return BRANDS[domainId];
}

/** Logo file named from the theme setting with the `.svg` suffix under the default asset path (document 1 §9). */
export function getLogoPath(brand: Brand): string {
  return `/${ASSET_PATH}/${brand.theme}.svg`;
}

export const ASSET_PATH = 'assets/img';
