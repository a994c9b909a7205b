import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/alert';
import { FileField } from '@/components/file-field';
import { TextArea } from '@/components/text-area';
import { useReplyToConversation } from '../api/reply-to-conversation';
import { messagesTexts } from '../texts';
import { getFieldErrors, getServerErrors, type MessageFormErrors } from './message-form-errors';

/** The member's reply in an open conversation: a message and up to three files. */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const t = messagesTexts.useTexts();
  const reply = useReplyToConversation();
  const [errors, setErrors] = useState<MessageFormErrors>({});
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    // The contract is imported at the first send, not with the page (decision 072).
    const { ReplyFields } = await import('@dash/domain/api/secure-messages');
    const checked = ReplyFields.safeParse(Object.fromEntries(form));
    if (!checked.success) {
      setErrors(getFieldErrors(checked.error));
      return;
    }
    setErrors({});
    reply.mutate(
      { conversationId, form },
      { onSuccess: () => element.reset(), onError: (error) => setErrors(getServerErrors(error)) },
    );
  };
  return (
    <form className="message-form stack card" noValidate onSubmit={handleSubmit} aria-label={t('reply')}>
      {errors.form ? (
        <Alert alert={{ type: 'error', title: errors.form, content: '', canDismiss: false }} />
      ) : null}
      <TextArea label={t('replyLabel')} name="body" required maxLength={5000} error={errors.body} />
      <FileField label={t('attachments')} hint={t('attachmentsHint')} error={errors.attachments} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={reply.isPending}>
          {reply.isPending ? t('sending') : t('sendReply')}
        </button>
      </div>
    </form>
  );
}
