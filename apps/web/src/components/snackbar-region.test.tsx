import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notifications';
import { SnackbarRegion } from './snackbar-region';

describe('SnackbarRegion (document 1 §4; issue 37)', () => {
  it('is an empty polite live region until a notification is sent, then shows it', async () => {
    const { container } = render(<SnackbarRegion />);
    const region = container.querySelector('.snackbar-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => notify({ status: 'success', message: 'Successfully updated preferences' }));

    expect(await screen.findByRole('button', { name: 'Successfully updated preferences' })).toHaveClass(
      'snackbar--success',
    );
    // The same element: a region that entered the page with its text would not be announced.
    expect(container.querySelector('.snackbar-region')).toBe(region);
  });
});
