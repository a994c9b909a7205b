import { Flag, HomeData, ShellContext } from '@dash/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { type Handler, mockApi, reply } from '../../../../test/fetch-mock';
import { jordanHome } from '../../../../test/home-fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

// The home page and the menus are lazy chunks: the first test of the file imports them.
vi.setConfig({ testTimeout: 20_000 });
const LAZY = { timeout: 8000 };
const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

async function shellOf(): Promise<ShellContext> {
  const handler = memberShellHandlers['GET /api/shell'] as Handler;
  return ShellContext.parse(await (await handler(new Request('https://localhost/api/shell'))).json());
}

async function openHome({
  width = 1366,
  shell,
  hasReferrals = false,
}: {
  width?: number;
  shell?: Partial<ShellContext>;
  hasReferrals?: boolean;
} = {}) {
  window.innerWidth = width;
  startSession('session-token');
  const base = await shellOf();
  const api = mockApi({
    ...memberShellHandlers,
    'GET /api/shell': () => reply(ShellContext, { ...base, ...shell }),
    'GET /api/referrals/hasReferrals': () => reply(Flag, hasReferrals),
    'GET /api/home': () => reply(HomeData, jordanHome),
  });
  const view = renderApp('/home');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' }, LAZY);
  await screen.findByRole('navigation', { name: 'Main' }, LAZY);
  return { ...view, api };
}

describe('the phone navigation (issue 9)', () => {
  it('opens the menu by a toggle with an icon and its state, in a panel outside the bar', async () => {
    const { user } = await openHome({ width: 390 });
    const main = screen.getByRole('navigation', { name: 'Main' });
    const toggle = within(main).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    // The panel is the one thing that opens: the account button is not inside it and keeps its place.
    expect(panel?.contains(screen.getByRole('button', { name: 'Account settings' }))).toBe(false);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('orders the phone bar like the main navigation, writes Find care, and marks the current page', async () => {
    await openHome({ width: 390 });
    const bar = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Benefits', 'Find care', 'Claims/EOBs']);
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Benefits' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the account button named "Account settings" when it shows only its icon', async () => {
    await openHome({ width: 800 });
    expect(screen.getByRole('button', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
  });
});

describe('the global alert (document 1 §4, issue 9)', () => {
  it('shows the not-enrolled text word for word with the customer-service number it asks for', async () => {
    await openHome({ shell: { hasActiveOrFutureEligibility: false, activeCategories: [] } });
    const title = await screen.findByText('You are not currently enrolled in a plan');
    const alert = title.closest('.alert') as HTMLElement;
    expect(alert).toHaveTextContent(
      'You still have access to key info, but you may not be able to access some features and programs. Questions? Please call the number on the back of your member ID card.',
    );
    expect(within(alert).getByRole('link', { name: '1-555-010-1200' })).toHaveAttribute(
      'href',
      'tel:15550101200',
    );
  });
});

describe('the footer (document 1 §2, issue 9)', () => {
  it('shows the site map, the brand logo and the accreditation badge to a member', async () => {
    await openHome();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Accredited health plan')).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Site map' })).toBeInTheDocument();
    expect(footer.querySelector('img[src="/assets/img/evergreen.svg"]')).not.toBeNull();
  });
});

describe('the Benefits menu’s Referrals (document 2 §6, §7 GET referrals/hasReferrals)', () => {
  const siteMap = () => screen.getByRole('navigation', { name: 'Site map' });

  it('offers Referrals when GET referrals/hasReferrals responds true, though GET shell says nothing of it', async () => {
    const { api } = await openHome({ hasReferrals: true });
    expect(await within(siteMap()).findByRole('link', { name: 'Referrals' })).toHaveAttribute(
      'href',
      '/benefits/referrals',
    );
    expect(api.requestsTo('GET /api/referrals/hasReferrals')).toHaveLength(1);
  });

  it('leaves Referrals out when it responds false', async () => {
    const { api } = await openHome({ hasReferrals: false });
    await waitFor(() => expect(api.requestsTo('GET /api/referrals/hasReferrals')).toHaveLength(1));
    expect(within(siteMap()).getByRole('link', { name: 'Member Handbooks' })).toBeInTheDocument();
    expect(within(siteMap()).queryByRole('link', { name: 'Referrals' })).not.toBeInTheDocument();
  });

  it('asks once: moving to another page refreshes the shell, not the referrals response', async () => {
    const { api, user } = await openHome({ hasReferrals: true });
    await within(siteMap()).findByRole('link', { name: 'Referrals' });
    // Each click is a completed navigation (a new location), after which the shell is asked again.
    await user.click(within(siteMap()).getByRole('link', { name: 'Home' }));
    await user.click(within(siteMap()).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(api.requestsTo('GET /api/shell').length).toBeGreaterThan(1));
    expect(api.requestsTo('GET /api/referrals/hasReferrals')).toHaveLength(1);
  });
});
