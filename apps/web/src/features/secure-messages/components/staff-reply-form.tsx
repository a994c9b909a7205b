import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/alert';
import { TextArea } from '@/components/text-area';
import { useStaffReply } from '../api/staff-reply';
import { messagesTexts } from '../texts';
import { getFieldErrors, getServerErrors, type MessageFormErrors } from './message-form-errors';

/** Staff's reply: signed with their display name; the member is e-mailed that it is waiting. */
export function StaffReplyForm({
  staffToken,
  conversationId,
}: {
  staffToken: string;
  conversationId: string;
}) {
  const t = messagesTexts.useTexts();
  const reply = useStaffReply();
  const [errors, setErrors] = useState<MessageFormErrors>({});
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const { ReplyFields } = await import('@dash/domain/api/secure-messages');
    const checked = ReplyFields.safeParse(Object.fromEntries(form));
    if (!checked.success) {
      setErrors(getFieldErrors(checked.error));
      return;
    }
    setErrors({});
    reply.mutate(
      { staffToken, conversationId, body: checked.data.body },
      { onSuccess: () => element.reset(), onError: (error) => setErrors(getServerErrors(error)) },
    );
  };
  return (
    <form className="message-form stack card" noValidate onSubmit={handleSubmit} aria-label={t('reply')}>
      {errors.form ? (
        <Alert alert={{ type: 'error', title: errors.form, content: '', canDismiss: false }} />
      ) : null}
      <TextArea
        label={t('replyLabel')}
        name="body"
        required
        maxLength={5000}
        hint={t('staffReplyNote')}
        error={errors.body}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={reply.isPending}>
          {reply.isPending ? t('sending') : t('sendReply')}
        </button>
      </div>
    </form>
  );
}
