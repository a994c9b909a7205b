import { getProgressPercent } from '@dash/domain';
import { componentTexts } from '@/components/texts';
import { useFormat } from '@/lib/i18n/use-format';

interface ProgressBarProps {
  /** Amounts in cents. */
  readonly met: number;
  readonly limit: number;
  readonly labels?: Partial<Record<'met' | 'remaining' | 'limit', string>>;
}

/** The progress bar (document 1 §9): filled = met / limit × 100; labels 'Met', 'Remaining', 'limit' by default. */
export function ProgressBar({ met, limit, labels }: ProgressBarProps) {
  const t = componentTexts.useTexts();
  const { money } = useFormat();
  const text = {
    met: t('progress.met'),
    remaining: t('progress.remaining'),
    limit: t('progress.limit'),
    ...labels,
  };
  const percent = getProgressPercent(met, limit);
  const remaining = Math.max(0, limit - met);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={t('progress.label', {
          met: text.met,
          metAmount: money(met),
          limitAmount: money(limit),
          limit: text.limit,
        })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <dl className="progress__labels">
        <div>
          <dt>{text.met}</dt>
          <dd>{money(met)}</dd>
        </div>
        <div>
          <dt>{text.remaining}</dt>
          <dd>{money(remaining)}</dd>
        </div>
        <div>
          <dt>{text.limit}</dt>
          <dd>{money(limit)}</dd>
        </div>
      </dl>
    </div>
  );
}
