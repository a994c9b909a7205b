import { formatUsd, getProgressPercent, PROGRESS_BAR_LABELS } from '@dash/domain';

interface ProgressBarProps {
  /** Amounts in cents. */
  readonly met: number;
  readonly limit: number;
  readonly labels?: Partial<Record<keyof typeof PROGRESS_BAR_LABELS, string>>;
}

/** The progress bar (document 1 §9): filled = met / limit × 100; labels 'Met', 'Remaining', 'limit' by default. */
export function ProgressBar({ met, limit, labels }: ProgressBarProps) {
  const text = { ...PROGRESS_BAR_LABELS, ...labels };
  const percent = getProgressPercent(met, limit);
  const remaining = Math.max(0, limit - met);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={`${text.met} ${formatUsd(met)} of ${formatUsd(limit)} ${text.limit}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <dl className="progress__labels">
        <div>
          <dt>{text.met}</dt>
          <dd>{formatUsd(met)}</dd>
        </div>
        <div>
          <dt>{text.remaining}</dt>
          <dd>{formatUsd(remaining)}</dd>
        </div>
        <div>
          <dt>{text.limit}</dt>
          <dd>{formatUsd(limit)}</dd>
        </div>
      </dl>
    </div>
  );
}
