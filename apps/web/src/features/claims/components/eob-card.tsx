import type { EobSummary } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCategoryName } from '@/components/category-name';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { claimsTexts } from '../texts';
import { FactList } from './fact-list';

/** One EOB: when it was issued, for whom and which claim, and a button that opens its pdf. */
export function EobCard({ eob, onOpen }: { eob: EobSummary; onOpen: (eob: EobSummary) => void }) {
  const t = claimsTexts.useTexts();
  const categoryName = useCategoryName();
  const format = useFormat();
  const facts: readonly [string, ReactNode][] = [
    [
      t('claimNumber'),
      <Link key="claim" to={paths.claimOf(eob.claimNumber)}>
        {eob.claimNumber}
      </Link>,
    ],
    [t('member'), eob.memberFirstName],
    [t('dateOfService'), format.date(eob.serviceDate)],
    [t('provider'), eob.providerName],
    [t('category'), categoryName(eob.category)],
    [t('memberResponsibility'), format.money(eob.memberResponsibility)],
  ];
  return (
    <li className="card claim-card">
      <h2>
        {t('issued')} {format.date(eob.issuedDate)}
      </h2>
      <FactList facts={facts} />
      <p>
        <button type="button" className="button" onClick={() => onOpen(eob)}>
          {t('viewEob')}{' '}
          <span className="visually-hidden">{t('openPdf', { claimNumber: eob.claimNumber })}</span>
        </button>
      </p>
    </li>
  );
}
