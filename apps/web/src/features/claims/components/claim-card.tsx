import {
  CLAIM_STATUS_LABELS,
  CLAIM_TEXTS,
  formatIsoDate,
  formatUsd,
  getClaimCategoryLabel,
} from '@dash/domain';
import type { ClaimSummary } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FactList } from './fact-list';

/** One claim of the list: its number links to the detail; the facts a member compares at a glance. */
export function ClaimCard({ claim }: { claim: ClaimSummary }) {
  return (
    <li className="card claim-card">
      <h2>
        <Link to={paths.claimOf(claim.claimNumber)}>{CLAIM_TEXTS.claimLink(claim.claimNumber)}</Link>
      </h2>
      <ClaimFacts claim={claim} />
    </li>
  );
}

export function ClaimFacts({ claim }: { claim: ClaimSummary }) {
  const facts: readonly [string, ReactNode][] = [
    [CLAIM_TEXTS.dateOfService, formatIsoDate(claim.serviceDate)],
    [CLAIM_TEXTS.member, claim.memberFirstName],
    [CLAIM_TEXTS.provider, claim.providerName],
    [CLAIM_TEXTS.category, getClaimCategoryLabel(claim.category)],
    [
      CLAIM_TEXTS.status,
      <span key="status" className="claim-status">
        {CLAIM_STATUS_LABELS[claim.status]}
      </span>,
    ],
    [CLAIM_TEXTS.billed, formatUsd(claim.billed)],
    [CLAIM_TEXTS.planPaid, formatUsd(claim.planPaid)],
    [CLAIM_TEXTS.memberResponsibility, formatUsd(claim.memberResponsibility)],
  ];
  return <FactList facts={facts} />;
}
