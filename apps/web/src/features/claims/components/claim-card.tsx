import type { ClaimSummary } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCategoryName } from '@/components/category-name';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { claimsTexts, STATUS_KEYS } from '../texts';
import { FactList } from './fact-list';

/** One claim of the list: its number links to the detail; the facts a member compares at a glance. */
export function ClaimCard({ claim }: { claim: ClaimSummary }) {
  const t = claimsTexts.useTexts();
  return (
    <li className="card claim-card">
      <h2>
        <Link to={paths.claimOf(claim.claimNumber)}>
          {t('claimLink', { claimNumber: claim.claimNumber })}
        </Link>
      </h2>
      <ClaimFacts claim={claim} />
    </li>
  );
}

export function ClaimFacts({ claim }: { claim: ClaimSummary }) {
  const t = claimsTexts.useTexts();
  const categoryName = useCategoryName();
  const format = useFormat();
  const facts: readonly [string, ReactNode][] = [
    [t('dateOfService'), format.date(claim.serviceDate)],
    [t('member'), claim.memberFirstName],
    [t('provider'), claim.providerName],
    [t('category'), categoryName(claim.category)],
    [
      t('status'),
      <span key="status" className="claim-status">
        {t(STATUS_KEYS[claim.status])}
      </span>,
    ],
    [t('billed'), format.money(claim.billed)],
    [t('planPaid'), format.money(claim.planPaid)],
    [t('memberResponsibility'), format.money(claim.memberResponsibility)],
  ];
  return <FactList facts={facts} />;
}
