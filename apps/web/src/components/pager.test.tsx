import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render-with-texts';
import { Pager } from './pager';

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager label="Claims" page={0} size={10} total={10} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [0, 'Page 1 of 3', true, false],
    [1, 'Page 2 of 3', false, false],
    [2, 'Page 3 of 3', false, true],
  ] as const)('page %i: %s, previous disabled %s, next disabled %s', (page, text, noPrevious, noNext) => {
    render(<Pager label="Claims" page={page} size={10} total={25} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Claims' });
    expect(nav).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', noPrevious);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', noNext);
  });

  it('asks for the next and previous page, by keyboard too', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pager label="Claims" page={1} size={10} total={25} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    screen.getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
});
