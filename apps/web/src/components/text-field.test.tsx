import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and takes typing', async () => {
    render(<TextField label="Email address" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.setup().type(input, 'pat@example.com');
    expect(input).toHaveValue('pat@example.com');
  });

  it.each([
    ['neither', undefined, undefined, null],
    ['a hint', 'As on your card', undefined, 'As on your card'],
    ['an error', undefined, 'Required', 'Required'],
    ['a hint and an error', 'As on your card', 'Required', 'As on your card Required'],
  ])('with %s: the description is exactly the hint, then the error', (_case, hint, error, description) => {
    render(<TextField label="Subscriber ID" hint={hint} error={error} />);
    const input = screen.getByRole('textbox', { name: 'Subscriber ID' });
    if (description === null) expect(input).not.toHaveAttribute('aria-describedby');
    else expect(input).toHaveAccessibleDescription(description);
    expect(input.getAttribute('aria-invalid')).toBe(error ? 'true' : null);
  });

  it('announces its error next to the field, not only in a banner', () => {
    render(<TextField label="Username" error="Username is a required field" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Username is a required field');
    expect(screen.getByRole('textbox', { name: 'Username' }).closest('.field')).toContainElement(alert);
  });

  it('is reached with Tab, in document order', async () => {
    render(
      <>
        <TextField label="First name" />
        <TextField label="Last name" />
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
  });
});
