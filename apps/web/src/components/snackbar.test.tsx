import type { Notification } from '@dash/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notifications';
import { Snackbar } from './snackbar';

const error: Notification = { status: 'error', message: 'Something failed' };
const saved: Notification = {
  status: 'success',
  message: 'Successfully updated preferences',
  dismissAfter: 3000,
};
const heads: Notification = { status: 'alert', message: 'Heads up' };

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = () => screen.queryByRole('button');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Snackbar (document 1 §4, §9)', () => {
  it('shows the first notification at once, with its status border and 75% width', () => {
    render(<Snackbar />);
    act(() => notify(error));
    expect(shown()).toHaveTextContent('Something failed');
    expect(shown()).toHaveClass('snackbar--error');
    expect(shown()).toHaveStyle({ width: '75%' });
  });

  it.each([
    ['error', 'snackbar--error'],
    ['success', 'snackbar--success'],
    ['alert', 'snackbar--alert'],
  ] as const)('borders a %s notification by its status', (status, className) => {
    render(<Snackbar />);
    act(() => notify({ status, message: status }));
    expect(shown()).toHaveClass(className);
  });

  it('dismisses after 5000 ms by default, then shows the next after the hide animation ends', () => {
    render(<Snackbar />);
    act(() => {
      notify(heads);
      notify(saved);
    });
    expect(shown()).toHaveTextContent('Heads up');
    advance(4999);
    expect(shown()).not.toHaveClass('snackbar--hiding');
    advance(1);
    expect(shown()).toHaveClass('snackbar--hiding');
    expect(shown()).toHaveTextContent('Heads up');
    fireEvent.animationEnd(screen.getByRole('button'));
    expect(shown()).toHaveTextContent('Successfully updated preferences');
  });

  it('honours dismissAfter, and moves on within 1 s when no animation ends', () => {
    render(<Snackbar />);
    act(() => {
      notify(saved);
      notify(error);
    });
    advance(3000);
    expect(shown()).toHaveClass('snackbar--hiding');
    advance(999);
    expect(shown()).toHaveTextContent('Successfully updated preferences');
    advance(1);
    expect(shown()).toHaveTextContent('Something failed');
  });

  it('dismisses on click; with an empty queue nothing is left', () => {
    render(<Snackbar />);
    act(() => notify(error));
    fireEvent.click(screen.getByRole('button'));
    expect(shown()).toHaveClass('snackbar--hiding');
    fireEvent.animationEnd(screen.getByRole('button'));
    expect(shown()).toBeNull();
  });

  it('clears the queue when the source is replaced', () => {
    const listeners: Array<(n: Notification) => void> = [];
    const first = (listener: (n: Notification) => void) => {
      listeners.push(listener);
      return () => undefined;
    };
    const second = () => () => undefined;
    const { rerender } = render(<Snackbar source={first} />);
    act(() => {
      for (const listener of listeners) {
        listener(heads);
        listener(error);
      }
    });
    expect(shown()).toHaveTextContent('Heads up');
    rerender(<Snackbar source={second} />);
    expect(shown()).toBeNull();
    advance(10_000);
    expect(shown()).toBeNull();
  });
});
