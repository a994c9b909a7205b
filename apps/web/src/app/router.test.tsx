import { BRANDS } from '@dash/domain';
import { ClientErrorReport, HomeData } from '@dash/domain/api';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { mockApi, reply, replyNoContent } from '../../test/fetch-mock';
import { jordanHome } from '../../test/home-fixtures';
import { memberShellHandlers } from '../../test/member-shell-handlers';
import { renderApp } from '../../test/render-app';

describe('routes (document 1 §2)', () => {
  it("sends / to the brand's default route", async () => {
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an unknown path to /error/404', async () => {
    const { router } = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Sorry, it looks like we can't find that page." }),
    );
    expect(router.state.location.pathname).toBe('/error/404');
  });

  it('renders the shell: skip link, header with logo and brand name, main, footer with copyright and legal text', async () => {
    const { user } = renderApp('/login', { domainId: 2 });
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Evergreen Medicare Advantage');
    expect(banner.querySelector('img')).toHaveAttribute('src', '/assets/img/evergreen-medicare.svg');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Evergreen Medicare Advantage. All rights reserved.',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(BRANDS[2].legalText);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the footer’s copyright and legal text in Spanish, the brand name as it is (issue 17)', async () => {
    renderApp('/login', { domainId: 2 });
    await screen.findByRole('heading', { level: 1 });
    await act(() => setLocale('es'));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Evergreen Medicare Advantage. Todos los derechos reservados.');
    expect(footer).toHaveTextContent(
      'Evergreen Medicare Advantage es un plan Medicare Advantage ficticio que se usa como demostración.',
    );
    expect(footer).not.toHaveTextContent(BRANDS[2].legalText);
    expect(screen.getByRole('banner')).toHaveTextContent('Evergreen Medicare Advantage');
  });
});

describe('the Log out link', () => {
  it('is offered to a signed-in member and leads to /logout', async () => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/home': () => reply(HomeData, jordanHome),
      'POST /api/logout': replyNoContent,
    });
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(nav).getByRole('link', { name: 'Log out' }));
    // /login is a lazy chunk of its own, loaded cold here: past the 1 s default on a busy machine.
    expect(
      await screen.findByText('You have logged out successfully.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('is not offered without a session', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('errors during render', () => {
  it('shows the generic error page inside the shell when a response breaks the contract', async () => {
    // React reports an error caught by a boundary on the console; here that is the expected outcome.
    vi.mocked(console.error).mockImplementation(() => undefined);
    startSession('session-token');
    const reports: ClientErrorReport[] = [];
    mockApi({
      ...memberShellHandlers,
      'GET /api/home': () => Response.json({ memberKey: 'm-1' }),
      'POST /api/client-errors': async (request) => {
        reports.push(ClientErrorReport.parse(await request.json()));
        return replyNoContent();
      },
    });
    const { router } = renderApp('/home');
    // With a session the error page keeps the member's frame, a lazy chunk of its own (issue 9).
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "Sorry, it looks like there's a problem." },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    // The boundary's catch reaches the gateway once, by the route and never the member (issue 36),
    // and the page shows the member its reference.
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ kind: 'boundary', page: '/home', name: 'ZodError' });
    expect(screen.getByText(reports[0]?.reference ?? 'none')).toBeInTheDocument();
    expect(screen.getByText(/read them this reference/)).toBeInTheDocument();
  });
});
