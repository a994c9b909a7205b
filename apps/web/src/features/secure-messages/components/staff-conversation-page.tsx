import type { ConversationDetail, StaffMember } from '@dash/domain/api';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useStaffConversation } from '../api/get-staff-conversation';
import { useStaffInbox } from '../api/get-staff-inbox';
import { messagesTexts, TOPIC_KEYS } from '../texts';
import { ConversationFrame } from './conversation-frame';
import { MessageThread } from './message-thread';
import { StaffActions } from './staff-actions';
import { StaffReplyForm } from './staff-reply-form';

/** /staff/messages/{conversationId} (issue 39 §1): read (audited), reply, assign, close. */
export function StaffConversationPage({ staffToken }: { staffToken: string }) {
  const t = messagesTexts.useTexts();
  const { conversationId = '' } = useParams();
  const conversation = useStaffConversation(staffToken, conversationId);
  const staff = useStaffInbox(staffToken, 'open').data?.staff ?? [];
  return (
    <ConversationFrame
      conversation={conversation}
      fallbackTitle={t('staffInboxTitle')}
      back={{ to: paths.staffMessages, label: t('staffBackToInbox') }}
    >
      {(detail) => (
        <StaffConversationContent
          detail={detail}
          staff={staff}
          staffToken={staffToken}
          conversationId={conversationId}
        />
      )}
    </ConversationFrame>
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
