import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './step-indicator';

const lineColour = (name: string) => {
  const line = screen.getByText(name).previousElementSibling;
  if (!(line instanceof HTMLElement)) throw new Error('no line');
  return line.style.backgroundColor;
};

describe('StepIndicator (document 1 §9)', () => {
  it('draws completed #666666, active #262626 and later #EEEEEE lines', () => {
    render(<StepIndicator steps={['Account', 'Security', 'Done']} activeIndex={1} />);
    expect(lineColour('Account')).toBe('rgb(102, 102, 102)');
    expect(lineColour('Security')).toBe('rgb(38, 38, 38)');
    expect(lineColour('Done')).toBe('rgb(238, 238, 238)');
    expect(screen.getByText('Security').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('draws later lines #D8D8D8 in the darker mode', () => {
    render(<StepIndicator steps={['Account', 'Security', 'Done']} activeIndex={0} darkMode />);
    expect(lineColour('Done')).toBe('rgb(216, 216, 216)');
    expect(lineColour('Account')).toBe('rgb(38, 38, 38)');
  });
});
