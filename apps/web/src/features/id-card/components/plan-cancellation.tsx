import { isCancellationChange } from '@dash/domain';
import type { PlanManagementDetails } from '@dash/domain/api';
import { useState } from 'react';
import { Modal } from '@/components/modal';
import { Radio, RadioGroup } from '@/components/radio-group';
import { useCancelPlan } from '../api/cancel-plan';
import { idCardTexts } from '../texts';

type Status = 'M' | 'D';
const isStatus = (id: string): id is Status => id === 'M' || id === 'D';

/**
 * Cancelling a direct plan (document 2 §7 plan-management/cancellation): the offered options that would
 * change something, then a confirmation in a modal; the gateway makes the same request twice one change.
 */
export function PlanCancellation({ details }: { details: PlanManagementDetails }) {
  const t = idCardTexts.useTexts();
  const current = details.directPlanCancellationStatus?.id ?? null;
  const options = details.directCancellationOptions.filter(
    (option): option is { id: Status; description: string } =>
      isStatus(option.id) && isCancellationChange(current, option.id),
  );
  const [choice, setChoice] = useState<Status | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelPlan();
  const chosen = options.find((option) => option.id === choice) ?? null;

  if (options.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="plan-cancel-title">
      <h2 id="plan-cancel-title">{t('planCancelTitle')}</h2>
      <p>{t('planCancelIntro')}</p>
      <RadioGroup legend={t('planCancelChoice')}>
        {options.map((option) => (
          <Radio
            key={option.id}
            name="cancellationStatusId"
            value={option.id}
            label={option.description}
            checked={choice === option.id}
            onChange={() => setChoice(option.id)}
          />
        ))}
      </RadioGroup>
      <div>
        <button
          type="button"
          className="button"
          disabled={chosen === null || cancel.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('planCancelButton')}
        </button>
      </div>
      <Modal
        isOpen={confirming && chosen !== null}
        onOpenChange={setConfirming}
        title={t('planConfirmTitle')}
        primaryLabel={t('planConfirm')}
        cancelLabel={t('planKeep')}
        onAction={(action) => {
          if (action === 'primary' && chosen) {
            cancel.mutate({ cancellationStatusId: chosen.id }, { onSuccess: () => setChoice(null) });
          }
        }}
      >
        <p>{chosen ? t('planConfirmBody', { choice: chosen.description }) : null}</p>
      </Modal>
    </section>
  );
}
