import type { Program, Referral } from '@dash/domain/api';

export const program = (id: number, overrides: Partial<Program> = {}): Program => ({
  id,
  name: `Program ${id}`,
  description: `What program ${id} offers.`,
  categories: ['Medical'],
  eligible: true,
  displayOrder: id,
  highPriority: true,
  featureGroup: null,
  childResourceIds: [],
  resource: null,
  url: null,
  urlDocumentType: null,
  ...overrides,
});

export const referral = (index: number, overrides: Partial<Referral> = {}): Referral => ({
  referralNumber: `R-${index}`,
  memberKey: 'M-1',
  memberName: 'Alex Rivera',
  statusCode: 'APPROVED',
  statusDescription: 'Approved',
  providerId: 'P-1',
  providerName: `Specialist ${index}`,
  providerSpecialty: 'Cardiology',
  referringProviderName: 'Dana Lee',
  receivedDate: '2026-01-01',
  startDate: '2026-01-04',
  endDate: '2026-07-03',
  visitsAuthorized: 6,
  visitsUsed: 2,
  ...overrides,
});
