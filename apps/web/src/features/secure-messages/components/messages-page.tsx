import { Link } from 'react-router';
import { useShell } from '@/api/shell';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useConversations } from '../api/get-conversations';
import { messagesTexts } from '../texts';
import { ConversationList } from './conversation-list';

/** /messages (issue 39 §1): the member's conversations with member services, and a new message. */
export function MessagesPage() {
  const t = messagesTexts.useTexts();
  useDocumentTitle(t('messagesTitle'));
  const conversations = useConversations();
  // A login-as session reads the member's messages and sends none (issue 39 §1).
  const isLoginAs = useShell().data?.issuedByRole != null;
  if (conversations.isError && !(conversations.error instanceof HttpError)) throw conversations.error;
  return (
    <PageLayout title={t('messagesTitle')} intro={t('messagesIntro')} busy={conversations.isFetching}>
      {isLoginAs ? null : (
        <p>
          <Link className="button button--primary" to={paths.newMessage}>
            {t('newMessage')}
          </Link>
        </p>
      )}
      {conversations.error instanceof HttpError ? (
        <LoadFailure
          status={conversations.error.status}
          title={t('loadFailed')}
          onRetry={() => void conversations.refetch()}
        />
      ) : !conversations.data ? (
        <ListSkeleton label={t('loading')} />
      ) : conversations.data.conversations.length === 0 ? (
        <EmptyState>{t('noConversations')}</EmptyState>
      ) : (
        <ConversationList conversations={conversations.data.conversations} linkOf={paths.messageOf} />
      )}
    </PageLayout>
  );
}
