import type { ConversationDetail } from '@dash/domain/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { messagesTexts } from '../texts';

interface ConversationFrameProps {
  readonly conversation: UseQueryResult<ConversationDetail>;
  /** The page's title (and the document's) until the conversation's subject is known. */
  readonly fallbackTitle: string;
  /** The link back to the list the conversation was opened from. */
  readonly back: { readonly to: string; readonly label: string };
  /** The conversation itself, once read: the member's or staff's own content. */
  readonly children: (detail: ConversationDetail) => ReactNode;
}

/**
 * A conversation's page around its content, the member's and member services' alike (issue 39 §1):
 * the subject as title, the way back, "not found" for a 404, a retry for another failure, a skeleton
 * while it loads. An error that is not an HTTP one goes to the route's error page.
 */
export function ConversationFrame({ conversation, fallbackTitle, back, children }: ConversationFrameProps) {
  const t = messagesTexts.useTexts();
  const title = conversation.data?.conversation.subject ?? fallbackTitle;
  useDocumentTitle(title);
  if (conversation.isError && !(conversation.error instanceof HttpError)) throw conversation.error;
  const failure =
    conversation.error instanceof HttpError && !conversation.isFetching ? conversation.error : null;
  const lead = (
    <p>
      <Link to={back.to}>{back.label}</Link>
    </p>
  );
  return (
    <PageLayout title={title} lead={lead} busy={conversation.isFetching}>
      {failure?.status === 404 ? (
        <Alert
          alert={{
            type: 'error',
            title: t('conversationNotFound'),
            content: failure.body?.message ?? '',
            canDismiss: false,
          }}
        />
      ) : failure ? (
        <LoadFailure
          status={failure.status}
          title={t('loadConversationFailed')}
          onRetry={() => void conversation.refetch()}
        />
      ) : conversation.data ? (
        children(conversation.data)
      ) : (
        <ListSkeleton label={t('loading')} />
      )}
    </PageLayout>
  );
}
