import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('names its navigation, marks the current page and moves by page', async () => {
    const onChange = vi.fn();
    render(<Pager page={1} size={10} total={25} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Showing 11–20 of 25');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pager page={0} size={10} total={25} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pager page={2} size={10} total={25} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('draws nothing when one page holds everything', () => {
    const { container } = render(<Pager page={0} size={10} total={10} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
