import type { ConversationDetail } from '@dash/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { shellQueryOptions, useShell } from '@/api/shell';
import { Alert } from '@/components/alert';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/http-error';
import { useConversation } from '../api/get-conversation';
import { useReopenConversation } from '../api/reopen-conversation';
import { messagesTexts, TOPIC_KEYS } from '../texts';
import { ConversationFrame } from './conversation-frame';
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
  return (
    <ConversationFrame
      conversation={conversation}
      fallbackTitle={t('messagesTitle')}
      back={{ to: paths.messages, label: t('backToMessages') }}
    >
      {(detail) => (
        <ConversationContent detail={detail} conversationId={conversationId} isLoginAs={isLoginAs} />
      )}
    </ConversationFrame>
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
