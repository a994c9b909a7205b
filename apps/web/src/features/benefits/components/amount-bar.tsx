import { BENEFITS_TEXTS } from '@dash/domain';
import { type ReactNode, useId } from 'react';
import { ProgressBar } from '@/components/progress-bar';

interface AmountBarProps {
  readonly title: string;
  /** Cents. */
  readonly total: number;
  readonly met: number;
  readonly remaining: number;
  readonly children?: ReactNode;
}

/** One accumulator: its name, Met and Remaining as a progress bar, and the numbers in a sentence too. */
export function AmountBar({ title, total, met, remaining, children }: AmountBarProps) {
  const headingId = useId();
  return (
    <li className="card amount-bar">
      <h3 id={headingId} className="amount-bar__title">
        {title}
      </h3>
      <ProgressBar met={met} limit={total} />
      <p className="amount-bar__text">{BENEFITS_TEXTS.amountText(met, remaining, total)}</p>
      {children}
    </li>
  );
}
