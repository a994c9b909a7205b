import { REFERRAL_PAGE_SIZE_DEFAULT } from '@dash/domain';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReferralMetadata } from '../api/get-referral-metadata';
import { useReferrals } from '../api/get-referrals';
import { benefitResourcesTexts } from '../texts';
import { handleLoadFailure } from './load-failure';
import { ReferralCard } from './referral-card';
import { ReferralFilters, type ReferralFilterValues } from './referral-filters';

/** The filters and the page live in the address, so back, reload and a shared link keep them. */
function readFilters(params: URLSearchParams): ReferralFilterValues & { page: number } {
  const page = Number(params.get('page') ?? '0');
  return {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    memberKey: params.get('memberKey') ?? '',
    statusCode: params.get('statusCode') ?? '',
    providerId: params.get('providerId') ?? '',
    excludeExpired: params.get('excludeExpired') === 'true',
  };
}

function toParams(values: ReferralFilterValues & { page: number }): Record<string, string> {
  const entries = Object.entries({
    page: values.page > 0 ? String(values.page) : '',
    memberKey: values.memberKey,
    statusCode: values.statusCode,
    providerId: values.providerId,
    excludeExpired: values.excludeExpired ? 'true' : '',
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** /benefits/referrals (document 2 §2, §3, §7): the family's referrals, paged, with the filters of referrals/metadata. */
export function ReferralsPage() {
  const t = benefitResourcesTexts.useTexts();
  useDocumentTitle(t('referralsTitle'));
  const [params, setParams] = useSearchParams();
  const current = readFilters(params);
  const change = (next: ReferralFilterValues & { page: number }) => setParams(toParams(next));
  const metadata = useReferralMetadata();
  const referrals = useReferrals({
    page: current.page,
    size: REFERRAL_PAGE_SIZE_DEFAULT,
    memberKey: current.memberKey || undefined,
    statusCode: current.statusCode || undefined,
    providerId: current.providerId || undefined,
    excludeExpired: current.excludeExpired,
  });
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
