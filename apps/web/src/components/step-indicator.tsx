import { getStepColour, getStepState } from '@dash/domain';
import type { CSSProperties } from 'react';

interface StepIndicatorProps {
  readonly steps: readonly string[];
  readonly activeIndex: number;
  /** The darker mode draws later lines #D8D8D8 instead of #EEEEEE (document 1 §9). */
  readonly darkMode?: boolean;
}

/** The step indicator (document 1 §9): line colours active #262626, completed #666666, later #EEEEEE. */
export function StepIndicator({ steps, activeIndex, darkMode = false }: StepIndicatorProps) {
  return (
    <ol className="steps" style={{ '--step-count': steps.length } as CSSProperties}>
      {steps.map((step, index) => {
        const state = getStepState(index, activeIndex);
        return (
          <li
            key={step}
            className={`steps__step steps__step--${state}`}
            aria-current={state === 'active' ? 'step' : undefined}
            data-state={state}
          >
            <span className="steps__line" style={{ backgroundColor: getStepColour(state, darkMode) }} />
            <span className="steps__label">{step}</span>
          </li>
        );
      })}
    </ol>
  );
}
