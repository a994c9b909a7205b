import {
  type DomainId,
  type FindCareLink,
  PCP_SEARCH_MESSAGES,
  PCP_SEARCH_TEXT_MAX,
  PCP_SEARCH_TEXT_MIN,
} from '@dash/domain';
import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

type FindCareKey = keyof typeof english;

/** The find-care screens' words (document 2 §2 Find care, §3 Primary care and Provider) and /navitus. */
export const findCareTexts = defineCatalog<FindCareKey>('find-care', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await findCareTexts.ready;

type LinkKeys = { readonly title: FindCareKey; readonly description: FindCareKey };

/** Each brand's directory links (find-care-links' configuration, by brand and link id) as catalogue keys. */
const LINK_KEYS: Readonly<Record<DomainId, Readonly<Record<string, LinkKeys>>>> = {
  1: {
    'provider-directory': {
      title: 'link1ProviderDirectoryTitle',
      description: 'link1ProviderDirectoryDescription',
    },
    'urgent-care': { title: 'link1UrgentCareTitle', description: 'link1UrgentCareDescription' },
    'virtual-care': { title: 'link1VirtualCareTitle', description: 'link1VirtualCareDescription' },
    'behavioral-health': {
      title: 'link1BehavioralHealthTitle',
      description: 'link1BehavioralHealthDescription',
    },
    'dentist-directory': {
      title: 'link1DentistDirectoryTitle',
      description: 'link1DentistDirectoryDescription',
    },
  },
  2: {
    'provider-directory': {
      title: 'link2ProviderDirectoryTitle',
      description: 'link2ProviderDirectoryDescription',
    },
    'pharmacy-directory': {
      title: 'link2PharmacyDirectoryTitle',
      description: 'link2PharmacyDirectoryDescription',
    },
    'dentist-directory': {
      title: 'link2DentistDirectoryTitle',
      description: 'link2DentistDirectoryDescription',
    },
  },
  5: {
    'dentist-directory': {
      title: 'link5DentistDirectoryTitle',
      description: 'link5DentistDirectoryDescription',
    },
  },
};

/**
 * A directory link's title and description in the language in use. A link added to the brand
 * configuration without catalogue keys keeps the configuration's English rather than showing a key.
 */
export function linkWords(
  t: (key: FindCareKey) => string,
  domainId: DomainId,
  link: FindCareLink,
): { readonly title: string; readonly description: string } {
  const keys = LINK_KEYS[domainId][link.id];
  return keys
    ? { title: t(keys.title), description: t(keys.description) }
    : { title: link.title, description: link.description };
}

const SEARCH_ERROR_KEYS = {
  zip: 'errorZip',
  radius: 'errorRadius',
  searchTextShort: 'errorSearchTextShort',
  searchTextLong: 'errorSearchTextLong',
} as const satisfies Record<keyof typeof PCP_SEARCH_MESSAGES, FindCareKey>;

/**
 * The search form's rule (PcpSearchFields, shared with the gateway) responds in English; the screen
 * shows the same message from the catalogue, found by which rule message it is.
 */
export function searchErrorWords(
  t: (key: FindCareKey, values?: Readonly<Record<string, string | number>>) => string,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const rule = (Object.keys(SEARCH_ERROR_KEYS) as (keyof typeof SEARCH_ERROR_KEYS)[]).find(
    (name) => PCP_SEARCH_MESSAGES[name] === message,
  );
  return rule ? t(SEARCH_ERROR_KEYS[rule], { min: PCP_SEARCH_TEXT_MIN, max: PCP_SEARCH_TEXT_MAX }) : message;
}
