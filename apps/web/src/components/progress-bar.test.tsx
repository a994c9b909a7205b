import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render-with-texts';
import { ProgressBar } from './progress-bar';

describe('ProgressBar (document 1 §9)', () => {
  it.each([
    [25_000, 100_000, 25, '$250.00', '$750.00'],
    [0, 100_000, 0, '$0.00', '$1,000.00'],
    [150_000, 150_000, 100, '$1,500.00', '$0.00'],
  ] as const)('met %i of %i fills %i%%', (met, limit, percent, metText, remainingText) => {
    render(<ProgressBar met={met} limit={limit} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar.firstElementChild).toHaveStyle({ width: `${percent}%` });
    expect(screen.getByText('Met').nextElementSibling).toHaveTextContent(metText);
    expect(screen.getByText('Remaining').nextElementSibling).toHaveTextContent(remainingText);
    expect(screen.getByText('limit')).toBeInTheDocument();
  });

  it('takes other labels', () => {
    render(<ProgressBar met={1} limit={2} labels={{ limit: 'Annual maximum' }} />);
    expect(screen.getByText('Annual maximum')).toBeInTheDocument();
    expect(screen.getByText('Met')).toBeInTheDocument();
  });
});
