import type { ConversationSummary } from '@dash/domain/api';
import { Link } from 'react-router';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { messagesTexts, TOPIC_KEYS } from '../texts';

/** Conversations as links, each with its topic, state, last message and unread replies. */
export function ConversationList({
  conversations,
  linkOf,
  showMember = false,
}: {
  conversations: readonly ConversationSummary[];
  linkOf: (conversationId: number) => string;
  showMember?: boolean;
}) {
  const t = messagesTexts.useTexts();
  const formatDateTime = useFormatDateTime();
  return (
    <ul className="conversation-list stack">
      {conversations.map((conversation) => (
        <li key={conversation.conversationId} className="card conversation">
          <h2 className="conversation__subject">
            <Link to={linkOf(conversation.conversationId)}>{conversation.subject}</Link>
            {conversation.unreadCount > 0 ? (
              <span className="badge">{t('unreadCount', { count: conversation.unreadCount })}</span>
            ) : null}
          </h2>
          <p className="muted">
            {t(TOPIC_KEYS[conversation.topic])} ·{' '}
            {t(conversation.status === 'open' ? 'statusOpen' : 'statusClosed')} ·{' '}
            {t('lastMessage', { date: formatDateTime(conversation.lastMessageAt) })}
          </p>
          {showMember ? (
            <p className="muted">
              {t('staffMember')}: {conversation.memberName} · {t('staffAssignee')}:{' '}
              {conversation.assigneeName ?? t('staffUnassigned')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
