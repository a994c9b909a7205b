import { readFileSync } from 'node:fs';
import path from 'node:path';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { SessionFrame } from './session-frame';

// The stylesheet as written (Vite hands tests an empty one).
const shell = readFileSync(path.join(import.meta.dirname, '../styles/shell.css'), 'utf8');

// A member frame whose file has not come yet, as on a first visit: the module's own lazy frame stays
// loaded once anything has rendered it, so this test would depend on what ran before it.
const FrameStillLoading = lazy(
  () => new Promise<{ default: ComponentType<{ children?: ReactNode }> }>(() => {}),
);
const Frame = () => <SessionFrame frame={FrameStillLoading} />;

const router = () =>
  createMemoryRouter([{ Component: Frame, children: [{ path: '/', element: <h1>Contact us</h1> }] }]);

// Issue 16, CLS: /contact-us signed in rendered a spinner, then the member shell's menus above it.
describe('SessionFrame while the member shell loads', () => {
  afterEach(() => localStorage.clear());

  it('marks its loading state, by which the stylesheet holds the menus’ row and the page’s place', () => {
    startSession('session-token');
    const { container, unmount } = render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router()} />
      </I18nProvider>,
    );
    const loading = container.querySelector('.member-frame-loading');
    expect(loading).toContainElement(screen.getByRole('status'));
    expect(screen.queryByRole('heading', { name: 'Contact us' })).toBeNull();
    unmount();
  });

  it('holds the header’s menus row, with the slot’s border, while it is marked (and on a member page the gateway server-rendered)', () => {
    expect(shell).toMatch(
      /\.shell:has\(\.member-frame-loading\) \.site-header__member:empty,\s*#root\[data-member\] \.site-header__member:empty \{\s*display: block;\s*min-height: calc\(2\.75rem \+ 2 \* var\(--space-2\) \+ 1px\);/,
    );
  });

  it('shows a visitor the page alone, with nothing held', () => {
    const { container } = render(<RouterProvider router={router()} />);
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    expect(container.querySelector('.member-frame-loading')).toBeNull();
  });
});
