import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

describe('DateField', () => {
  it('is a labelled date input bounded by max, its value an ISO day', async () => {
    render(<DateField label="Date of birth" max="2026-11-23" />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2026-11-23');
    await userEvent.setup().type(input, '1980-04-02');
    expect(input).toHaveValue('1980-04-02');
  });

  it('ties its error to the field', () => {
    render(<DateField label="Date of birth" error="Enter a date in the past" />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAccessibleDescription('Enter a date in the past');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
