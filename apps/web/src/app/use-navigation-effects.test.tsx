import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNavigationEffects } from './use-navigation-effects';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useNavigationEffects(main);
  return (
    <>
      <Link to="/next">Next page</Link>
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/first', element: <h1>First</h1> },
          { path: '/next', element: <h1>Next</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('on each completed navigation (document 1 §2)', () => {
  it('scrolls to the top and moves focus from the link to the main landmark', async () => {
    renderAt('/first');
    const scroller = document.scrollingElement ?? document.documentElement;
    const link = screen.getByRole('link', { name: 'Next page' });
    link.focus();
    scroller.scrollTop = 640;
    await userEvent.click(link);
    await screen.findByRole('heading', { name: 'Next' });
    expect(scroller.scrollTop).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves focus alone on the first page load', () => {
    renderAt('/first');
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
  });
});
