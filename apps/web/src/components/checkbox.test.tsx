import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its label, and a click on the label ticks it', async () => {
    render(<Checkbox label="I agree to the policy" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the policy' });
    await userEvent.setup().click(screen.getByText('I agree to the policy'));
    expect(box).toBeChecked();
  });

  it('is ticked and unticked with Space', async () => {
    render(<Checkbox label="Email me" />);
    const user = userEvent.setup();
    await user.tab();
    const box = screen.getByRole('checkbox', { name: 'Email me' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('ties its error to the box, marks it invalid and announces it', () => {
    render(<Checkbox label="I agree" hint="Read it first" error="You must agree to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Read it first You must agree to continue');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('You must agree to continue');
  });

  it('renders as a choice (a box beside its label), not as a full-width text field', () => {
    render(<Checkbox label="Email me" />);
    const box = screen.getByRole('checkbox', { name: 'Email me' });
    expect(box).toHaveClass('choice__input');
    expect(box).not.toHaveClass('field__control');
  });
});
