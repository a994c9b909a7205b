import type { PlanStatus } from '@dash/domain';
import { componentTexts } from '@/components/texts';

/** Green check for ACTIVE, red cross for TERMED (document 1 §2), each with its text for screen readers. */
export function PlanStatusIcon({ status }: { status: PlanStatus }) {
  const t = componentTexts.useTexts();
  if (status === 'FUTURE') return null;
  const label = t(`planStatus.${status}`);
  const active = status === 'ACTIVE';
  return (
    <svg
      className={
        active ? 'plan-status-icon plan-status-icon--active' : 'plan-status-icon plan-status-icon--termed'
      }
      role="img"
      aria-label={label}
      viewBox="0 0 16 16"
      width="16"
      height="16"
    >
      {active ? (
        <path d="M2 8.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" />
      ) : (
        <path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="2.2" />
      )}
    </svg>
  );
}
