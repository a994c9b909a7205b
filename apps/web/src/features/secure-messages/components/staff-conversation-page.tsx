import type { ConversationDetail, StaffMember } from '@dash/domain/api';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailure } from '@/components/load-failure';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useStaffConversation } from '../api/get-staff-conversation';
import { useStaffInbox } from '../api/get-staff-inbox';
import { messagesTexts, TOPIC_KEYS } from '../texts';
import { MessageThread } from './message-thread';
import { StaffActions } from './staff-actions';
import { StaffReplyForm } from './staff-reply-form';

/** /staff/messages/{conversationId} (issue 39 §1): read (audited), reply, assign, close. */
export function StaffConversationPage({ staffToken }: { staffToken: string }) {
  const t = messagesTexts.useTexts();
  const { conversationId = '' } = useParams();
  const conversation = useStaffConversation(staffToken, conversationId);
  const staff = useStaffInbox(staffToken, 'open').data?.staff ?? [];
  useDocumentTitle(conversation.data?.conversation.subject ?? t('staffInboxTitle'));
  if (conversation.isError && !(conversation.error instanceof HttpError)) throw conversation.error;
  const failure =
    conversation.error instanceof HttpError && !conversation.isFetching ? conversation.error : null;
  const back = (
    <p>
      <Link to={paths.staffMessages}>{t('staffBackToInbox')}</Link>
    </p>
  );
  return (
    <PageLayout
      title={conversation.data?.conversation.subject ?? t('staffInboxTitle')}
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
        <StaffConversationContent
          detail={conversation.data}
          staff={staff}
          staffToken={staffToken}
          conversationId={conversationId}
        />
      ) : (
        <ListSkeleton label={t('loading')} />
      )}
    </PageLayout>
  );
}

function StaffConversationContent({
  detail,
  staff,
  staffToken,
  conversationId,
}: {
  detail: ConversationDetail;
  staff: readonly StaffMember[];
  staffToken: string;
  conversationId: string;
}) {
  const t = messagesTexts.useTexts();
  const { conversation } = detail;
  return (
    <>
      <p className="muted">
        {t('staffMember')}: {conversation.memberName} · {t(TOPIC_KEYS[conversation.topic])} ·{' '}
        {t(conversation.status === 'open' ? 'statusOpen' : 'statusClosed')} · {t('staffAssignee')}:{' '}
        {conversation.assigneeName ?? t('staffUnassigned')}
      </p>
      <MessageThread messages={detail.messages} reader="staff" staffToken={staffToken} />
      {detail.canReply ? <StaffReplyForm staffToken={staffToken} conversationId={conversationId} /> : null}
      {conversation.status === 'open' ? (
        <StaffActions staffToken={staffToken} conversationId={conversationId} staff={staff} />
      ) : (
        <p>{t('closedNote')}</p>
      )}
    </>
  );
}
