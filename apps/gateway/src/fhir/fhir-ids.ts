import { createHash } from 'node:crypto';

/**
 * FHIR ids of the member data: a member's key never leaves the server (claims-repository.ts), so a
 * Patient's id is a digest of it: stable across restarts and deployments, opaque, and found again
 * only among the members a grant may see. Claims keep their number (it is on every EOB already).
 */
export function getPatientId(memberKey: string): string {
  return createHash('sha256').update(`patient:${memberKey}`).digest('hex').slice(0, 32);
}

export function getCoverageId(patientId: string, category: string): string {
  return `${patientId}-${category}`;
}

/** The payer's Organization id, one per brand. */
export function getPayerId(domainId: number): string {
  return `payer-${domainId}`;
}

/** A provider named on claims: by its directory id when the claim has one. */
export function getProviderOrganizationId(providerId: string): string {
  return `provider-${providerId}`;
}
