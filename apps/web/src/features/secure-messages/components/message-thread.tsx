import type { ConversationMessage } from '@dash/domain/api';
import { useId } from 'react';
import { FileDownloadButton } from '@/components/file-download-button';
import { downloadAttachment } from '../api/download-attachment';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { messagesTexts } from '../texts';

/**
 * A conversation's messages, oldest first (issue 39 §1): who wrote each (a staff reply signed with the
 * staff member's name), when, the text as it was written, and its files.
 */
export function MessageThread({
  messages,
  reader,
  staffToken,
}: {
  messages: readonly ConversationMessage[];
  reader: 'member' | 'staff';
  staffToken?: string;
}) {
  return (
    <ol className="message-thread stack">
      {messages.map((message) => (
        <MessageItem key={message.messageId} message={message} reader={reader} staffToken={staffToken} />
      ))}
    </ol>
  );
}

function MessageItem({
  message,
  reader,
  staffToken,
}: {
  message: ConversationMessage;
  reader: 'member' | 'staff';
  staffToken: string | undefined;
}) {
  const t = messagesTexts.useTexts();
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  const author =
    message.author === 'staff'
      ? t('memberServices', { name: message.authorName })
      : reader === 'member'
        ? t('you')
        : message.authorName;
  return (
    <li className={`card message message--${message.author}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="message__author">
        {author}
      </h2>
      <p className="muted">{t('sentAt', { date: formatDateTime(message.sentAt) })}</p>
      <p className="message__body">{message.body}</p>
      {message.attachments.length > 0 ? (
        <ul className="message__attachments">
          {message.attachments.map((file) => (
            <FileDownloadButton
              key={file.attachmentId}
              label={t('download', { fileName: file.fileName })}
              failedText={t('downloadFailed')}
              download={() => downloadAttachment(file, staffToken)}
              note={
                <span className="muted">
                  {t('fileSize', { size: Math.max(1, Math.round(file.byteSize / 1024)) })}
                </span>
              }
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
