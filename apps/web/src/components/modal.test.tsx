import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render-with-texts';
import { Modal, type ModalAction } from './modal';

function Harness({ onAction }: { onAction: (action: ModalAction) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        onAction={onAction}
        title="Leave this page?"
        primaryLabel="Leave"
        secondaryLabel="Save first"
        cancelLabel="Cancel"
      >
        <p>Changes are not saved.</p>
      </Modal>
    </>
  );
}

async function openModal() {
  const onAction = vi.fn();
  const user = userEvent.setup();
  render(<Harness onAction={onAction} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { onAction, user, dialog: await screen.findByRole('dialog', { name: 'Leave this page?' }) };
}

describe('Modal (document 1 §4, §9)', () => {
  it.each([
    ['Leave', 'primary'],
    ['Save first', 'secondary'],
    ['Cancel', 'cancel'],
    ['Close', 'close'],
  ] as const)('%s emits %s, closes, and returns focus to the opener', async (label, action) => {
    const { onAction, user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: label }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith(action);
    expect(screen.queryByRole('dialog')).toBeNull();
    // React Aria restores focus on the next frame, once the overlay has unmounted.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('Escape emits close', async () => {
    const { onAction, user } = await openModal();
    await user.keyboard('{Escape}');
    expect(onAction).toHaveBeenCalledExactlyOnceWith('close');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps focus inside the dialog', async () => {
    const { user, dialog } = await openModal();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('stacks at 1055', async () => {
    const { dialog } = await openModal();
    const overlay = dialog.closest('.modal-overlay');
    expect(overlay).toHaveStyle({ zIndex: '1055' });
  });
});
