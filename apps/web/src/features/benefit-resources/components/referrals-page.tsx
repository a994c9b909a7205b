import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReferralMetadata } from '../api/get-referral-metadata';
import { useReferrals } from '../api/get-referrals';
import {
  type ReferralSearch,
  readReferralSearch,
  referralsRequest,
  toReferralParams,
} from '../api/referral-search';
import { benefitResourcesTexts } from '../texts';
import { handleLoadFailure } from './load-failure';
import { ReferralCard } from './referral-card';
import { ReferralFilters } from './referral-filters';

/** /benefits/referrals (document 2 §2, §3, §7): the family's referrals, paged, with the filters of referrals/metadata. */
export function ReferralsPage() {
  const t = benefitResourcesTexts.useTexts();
  useDocumentTitle(t('referralsTitle'));
  const [params, setParams] = useSearchParams();
  const current = readReferralSearch(params);
  const change = (next: ReferralSearch) => setParams(toReferralParams(next));
  const metadata = useReferralMetadata();
  const referrals = useReferrals(referralsRequest(current));
  const failed = metadata.error ?? referrals.error;
  if (failed) return handleLoadFailure(failed);
  if (!metadata.data || !referrals.data) {
    return (
      <PageLayout title={t('referralsTitle')}>
        <ListSkeleton label={t('referralsTitle')} />
      </PageLayout>
    );
  }
  const page = referrals.data;
  const filtered = Boolean(
    current.memberKey || current.statusCode || current.providerId || current.excludeExpired,
  );
  if (page.totalElements === 0 && !filtered) {
    return (
      <PageLayout title={t('referralsTitle')}>
        <EmptyState>{t('referralsNone')}</EmptyState>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('referralsTitle')} busy={referrals.isPlaceholderData}>
      <ReferralFilters
        metadata={metadata.data}
        values={current}
        onChange={(values) => change({ ...values, page: 0 })}
      />
      {page.content.length === 0 ? (
        <EmptyState>{t('referralsEmpty')}</EmptyState>
      ) : (
        <ul className="resource-list" aria-label={t('referralsTitle')}>
          {page.content.map((referral) => (
            <ReferralCard key={referral.referralNumber} referral={referral} />
          ))}
        </ul>
      )}
      <Pager
        page={page.number}
        size={page.size}
        total={page.totalElements}
        onChange={(next) => change({ ...current, page: next })}
        label={t('pager')}
      />
    </PageLayout>
  );
}
