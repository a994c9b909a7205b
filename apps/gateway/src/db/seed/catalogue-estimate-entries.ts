import type { CodeSystem, EstimateCategory, Prerequisite } from '@dash/domain';

/** The directory's providers that give the estimator's services (catalogue-providers.ts, catalogue-estimate-providers.ts). */
export const PRIMARY_CARE = [
  'PRV100001',
  'PRV100002',
  'PRV100003',
  'PRV100004',
  'PRV100005',
  'PRV100006',
  'PRV100007',
];
export const CARDIOLOGY = 'PRV200001';
export const ORTHOPEDICS = 'PRV200002';
export const DERMATOLOGY = 'PRV200003';
export const ALLERGY = 'PRV200004';
export const IMAGING = 'PRV300001';
export const SURGERY = 'PRV300002';
export const THERAPY = 'PRV300003';
export const HOSPITAL = 'PRV300004';
export const LAB = 'PRV300005';
export const DENTISTS = ['PRV400001', 'PRV400002', 'PRV400003'];
export const ORAL_SURGERY = 'PRV400004';

/** A service of the estimator's catalogue as the seed writes it (issue 38 §1). */
export interface SeedService {
  readonly code: string;
  readonly en: string;
  readonly es: string;
  /** The benefits' service page whose in-network cost-sharing applies (benefit-plans.ts SERVICE_PAGES). */
  readonly page: string;
  readonly deductible: boolean;
  /** A typical in-network rate in cents; each provider's is near it. null: no provider has a rate. */
  readonly rate: number | null;
  readonly providers: readonly string[];
  readonly covered?: false;
  readonly bundled?: readonly (readonly [string, string])[];
  readonly prerequisite?: Prerequisite;
  /** The plan pays nothing out of network for it. */
  readonly inNetworkOnly?: true;
}

export interface CatalogueEntry extends SeedService {
  readonly system: CodeSystem;
  readonly category: EstimateCategory;
}
