import type { DomainId } from '../brands/domain-ids';

/** An outside directory or service the find-care screens link to (document 2 §2 Find care). */
export interface FindCareLink {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
}

export interface FindCareLinks {
  /** /find-care/resources: the directories and services an eligible member can use. */
  readonly resources: readonly FindCareLink[];
  /** /find-care/find-a-dentist: the dental directory (the partner brand's whole find-care area). */
  readonly dentist: FindCareLink;
}

/**
 * The external directory links of each brand, as configuration data (fictional example.com hosts:
 * the specification withholds the real ones).
 */
export const FIND_CARE_LINKS: Readonly<Record<DomainId, FindCareLinks>> = {
  1: {
    resources: [
      {
        id: 'provider-directory',
        title: 'Provider directory',
        description: 'Doctors, clinics and hospitals in your medical network.',
        url: 'https://providers.example.com/directory',
      },
      {
        id: 'urgent-care',
        title: 'Urgent care and walk-in clinics',
        description: 'Care today for illnesses and injuries that are not emergencies.',
        url: 'https://providers.example.com/urgent-care',
      },
      {
        id: 'virtual-care',
        title: 'Virtual care',
        description: 'See a clinician by video, day or night.',
        url: 'https://care.example.com/virtual',
      },
      {
        id: 'behavioral-health',
        title: 'Behavioral health',
        description: 'Counselors and therapists in your network.',
        url: 'https://providers.example.com/behavioral-health',
      },
    ],
    dentist: {
      id: 'dentist-directory',
      title: 'Dental directory',
      description: 'In-network dentists and specialists near you.',
      url: 'https://dentists.example.com/search',
    },
  },
  2: {
    resources: [
      {
        id: 'provider-directory',
        title: 'Medicare Advantage provider directory',
        description: 'Doctors, clinics and hospitals in your Medicare Advantage network.',
        url: 'https://medicare.example.com/providers',
      },
      {
        id: 'pharmacy-directory',
        title: 'Pharmacy directory',
        description: 'Pharmacies in your plan’s network.',
        url: 'https://medicare.example.com/pharmacies',
      },
    ],
    dentist: {
      id: 'dentist-directory',
      title: 'Dental directory',
      description: 'In-network dentists near you.',
      url: 'https://dentists.example.com/medicare',
    },
  },
  5: {
    resources: [],
    dentist: {
      id: 'dentist-directory',
      title: 'Harbor Dental Partners dentist directory',
      description: 'Dentists in the Harbor Dental Partners network near you.',
      url: 'https://dentists.partner.example.com/search',
    },
  },
};

export function getFindCareLinks(domainId: DomainId): FindCareLinks {
  return FIND_CARE_LINKS[domainId];
}
