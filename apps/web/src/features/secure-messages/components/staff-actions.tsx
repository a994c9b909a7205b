import type { StaffMember } from '@dash/domain/api';
import { useState } from 'react';
import { Select } from '@/components/select-field';
import { HttpError } from '@/lib/http-error';
import { useAssignConversation } from '../api/staff-assign';
import { useCloseConversation } from '../api/staff-close';
import { messagesTexts } from '../texts';

/** Assign to a staff member of the brand, or close (the member may reopen it for 30 days). */
export function StaffActions({
  staffToken,
  conversationId,
  staff,
}: {
  staffToken: string;
  conversationId: string;
  staff: readonly StaffMember[];
}) {
  const t = messagesTexts.useTexts();
  const assign = useAssignConversation();
  const close = useCloseConversation();
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: unknown) =>
    setError(failure instanceof HttpError && failure.body ? failure.body.message : t('sendFailed'));
  const handleAssign = () => {
    if (assignee === '') return;
    setError(null);
    assign.mutate({ staffToken, conversationId, accountId: Number(assignee) }, { onError });
  };
  const handleClose = () => {
    setError(null);
    close.mutate({ staffToken, conversationId }, { onError });
  };
  return (
    <div className="card stack">
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="staff-actions">
        <Select
          label={t('staffAssignTo')}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          placeholder={t('staffUnassigned')}
          options={staff.map((member) => ({ value: String(member.accountId), label: member.displayName }))}
        />
        <button
          type="button"
          className="button"
          onClick={handleAssign}
          disabled={assign.isPending || assignee === ''}
        >
          {t('staffAssign')}
        </button>
        <button type="button" className="button" onClick={handleClose} disabled={close.isPending}>
          {t('staffClose')}
        </button>
      </div>
    </div>
  );
}
