import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setTemporaryToken, startSession } from '@/lib/session';
import { mockApi, replyNoContent } from '../../test/fetch-mock';
import { memberShellHandlers } from '../../test/member-shell-handlers';
import { renderApp } from '../../test/render-app';

// Pages and the member navigation are lazy chunks: the first test of the file imports them.
vi.setConfig({ testTimeout: 20_000 });
const LAZY = { timeout: 8000 };

const calendar = () => new Response('<p>calendar</p>', { headers: { 'Content-Type': 'text/html' } });
const utilityLinks = () =>
  within(screen.getByRole('navigation', { name: 'Account' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the utility links (document 1 §2, issue 9)', () => {
  it('/login does not link to itself', async () => {
    mockApi({});
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }, LAZY);
    expect(utilityLinks()).toEqual(['Contact us']);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('mid-login offers Log out, never Log in, and Log out ends the temporary session', async () => {
    setTemporaryToken('temporary-token');
    const api = mockApi({
      'GET /api/message/calendar/domain/1': calendar,
      'POST /api/logout': replyNoContent,
    });
    const { router, user } = renderApp('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, LAZY);
    expect(utilityLinks()).toEqual(['Log out']);
    await user.click(screen.getByRole('link', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out successfully.', {}, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.requestsTo('POST /api/logout')[0]?.headers.get('authorization')).toBe(
      'Bearer temporary-token',
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('mid-login on the partner brand offers only the way out', async () => {
    setTemporaryToken('temporary-token');
    mockApi({ 'GET /api/message/calendar/domain/5': calendar });
    renderApp('/contact-us', { domainId: 5 });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, LAZY);
    expect(utilityLinks()).toEqual(['Log out']);
  });
});

describe('the footer (document 1 §2, issue 9)', () => {
  it('shows the brand logo and the accreditation badge on the signed-out pages too', async () => {
    mockApi({});
    renderApp('/login', { domainId: 5 });
    await screen.findByRole('heading', { level: 1 }, LAZY);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Accredited health plan', {}, LAZY)).toBeInTheDocument();
    expect(footer.querySelector('img[src="/assets/img/harbor.svg"]')).not.toBeNull();
    expect(footer).toHaveTextContent('Harbor Dental Partners');
  });
});

describe('public pages seen with a session (issue 9)', () => {
  it('/contact-us keeps the member navigation and leads back home', async () => {
    startSession('session-token');
    mockApi({ ...memberShellHandlers, 'GET /api/message/calendar/domain/1': calendar });
    renderApp('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, LAZY);
    expect(await screen.findByRole('navigation', { name: 'Main' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Back to login' })).not.toBeInTheDocument();
  });

  it('/error/404 keeps the member navigation and leads home and to the contact page', async () => {
    startSession('session-token');
    mockApi(memberShellHandlers);
    renderApp('/error/404');
    await screen.findByRole(
      'heading',
      { level: 1, name: "Sorry, it looks like we can't find that page." },
      LAZY,
    );
    expect(await screen.findByRole('navigation', { name: 'Main' }, LAZY)).toBeInTheDocument();
    const wayOn = screen.getByRole('navigation', { name: 'Where to go from here' });
    expect(within(wayOn).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    expect(within(wayOn).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('an error page without a session leads to the login and the contact page', async () => {
    mockApi({});
    renderApp('/error/500');
    await screen.findByRole('heading', { level: 1 }, LAZY);
    const wayOn = screen.getByRole('navigation', { name: 'Where to go from here' });
    expect(within(wayOn).getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(within(wayOn).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
