import type { BenefitCategory } from '../tables/member-data';

/** One tier of a plan: its deductibles and out-of-pocket maximums in cents (null: the plan has none). */
export interface TierPlan {
  readonly tierId: string;
  readonly name: string;
  readonly deductible: { individual: number; family: number } | null;
  readonly outOfPocket: { individual: number; family: number } | null;
}

/** Cost sharing of one service page per tier: a copay in cents, or a coinsurance percentage. */
export type CostShare = { copay: number } | { coinsurance: number };

export interface ServicePage {
  readonly pageId: string;
  readonly description: string;
  /** One entry per tier of the category, in tier order. */
  readonly shares: readonly CostShare[];
  readonly note?: string;
}

export interface DentalServicePlan {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  /** What each tier covers, in tier order. */
  readonly amounts: readonly string[];
  readonly incentiveTiers: readonly string[];
  readonly benefitLimit: string | null;
}

/**
 * Tier ids per category follow document 2 §4: innet/outnet for medical, tab1/tab2 for dental,
 * so both spellings of "In network" and "Out-of-network" occur.
 */
export const TIER_PLANS: Record<BenefitCategory, readonly TierPlan[]> = {
  medical: [
    {
      tierId: 'innet',
      name: 'In network',
      deductible: { individual: 150_000, family: 300_000 },
      outOfPocket: { individual: 400_000, family: 800_000 },
    },
    {
      tierId: 'outnet',
      name: 'Out-of-network',
      deductible: { individual: 300_000, family: 600_000 },
      outOfPocket: { individual: 800_000, family: 1_600_000 },
    },
  ],
  dental: [
    {
      tierId: 'tab1',
      name: 'In network',
      deductible: { individual: 5_000, family: 15_000 },
      outOfPocket: null,
    },
    {
      tierId: 'tab2',
      name: 'Out-of-network',
      deductible: { individual: 10_000, family: 30_000 },
      outOfPocket: null,
    },
  ],
  vision: [{ tierId: 'innet', name: 'In network', deductible: null, outOfPocket: null }],
  pharmacy: [
    {
      tierId: 'tab1',
      name: 'In network',
      deductible: null,
      outOfPocket: { individual: 150_000, family: 300_000 },
    },
  ],
};

export const SERVICE_PAGES: Record<BenefitCategory, readonly ServicePage[]> = {
  medical: [
    {
      pageId: 'office-visits',
      description: 'Office visits',
      shares: [{ copay: 2_500 }, { coinsurance: 40 }],
    },
    {
      pageId: 'preventive-care',
      description: 'Preventive care',
      shares: [{ copay: 0 }, { coinsurance: 40 }],
      note: 'No cost in network, before the deductible.',
    },
    { pageId: 'urgent-care', description: 'Urgent care', shares: [{ copay: 5_000 }, { coinsurance: 40 }] },
    {
      pageId: 'emergency-room',
      description: 'Emergency room',
      shares: [{ copay: 25_000 }, { copay: 25_000 }],
    },
    {
      pageId: 'lab-and-x-ray',
      description: 'Lab and x-ray',
      shares: [{ coinsurance: 20 }, { coinsurance: 40 }],
    },
    {
      pageId: 'hospital-stay',
      description: 'Hospital stay',
      shares: [{ coinsurance: 20 }, { coinsurance: 40 }],
    },
  ],
  dental: [
    {
      pageId: 'preventive',
      description: 'Preventive services',
      shares: [{ coinsurance: 0 }, { coinsurance: 20 }],
    },
    { pageId: 'basic', description: 'Basic services', shares: [{ coinsurance: 20 }, { coinsurance: 40 }] },
    { pageId: 'major', description: 'Major services', shares: [{ coinsurance: 50 }, { coinsurance: 50 }] },
    { pageId: 'orthodontia', description: 'Orthodontia', shares: [{ coinsurance: 50 }, { coinsurance: 50 }] },
  ],
  vision: [
    { pageId: 'eye-exam', description: 'Eye exam', shares: [{ copay: 1_000 }] },
    { pageId: 'frames', description: 'Frames', shares: [{ copay: 0 }], note: 'Up to a $150 allowance.' },
    { pageId: 'lenses', description: 'Lenses', shares: [{ copay: 2_500 }] },
    {
      pageId: 'contact-lenses',
      description: 'Contact lenses',
      shares: [{ copay: 0 }],
      note: 'Instead of lenses.',
    },
  ],
  pharmacy: [
    { pageId: 'generic', description: 'Generic drugs', shares: [{ copay: 1_000 }] },
    { pageId: 'preferred-brand', description: 'Preferred brand drugs', shares: [{ copay: 3_000 }] },
    { pageId: 'specialty', description: 'Specialty drugs', shares: [{ coinsurance: 20 }] },
  ],
};

const INCENTIVE = ['70%', '80%', '90%', '100%'];

export const DENTAL_SERVICES: readonly DentalServicePlan[] = [
  {
    code: 'D0120',
    name: 'Periodic oral evaluation',
    description: 'A routine exam of an established patient.',
    amounts: ['100%', '80%'],
    incentiveTiers: [],
    benefitLimit: 'Twice per calendar year',
  },
  {
    code: 'D1110',
    name: 'Prophylaxis - adult',
    description: 'Cleaning of the teeth of an adult.',
    amounts: ['100%', '80%'],
    incentiveTiers: [],
    benefitLimit: 'Twice per calendar year',
  },
  {
    code: 'D0274',
    name: 'Bitewings - four radiographic images',
    description: 'X-rays of the back teeth.',
    amounts: ['100%', '80%'],
    incentiveTiers: [],
    benefitLimit: 'Once per calendar year',
  },
  {
    code: 'D2391',
    name: 'Resin-based composite - one surface, posterior',
    description: 'A tooth-colored filling of a back tooth.',
    amounts: ['80%', '60%'],
    incentiveTiers: INCENTIVE,
    benefitLimit: null,
  },
  {
    code: 'D2740',
    name: 'Crown - porcelain/ceramic',
    description: 'A full crown of porcelain or ceramic.',
    amounts: ['50%', '50%'],
    incentiveTiers: INCENTIVE,
    benefitLimit: 'Once per tooth every 5 years',
  },
  {
    code: 'D7140',
    name: 'Extraction, erupted tooth',
    description: 'Removal of a tooth that has come through the gum.',
    amounts: ['80%', '60%'],
    incentiveTiers: INCENTIVE,
    benefitLimit: null,
  },
  {
    code: 'D8080',
    name: 'Comprehensive orthodontic treatment of the adolescent dentition',
    description: 'Braces for members under 19.',
    amounts: ['50%', '50%'],
    incentiveTiers: [],
    benefitLimit: 'Lifetime maximum applies; under age 19',
  },
];
