import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render-with-texts';
import { CopyButton } from './copy-button';

afterEach(() => vi.useRealTimers());

describe('CopyButton (document 1 §4, §9)', () => {
  it('copies, reads Copied for 3 seconds, then Copy again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyButton value="EV1000001" />);
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(writeText).toHaveBeenCalledWith('EV1000001');
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent(/^Copy$/);
  });

  it('the home banner passes its own 5 s confirmation (document 2 §2)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => undefined } });
    render(<CopyButton value="x" confirmationMs={5000} accessibleLabel="subscriber ID" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('button', { name: 'Copied: subscriber ID' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy: subscriber ID' })).toBeInTheDocument();
  });

  it('tells its caller once copied, and claims nothing when the clipboard refuses', async () => {
    const onCopied = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => undefined } });
    const { unmount } = render(<CopyButton value="x" onCopied={onCopied} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(onCopied).toHaveBeenCalledTimes(1);
    unmount();

    const refused = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('NotAllowedError')) },
    });
    render(<CopyButton value="x" onCopied={refused} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(refused).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent(/^Copy$/);
  });
});
