import { ALERT_TYPES, NOT_ENROLLED_ALERT } from '@dash/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render-with-texts';
import { Alert } from './alert';

describe('Alert (document 1 §3)', () => {
  it.each(ALERT_TYPES)('shows a %s alert with its title and content', (type) => {
    render(<Alert alert={{ type, title: `A ${type}`, content: 'Details', canDismiss: false }} />);
    const alert = screen.getByText(`A ${type}`).closest('.alert');
    expect(alert).toHaveClass(`alert--${type}`);
    expect(alert).toHaveAttribute('role', type === 'error' ? 'alert' : 'status');
    expect(screen.getByText('Details')).toBeInTheDocument();
  });

  it('offers dismiss only when canDismiss, and emits it', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert alert={NOT_ENROLLED_ALERT} onDismiss={onDismiss} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Alert alert={{ ...NOT_ENROLLED_ALERT, canDismiss: true }} onDismiss={onDismiss} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Dismiss/ }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('renders links and buttons, and emits the button id', async () => {
    const onButton = vi.fn();
    render(
      <Alert
        alert={{
          type: 'info',
          title: 'Renew',
          content: 'Open enrollment is here.',
          canDismiss: false,
          links: [{ label: 'Plans', href: '/plans' }],
          buttons: [{ label: 'Remind me', id: 'remind' }],
        }}
        onButton={onButton}
      />,
    );
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plans');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remind me' }));
    expect(onButton).toHaveBeenCalledWith('remind');
  });

  it('shows the not-enrolled texts word for word (document 1 §4)', () => {
    render(<Alert alert={NOT_ENROLLED_ALERT} />);
    expect(screen.getByText('You are not currently enrolled in a plan')).toHaveClass('alert__title');
    expect(
      screen.getByText(
        'You still have access to key info, but you may not be able to access some features and programs. Questions? Please call the number on the back of your member ID card.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('alert--warning');
  });
});
