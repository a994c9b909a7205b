import type { ConversationDetail } from '@dash/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { shellQueryOptions, useShell } from '@/api/shell';
import { Alert } from '@/components/alert';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useConversation } from '../api/get-conversation';
import { useReopenConversation } from '../api/reopen-conversation';
import { messagesTexts, TOPIC_KEYS } from '../texts';
import { MessageThread } from './message-thread';
import { ReplyForm } from './reply-form';

/**
 * /messages/{conversationId} (issue 39 §1): the conversation, read; a reply while it is open, or
 * Reopen within 30 days of its closing. A login-as session reads only.
 */
export function ConversationPage() {
  const t = messagesTexts.useTexts();
  const isLoginAs = useShell().data?.issuedByRole != null;
  const { conversationId = '' } = useParams();
  const conversation = useConversation(conversationId);
  const queryClient = useQueryClient();
  // Reading it marked its replies read on the gateway: the shell's count and the list ask again.
  useEffect(() => {
    if (conversation.dataUpdatedAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: shellQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['secure-messages'], exact: true });
  }, [conversation.dataUpdatedAt, queryClient]);
  useDocumentTitle(conversation.data?.conversation.subject ?? t('messagesTitle'));
  if (conversation.isError && !(conversation.error instanceof HttpError)) throw conversation.error;
  const failure =
    conversation.error instanceof HttpError && !conversation.isFetching ? conversation.error : null;
  const back = (
    <p>
      <Link to={paths.messages}>{t('backToMessages')}</Link>
    </p>
  );
  return (
    <PageLayout
      title={conversation.data?.conversation.subject ?? t('messagesTitle')}
      lead={back}
      busy={conversation.isFetching}
    >
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
        <ConversationContent
          detail={conversation.data}
          conversationId={conversationId}
          isLoginAs={isLoginAs}
        />
      ) : (
        <ListSkeleton label={t('loading')} />
      )}
    </PageLayout>
  );
}

function ConversationContent({
  detail,
  conversationId,
  isLoginAs,
}: {
  detail: ConversationDetail;
  conversationId: string;
  isLoginAs: boolean;
}) {
  const t = messagesTexts.useTexts();
  const reopen = useReopenConversation();
  const [reopenError, setReopenError] = useState<string | null>(null);
  const handleReopen = () =>
    reopen.mutate(conversationId, {
      onError: (error) =>
        setReopenError(error instanceof HttpError && error.body ? error.body.message : t('sendFailed')),
    });
  const { conversation } = detail;
  return (
    <>
      <p className="muted">
        {t(TOPIC_KEYS[conversation.topic])} ·{' '}
        {t(conversation.status === 'open' ? 'statusOpen' : 'statusClosed')}
      </p>
      <MessageThread messages={detail.messages} reader="member" />
      {isLoginAs ? (
        <Alert alert={{ type: 'info', title: t('readOnlyNote'), content: '', canDismiss: false }} />
      ) : detail.canReply ? (
        <ReplyForm conversationId={conversationId} />
      ) : conversation.status === 'closed' ? (
        <div className="card stack">
          <p>
            {t('closedNote')} {detail.canReopen ? t('closedReopenNote') : null}
          </p>
          {reopenError ? (
            <p className="field__error" role="alert">
              {reopenError}
            </p>
          ) : null}
          {detail.canReopen ? (
            <div className="button-row">
              <button
                type="button"
                className="button button--primary"
                onClick={handleReopen}
                disabled={reopen.isPending}
              >
                {t('reopen')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
