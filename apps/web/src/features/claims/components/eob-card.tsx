import { CLAIM_TEXTS, formatIsoDate, formatUsd, getClaimCategoryLabel } from '@dash/domain';
import type { EobSummary } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FactList } from './fact-list';

/** One EOB: when it was issued, for whom and which claim, and a button that opens its pdf. */
export function EobCard({ eob, onOpen }: { eob: EobSummary; onOpen: (eob: EobSummary) => void }) {
  const facts: readonly [string, ReactNode][] = [
    [
      CLAIM_TEXTS.claimNumber,
      <Link key="claim" to={paths.claimOf(eob.claimNumber)}>
        {eob.claimNumber}
      </Link>,
    ],
    [CLAIM_TEXTS.member, eob.memberFirstName],
    [CLAIM_TEXTS.dateOfService, formatIsoDate(eob.serviceDate)],
    [CLAIM_TEXTS.provider, eob.providerName],
    [CLAIM_TEXTS.category, getClaimCategoryLabel(eob.category)],
    [CLAIM_TEXTS.memberResponsibility, formatUsd(eob.memberResponsibility)],
  ];
  return (
    <li className="card claim-card">
      <h2>
        {CLAIM_TEXTS.issued} {formatIsoDate(eob.issuedDate)}
      </h2>
      <FactList facts={facts} />
      <p>
        <button type="button" className="button" onClick={() => onOpen(eob)}>
          {CLAIM_TEXTS.viewEob}{' '}
          <span className="visually-hidden">{CLAIM_TEXTS.openPdf(eob.claimNumber)}</span>
        </button>
      </p>
    </li>
  );
}
