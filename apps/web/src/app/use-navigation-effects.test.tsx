import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNavigationEffects } from './use-navigation-effects';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useNavigationEffects(main);
  return (
    <>
      <Link to="/next">Next page</Link>
      <Link to="/later">Later page</Link>
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** The test says when the later page's data has come. */
let dataCame: () => void = () => {};

/** A page that renders its heading only once its data has come (a lazy chunk or a query). */
function LaterPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    dataCame = () => setReady(true);
  }, []);
  return ready ? <h1>Later</h1> : <p>Loading</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/first', element: <h1>First</h1> },
          { path: '/next', element: <h1>Next</h1> },
          { path: '/later', element: <LaterPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('on each completed navigation (document 1 §2)', () => {
  it('scrolls to the top and moves focus from the link to the new page’s heading (issue 17)', async () => {
    renderAt('/first');
    const scroller = document.scrollingElement ?? document.documentElement;
    const link = screen.getByRole('link', { name: 'Next page' });
    link.focus();
    scroller.scrollTop = 640;
    await userEvent.click(link);
    await screen.findByRole('heading', { name: 'Next' });
    expect(scroller.scrollTop).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Next' })).toHaveAttribute('tabindex', '-1');
  });

  it('holds focus on the main landmark until a loading page renders its heading, then moves it there', async () => {
    renderAt('/first');
    await userEvent.click(screen.getByRole('link', { name: 'Later page' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    act(() => dataCame());
    const heading = await screen.findByRole('heading', { name: 'Later' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus alone on the first page load', () => {
    renderAt('/first');
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
  });
});
