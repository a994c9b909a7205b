import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Radio, RadioGroup } from './radio-group';

function Answer(props: { error?: string; hint?: string }) {
  return (
    <RadioGroup legend="Receive my EOB electronically" {...props}>
      <Radio label="Yes" name="eob" value="Y" />
      <Radio label="No" name="eob" value="N" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, each radio by its label', () => {
    render(<Answer />);
    const group = screen.getByRole('group', { name: 'Receive my EOB electronically' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Y', 'N']);
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Yes' }));
  });

  it('is chosen with the keyboard: Tab in, arrows move and choose', async () => {
    render(<Answer />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
  });

  it('ties its hint and error to the group and marks each radio invalid', () => {
    render(<Answer hint="You can change this later" error="Choose Yes or No" />);
    const group = screen.getByRole('group', { name: 'Receive my EOB electronically' });
    expect(group).toHaveAccessibleDescription('You can change this later Choose Yes or No');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose Yes or No');
  });

  it('has no error state when there is no error', () => {
    render(<Answer />);
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-describedby');
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toHaveAttribute('aria-invalid');
  });
});
