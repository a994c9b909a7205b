import { MESSAGE_TOPICS } from '@dash/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { FileField } from '@/components/file-field';
import { PageLayout } from '@/components/page-layout';
import { Select } from '@/components/select-field';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStartConversation } from '../api/start-conversation';
import { messagesTexts, TOPIC_KEYS } from '../texts';
import { getFieldErrors, getServerErrors, type MessageFormErrors } from './message-form-errors';

/**
 * /messages/new (issue 39 §1): subject, topic, message and up to three files. The fields are checked
 * with the contract's schema before sending; the files by the gateway, from their bytes.
 */
export function NewMessagePage() {
  const t = messagesTexts.useTexts();
  useDocumentTitle(t('newMessage'));
  const navigate = useNavigate();
  const start = useStartConversation();
  const [errors, setErrors] = useState<MessageFormErrors>({});
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The contract is imported at the first send, not with the page (decision 072).
    const { StartConversationFields } = await import('@dash/domain/api/secure-messages');
    const checked = StartConversationFields.safeParse(Object.fromEntries(form));
    if (!checked.success) {
      setErrors(getFieldErrors(checked.error));
      return;
    }
    setErrors({});
    start.mutate(form, {
      onSuccess: (done) => navigate(paths.messageOf(done.conversationId)),
      onError: (error) => setErrors(getServerErrors(error)),
    });
  };
  const back = (
    <p>
      <Link to={paths.messages}>{t('backToMessages')}</Link>
    </p>
  );
  return (
    <PageLayout title={t('newMessage')} lead={back} width="narrow">
      {errors.form ? (
        <Alert alert={{ type: 'error', title: errors.form, content: '', canDismiss: false }} />
      ) : null}
      <form className="message-form stack" noValidate onSubmit={handleSubmit}>
        <TextField label={t('subject')} name="subject" required maxLength={120} error={errors.subject} />
        <Select
          label={t('topic')}
          name="topic"
          required
          placeholder={t('chooseTopic')}
          options={MESSAGE_TOPICS.map((topic) => ({ value: topic, label: t(TOPIC_KEYS[topic]) }))}
          error={errors.topic}
        />
        <TextArea label={t('message')} name="body" required maxLength={5000} error={errors.body} />
        <FileField label={t('attachments')} hint={t('attachmentsHint')} error={errors.attachments} />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={start.isPending}>
            {start.isPending ? t('sending') : t('send')}
          </button>
          <Link className="button" to={paths.messages}>
            {t('cancel')}
          </Link>
        </div>
      </form>
    </PageLayout>
  );
}
