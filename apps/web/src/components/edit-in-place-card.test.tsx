import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render-with-texts';
import { EditInPlaceCard } from './edit-in-place-card';

const renderCard = (readOnly = false) => {
  const onModeChange = vi.fn();
  render(
    <EditInPlaceCard
      title="Mailing address"
      display={<p>1 Main St</p>}
      edit={<input aria-label="Street" />}
      readOnly={readOnly}
      onModeChange={onModeChange}
    />,
  );
  return { onModeChange, user: userEvent.setup() };
};

describe('EditInPlaceCard (document 1 §4)', () => {
  it('the pencil toggles display and edit and emits each new state', async () => {
    const { onModeChange, user } = renderCard();
    expect(screen.getByText('1 Main St')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Mailing address' }));
    expect(screen.getByRole('textbox', { name: 'Street' })).toBeInTheDocument();
    expect(onModeChange).toHaveBeenLastCalledWith('edit');
    await user.click(screen.getByRole('button', { name: 'Edit Mailing address' }));
    expect(screen.getByText('1 Main St')).toBeInTheDocument();
    expect(onModeChange).toHaveBeenLastCalledWith('display');
  });

  it('Enter on the card toggles too, Enter inside the field does not', async () => {
    const { onModeChange, user } = renderCard();
    screen.getByRole('region', { name: 'Mailing address' }).focus();
    await user.keyboard('{Enter}');
    expect(onModeChange).toHaveBeenLastCalledWith('edit');
    await user.click(screen.getByRole('textbox', { name: 'Street' }));
    await user.keyboard('{Enter}');
    expect(onModeChange).toHaveBeenCalledTimes(1);
  });

  it('read-only hides the pencil and ignores Enter', async () => {
    const { onModeChange, user } = renderCard(true);
    expect(screen.queryByRole('button')).toBeNull();
    screen.getByRole('region', { name: 'Mailing address' }).focus();
    await user.keyboard('{Enter}');
    expect(onModeChange).not.toHaveBeenCalled();
    expect(screen.getByText('1 Main St')).toBeInTheDocument();
  });
});
