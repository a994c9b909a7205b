import { formatIsoDate, ACCOUNT_TEXTS as TEXTS } from '@dash/domain';
import type { AccountDetails } from '@dash/domain/api';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { safeLinkHref } from '@/lib/server-content';
import { useAccount } from '../api/get-account';
import { CardSkeleton } from './account-skeleton';
import { FactList } from './fact-list';

const dateOrNone = (date: string | null) => (date ? formatIsoDate(date) : TEXTS.notAvailable);

/** /account/summary (document 2 §2, §3): subscriber, group, parent group, dates and products. */
export function AccountSummaryPage() {
  useDocumentTitle(TEXTS.summaryTitle);
  const account = useAccount();
  if (account.isError) return null; // The global handling shows the error page (document 1 §8).
  return (
    <PageLayout title={TEXTS.summaryTitle} busy={account.isPending}>
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
  return (
    <>
      <section className="card stack" aria-labelledby="account-summary-plan">
        <h2 id="account-summary-plan">{account.groupName}</h2>
        <FactList
          facts={[
            [TEXTS.subscriberId, account.subscriberId],
            [TEXTS.group, `${account.groupName} (${account.groupId})`],
            [
              TEXTS.parentGroup,
              account.parentGroupId
                ? `${account.parentGroupName ?? account.parentGroupId} (${account.parentGroupId})`
                : TEXTS.notAvailable,
            ],
            [TEXTS.effectiveDate, dateOrNone(account.effectiveDate)],
            [TEXTS.hireDate, dateOrNone(account.hireDate)],
          ]}
        />
      </section>
      <section className="card stack" aria-labelledby="account-summary-products">
        <h2 id="account-summary-products">{TEXTS.products}</h2>
        {account.products.length === 0 ? (
          <p>{TEXTS.noProducts}</p>
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
                  {product.eligible ? TEXTS.productEligible : TEXTS.productNotEligible}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
