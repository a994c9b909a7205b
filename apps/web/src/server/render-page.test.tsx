import type { DomainId, Locale } from '@dash/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AppProviders } from '@/app/providers';
import { getRoutes } from '@/app/router';
import { getLocale } from '@/lib/i18n/locale';
import { mockApi } from '../../test/fetch-mock';
import { brandConfig } from '../../test/fixtures';
import { renderPage } from './render-page';

/** Issue 16, LCP from the HTML: what the gateway sends for /login, and React taking it over. */
describe("the server's /login", () => {
  it.each([
    [1, 'en', 'Evergreen Health &amp; Dental', 'Log in to your Member Dashboard', 'Create account'],
    [2, 'es', 'Evergreen Medicare Advantage', 'Inicie sesión en su Panel de Miembro', 'Crear cuenta'],
    [5, 'en', 'Harbor Dental Partners', 'Log in to your Member Dashboard', null],
  ] as const)(
    'renders the brand %s in %s',
    async (domainId: DomainId, locale: Locale, name, heading, createAccount) => {
      const html = await renderPage('https://localhost/login', brandConfig(domainId), locale);
      expect(html).toContain(`<span class="site-header__name">${name}</span>`);
      expect(html).toContain(`<h1 id="login-title">${heading}</h1>`);
      // The partner brand has no account links (document 1 §2), on the server as in the browser.
      if (createAccount === null) expect(html).not.toContain('href="/registration"');
      else expect(html).toContain(`>${createAccount}</a>`);
      // Typing waits for React; the badge's box is held; no boundary left for the browser to finish.
      expect(html?.match(/readOnly=""/g)).toHaveLength(2);
      expect(html).toContain('accreditation--placeholder');
      expect(html).not.toContain('<!--$!-->');
      expect(html).not.toMatch(/^<link/);
    },
  );

  it("renders in its request's language with a Lingui of its own: the process's language is not switched", async () => {
    const before = getLocale();
    const spanish = await renderPage('https://localhost/login', brandConfig(1), 'es');
    expect(spanish).toContain('<h1 id="login-title">Inicie sesión en su Panel de Miembro</h1>');
    expect(getLocale()).toBe(before);
  });

  it('renders the logged-out banner from the address', async () => {
    const html = await renderPage('https://localhost/login?loggedOut=true', brandConfig(1), 'en');
    expect(html).toContain('You have logged out successfully.');
  });

  it('is hydrated in place: the same elements, no recoverable error, the form editable after', async () => {
    mockApi({});
    const brand = brandConfig(1);
    const container = document.createElement('div');
    container.innerHTML = (await renderPage('https://localhost/login', brand, 'en')) ?? '';
    document.body.append(container);
    const heading = container.querySelector('h1');
    const username = container.querySelector('input[name="username"]');
    expect(username).toHaveAttribute('readonly');
    // The form does not submit before React owns it: the plain form would reload the page.
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();

    window.history.replaceState(null, '', '/login');
    const router = createBrowserRouter(getRoutes());
    // As main.tsx: the route's module first, so the router renders the page, not its loading state.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProviders brand={brand}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    onTestFinished(() => {
      act(() => root?.unmount());
      router.dispose();
      container.remove();
    });

    await waitFor(() => expect(screen.getByLabelText('Username')).not.toHaveAttribute('readonly'));
    expect(screen.getByLabelText('Username')).toBe(username);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(container.querySelector('h1')).toBe(heading);
    // The badge is asked for once React owns the page, and takes its placeholder's place.
    expect(await screen.findByText('Accredited health plan')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
