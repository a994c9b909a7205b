import { type ReactNode, useId } from 'react';
import { ProgressBar } from '@/components/progress-bar';
import { useBenefitWords } from './use-benefit-words';

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
  const words = useBenefitWords();
  return (
    <li className="card amount-bar">
      <h3 id={headingId} className="amount-bar__title">
        {title}
      </h3>
      <ProgressBar met={met} limit={total} />
      <p className="amount-bar__text">{words.amounts(met, remaining, total)}</p>
      {children}
    </li>
  );
}
