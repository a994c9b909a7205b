import type { ConversationStatus } from '@dash/domain/api';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useStaffInbox } from '../api/get-staff-inbox';
import { messagesTexts } from '../texts';
import { ConversationList } from './conversation-list';

/** The address's page (from 0); anything else is the first. */
const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page') ?? 0);
  return Number.isSafeInteger(page) && page > 0 ? page : 0;
};

/**
 * /staff/messages (issue 39 §1): the brand's open conversations, or its closed ones, a page at a time;
 * the status and the page are kept in the address (as the claims list keeps its page).
 */
export function StaffInboxPage({ staffToken }: { staffToken: string }) {
  const t = messagesTexts.useTexts();
  useDocumentTitle(t('staffInboxTitle'));
  const [search, setSearch] = useSearchParams();
  const status: ConversationStatus = search.get('status') === 'closed' ? 'closed' : 'open';
  const inbox = useStaffInbox(staffToken, status, pageOf(search));
  const toPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    setSearch(next);
  };
  if (inbox.isError && !(inbox.error instanceof HttpError)) throw inbox.error;
  const lead = (
    <ul className="button-row">
      <li>
        <Link to={paths.loginAs}>{t('staffBackToLoginAs')}</Link>
      </li>
      {/* Submitted claims (issue 39 §3), member services' other list. */}
      <li>
        <Link to={paths.staffClaims}>{t('staffClaimsLink')}</Link>
      </li>
    </ul>
  );
  return (
    <PageLayout title={t('staffInboxTitle')} intro={t('staffInboxIntro')} lead={lead} busy={inbox.isFetching}>
      <nav aria-label={t('staffInboxTitle')}>
        <ul className="button-row">
          <li>
            <Link to={paths.staffMessages} aria-current={status === 'open' ? 'page' : undefined}>
              {t('staffShowOpen')}
            </Link>
          </li>
          <li>
            <Link
              to={`${paths.staffMessages}?status=closed`}
              aria-current={status === 'closed' ? 'page' : undefined}
            >
              {t('staffShowClosed')}
            </Link>
          </li>
        </ul>
      </nav>
      {inbox.error instanceof HttpError ? (
        <LoadFailure
          status={inbox.error.status}
          title={t('loadFailed')}
          onRetry={() => void inbox.refetch()}
        />
      ) : !inbox.data ? (
        <ListSkeleton label={t('loading')} />
      ) : inbox.data.conversations.length === 0 ? (
        <EmptyState>{t('staffNoConversations')}</EmptyState>
      ) : (
        <>
          <ConversationList
            conversations={inbox.data.conversations}
            linkOf={paths.staffMessageOf}
            showMember
          />
          <Pager
            page={inbox.data.page.number}
            size={inbox.data.page.size}
            total={inbox.data.page.totalElements}
            onChange={toPage}
            label={t('staffInboxPager')}
          />
        </>
      )}
    </PageLayout>
  );
}
