import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render-with-texts';
import { HiddenInput } from './hidden-input';

describe('HiddenInput (document 1 §4, §5)', () => {
  it('toggles masked and plain text with Show and Hide', async () => {
    const user = userEvent.setup();
    render(<HiddenInput label="Password" touched={false} defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveTextContent('Hide');
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveTextContent('Show');
  });

  it.each([
    ['untouched with an error: nothing shown', false, 'Password is a required field', false],
    ['touched without an error: nothing shown', true, undefined, false],
    ['touched with an error: text and red border', true, 'Password is a required field', true],
  ] as const)('%s', (_case, touched, error, shown) => {
    render(<HiddenInput label="Password" touched={touched} error={error} />);
    const input = screen.getByLabelText('Password');
    expect(screen.queryByRole('alert') !== null).toBe(shown);
    // The red border is drawn for aria-invalid inputs (styles/components.css .field input[aria-invalid]).
    expect(input.getAttribute('aria-invalid') === 'true').toBe(shown);
    if (shown) {
      expect(screen.getByRole('alert')).toHaveTextContent('Password is a required field');
      expect(input).toHaveAccessibleDescription('Password is a required field');
    }
  });
});
