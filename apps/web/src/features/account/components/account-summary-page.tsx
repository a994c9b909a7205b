import type { AccountDetails } from '@dash/domain/api';
import { useAccount } from '@/api/account';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormat } from '@/lib/i18n/use-format';
import { safeLinkHref } from '@/lib/safe-link';
import { accountTexts } from '../texts';
import { CardSkeleton } from './account-skeleton';
import { FactList } from './fact-list';

/** /account/summary (document 2 §2, §3): subscriber, group, parent group, dates and products. */
export function AccountSummaryPage() {
  const t = accountTexts.useTexts();
  useDocumentTitle(t('summaryTitle'));
  const account = useAccount();
  if (account.isError) return null; // The global handling shows the error page (document 1 §8).
  return (
    <PageLayout title={t('summaryTitle')} busy={account.isPending}>
      {account.isPending ? (
        <>
          <CardSkeleton lines={5} />
          <CardSkeleton lines={2} />
        </>
      ) : (
        <SummaryCards account={account.data} />
      )}
    </PageLayout>
  );
}

function SummaryCards({ account }: { account: AccountDetails }) {
  const t = accountTexts.useTexts();
  const format = useFormat();
  const dateOrNone = (date: string | null) => (date ? format.date(date) : t('notAvailable'));
  return (
    <>
      <section className="card stack" aria-labelledby="account-summary-plan">
        <h2 id="account-summary-plan">{account.groupName}</h2>
        <FactList
          facts={[
            [t('subscriberId'), account.subscriberId],
            [t('group'), `${account.groupName} (${account.groupId})`],
            [
              t('parentGroup'),
              account.parentGroupId
                ? `${account.parentGroupName ?? account.parentGroupId} (${account.parentGroupId})`
                : t('notAvailable'),
            ],
            [t('effectiveDate'), dateOrNone(account.effectiveDate)],
            [t('hireDate'), dateOrNone(account.hireDate)],
          ]}
        />
      </section>
      <section className="card stack" aria-labelledby="account-summary-products">
        <h2 id="account-summary-products">{t('products')}</h2>
        {account.products.length === 0 ? (
          <p>{t('noProducts')}</p>
        ) : (
          <ul className="account-products">
            {account.products.map((product) => (
              <li key={product.name} className="account-products__item">
                {safeLinkHref(product.url) && product.eligible ? (
                  <a href={safeLinkHref(product.url)}>{product.name}</a>
                ) : (
                  <span>{product.name}</span>
                )}{' '}
                <span className="account-products__status">
                  {product.eligible ? t('productEligible') : t('productNotEligible')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
