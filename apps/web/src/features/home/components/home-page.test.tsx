import { HomeData } from '@dash/domain/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { subscribeToNotifications } from '@/lib/notifications';
import { startSession } from '@/lib/session';
import { deferred, mockApi, reply, replyError } from '../../../../test/fetch-mock';
import {
  alexHome,
  cancelledPlan,
  homeHandlers,
  jordanHome,
  LONG_PROGRAM_NAME,
  planManagement,
} from '../../../../test/home-fixtures';
import { renderApp } from '../../../../test/render-app';

afterEach(() => vi.useRealTimers());

const home = (overrides: Partial<HomeData>): HomeData => HomeData.parse({ ...alexHome, ...overrides });

async function renderHome(
  data: HomeData = alexHome,
  options: Parameters<typeof homeHandlers>[1] = {},
  domainId: 1 | 2 | 5 = 1,
) {
  startSession('session-token');
  const api = mockApi(homeHandlers(data, options));
  const view = renderApp('/home', { domainId });
  await screen.findByRole('heading', { level: 1, name: `Welcome, ${data.principal.firstName}` });
  return { ...view, api };
}

const tile = (name: string) => within(screen.getByRole('region', { name }));

describe('/home (document 2 §2)', () => {
  it('needs a session token', async () => {
    const { router } = renderApp('/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for home and shell side by side, shows a skeleton, then the welcome banner', async () => {
    startSession('session-token');
    const homeCall = deferred(() => reply(HomeData, alexHome));
    const api = mockApi({ ...homeHandlers(alexHome), 'GET /api/home': homeCall.handler });
    renderApp('/home');
    expect(await screen.findByRole('status', { name: 'Loading your dashboard' })).toHaveTextContent(
      'Loading your dashboard',
    );
    // Both requests are out before either has a response: one round trip, not a waterfall.
    await waitFor(() => expect(api.requestsTo('GET /api/home')).toHaveLength(1));
    expect(api.requestsTo('GET /api/shell')).toHaveLength(1);
    homeCall.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).not.toBeInTheDocument();
    const banner = within(screen.getByRole('region', { name: 'Welcome, Alex' }));
    expect(banner.getByRole('term')).toHaveTextContent('Subscriber ID');
    expect(banner.getByRole('definition')).toHaveTextContent('M10020001');
    await waitFor(() => expect(document.title).toBe('Home | Evergreen Health & Dental'));
    expect(api.requestsTo('GET /api/home')[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("copies the subscriber ID and confirms 'Copied subscriber ID to clipboard' for 5 seconds", async () => {
    await renderHome();
    // After rendering: user-event's setup puts its own clipboard on the navigator.
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy: Subscriber ID' }));
    });
    expect(writeText).toHaveBeenCalledWith('M10020001');
    expect(await screen.findByText('Copied subscriber ID to clipboard')).toBeInTheDocument();
    const confirmation = screen.getByText('Copied subscriber ID to clipboard');
    // The snackbar loads on its first notification and commits outside act; React's scheduler
    // runs its effects (the 5 s timer among them) on the real event loop, so let one turn pass.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    act(() => vi.advanceTimersByTime(4900));
    expect(confirmation).not.toHaveClass('snackbar--hiding');
    act(() => vi.advanceTimersByTime(150));
    expect(confirmation).toHaveClass('snackbar--hiding');
    // The hide animation (or its 1 s fallback) ends it.
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(screen.queryByText('Copied subscriber ID to clipboard')).not.toBeInTheDocument(),
    );
  });

  it('shows a local 598 member their employee id instead (drew)', async () => {
    await renderHome(
      home({
        principal: { ...alexHome.principal, firstName: 'Drew' },
        employee: { employeeId: 'E5980417', local598: true },
      }),
    );
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const banner = within(screen.getByRole('region', { name: 'Welcome, Drew' }));
    expect(banner.getByRole('term')).toHaveTextContent('Employee ID');
    expect(banner.getByRole('definition')).toHaveTextContent('E5980417');
    expect(banner.queryByText('M10020001')).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy: Employee ID' }));
    });
    expect(writeText).toHaveBeenCalledWith('E5980417');
    expect(await screen.findByText('Copied employee ID to clipboard')).toBeInTheDocument();
  });

  it.each([
    ['on 31 March 2025', '2025-03-31T20:00:00Z', true, true],
    ['on 1 April 2025', '2025-04-01T08:00:00Z', true, false],
    ['before the date, not eligible', '2025-01-15T12:00:00Z', false, false],
  ])(
    "'Primary care administrative update' %s (at %s, eligible %s) → %s",
    async (_name, at, eligible, shown) => {
      vi.useFakeTimers({ now: new Date(at), toFake: ['Date'] });
      await renderHome(home({ primaryCareEligibility: { eligible, members: [] } }));
      const banner = screen.queryByRole('region', { name: 'Primary care administrative update' });
      if (shown) {
        expect(banner).toHaveTextContent('primary care group now replaces your primary care provider');
      } else {
        expect(banner).not.toBeInTheDocument();
      }
    },
  );

  it('reminds of open enrollment with a link to manage the plan', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] });
    await renderHome(
      home({
        planManagement: planManagement(),
      }),
    );
    const banner = tile('Plan year reminder');
    expect(
      banner.getByText('Review your 2027 plan before open enrollment ends on 12/12/2026.'),
    ).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute(
      'href',
      '/account/plan-management',
    );
  });

  it('lists the medical and dental benefits that end for cancellation status D (elliot)', async () => {
    await renderHome(
      home({
        planManagement: cancelledPlan('D'),
      }),
    );
    const banner = tile('Your benefits are ending');
    expect(banner.getByText('These benefits end on 12/31/2026:')).toBeInTheDocument();
    expect(banner.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical', 'Dental']);
  });

  it.each([
    [true, 'A new bill is waiting for you in eBill.', 'View and pay your bill'],
    [false, 'Sign up for eBill to view and pay your bill online.', 'Sign up for eBill'],
  ])('shows the eBill alert (registered %s)', async (ebillRegistered, text, link) => {
    await renderHome(home({ ebill: { hasEbill: true, ebillRegistered, showEbillAlert: true } }));
    const banner = tile('Your bill is ready');
    expect(banner.getByText(text)).toBeInTheDocument();
    expect(banner.getByRole('link', { name: link })).toHaveAttribute('href', '/account/ebill');
  });

  it('shows no banner when none applies (alex)', async () => {
    await renderHome();
    expect(screen.queryByRole('region', { name: 'Your bill is ready' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plan year reminder' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'City of Portland preventive care initiative' }),
    ).not.toBeInTheDocument();
  });

  it('shows the city initiative card with the due date (emerson)', async () => {
    await renderHome(
      home({
        family: { subscriberId: 'M10020009', groupId: '10002805' },
        preventiveCare: { dueDate: '2027-01-06' },
      }),
    );
    const card = tile('City of Portland preventive care initiative');
    expect(card.getByText('Your next preventive care visit is due by 01/06/2027.')).toBeInTheDocument();
    expect(card.getByText(/^Questions about the initiative\?/)).toHaveTextContent(
      'Questions about the initiative? Call customer service at 1-555-010-2806.',
    );
    expect(card.getByRole('link', { name: '1-555-010-2806' })).toHaveAttribute('href', 'tel:15550102806');
  });

  it('says the information is unavailable, with the advocate phone and e-mail, without a due date (finley)', async () => {
    await renderHome(
      home({ family: { subscriberId: 'M10020010', groupId: '10002805' }, preventiveCare: { dueDate: null } }),
    );
    const card = tile('City of Portland preventive care initiative');
    expect(card.getByText(/^Your preventive care information is unavailable/)).toHaveTextContent(
      'Your preventive care information is unavailable right now. For help, contact your health advocate at 1-555-010-2805 or health.advocate@example.com.',
    );
    expect(card.getByRole('link', { name: '1-555-010-2805' })).toHaveAttribute('href', 'tel:15550102805');
    expect(card.getByRole('link', { name: 'health.advocate@example.com' })).toHaveAttribute(
      'href',
      'mailto:health.advocate@example.com',
    );
    expect(card.queryByText(/due by/)).not.toBeInTheDocument();
  });

  it('shows the primary-care tile with the selection and the eligible members without one', async () => {
    await renderHome();
    const primaryCare = tile('Primary care');
    expect(primaryCare.getByRole('definition')).toHaveTextContent('Dana Whitaker, MD');
    expect(primaryCare.getByRole('list', { name: 'Choose a primary care provider for' })).toHaveTextContent(
      'Casey Rivera',
    );
    expect(primaryCare.getByRole('link', { name: 'Casey Rivera' })).toHaveAttribute(
      'href',
      '/find-care/primary-care/2',
    );
    expect(primaryCare.queryByRole('link', { name: 'Rowan Rivera' })).not.toBeInTheDocument();
    expect(primaryCare.getByRole('link', { name: 'Manage primary care' })).toHaveAttribute(
      'href',
      '/find-care/primary-care',
    );
  });

  it('hides the primary-care tile when the menu does not offer primary care', async () => {
    await renderHome(alexHome, { primaryCareLinkShown: false });
    expect(screen.queryByRole('region', { name: 'Primary care' })).not.toBeInTheDocument();
  });

  it('shows the family, the signed-in member, the coverage and the ID card link', async () => {
    await renderHome();
    const info = tile('Your family');
    expect(info.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alex Rivera (you) Subscriber',
      'Jordan Rivera Spouse',
      'Casey Rivera Child',
      'Rowan Rivera Child',
    ]);
    expect(info.getByText('Medical').nextSibling).toHaveTextContent('Active since 01/01/2021');
    expect(info.getByRole('button', { name: 'View ID card (opens in a new tab)' })).toBeInTheDocument();
    // The pdf's HTML equivalent (issue 17).
    expect(info.getByRole('link', { name: 'ID card as a web page' })).toHaveAttribute('href', '/id-card/0');
    expect(info.queryByText('Your coverage has ended.')).not.toBeInTheDocument();
  });

  it('shows a termed member no featured programs and no ID card link, but Outline of Coverage and View all programs (morgan)', async () => {
    await renderHome(
      home({
        principal: { ...alexHome.principal, firstName: 'Morgan' },
        termed: true,
        featuredPrograms: [],
        // Even were the card source to call morgan eligible, termed blocks the card (document 2 §4).
        idCardEligible: true,
        planEligibility: alexHome.planEligibility.map((row) => ({
          ...row,
          active: false,
          terminationDate: '2026-03-22',
        })),
      }),
    );
    const info = tile('Your family');
    expect(info.getByText('Your coverage has ended.')).toBeInTheDocument();
    expect(info.getByText('Dental').nextSibling).toHaveTextContent('Terminated on 03/22/2026');
    expect(info.queryByRole('button', { name: /View ID card/ })).not.toBeInTheDocument();
    expect(info.queryByRole('link', { name: 'ID card as a web page' })).not.toBeInTheDocument();
    // Document 2 §4 hides only the featured programs: the shortcut and 'View all programs' stay; eBill
    // goes with its menu.
    const programs = tile('Your programs');
    expect(programs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Outline of Coverage',
    ]);
    expect(programs.getByRole('link', { name: 'Outline of Coverage' })).toHaveAttribute(
      'href',
      '/benefits/member-handbooks',
    );
    expect(programs.getByRole('link', { name: 'View all programs' })).toHaveAttribute(
      'href',
      '/benefits/programs',
    );
  });

  it('renders each program tile with its icon and its description', async () => {
    await renderHome();
    const programs = tile('Your programs');
    const [first] = programs.getAllByRole('listitem');
    if (!first) throw new Error('no program tile');
    expect(within(first).getByText('Find a dentist description')).toBeInTheDocument();
    expect(first.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    for (const item of programs.getAllByRole('listitem')) {
      expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows the featured programs, the shortcuts and View all programs', async () => {
    await renderHome();
    const programs = tile('Your programs');
    // Each tile is named by its link; the description beside it is not part of the name.
    const names = programs.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent);
    expect(names).toEqual([
      'Find a dentist',
      'Navitus',
      'Passport dental',
      'Dental cost estimator',
      'Telehealth',
      `${LONG_PROGRAM_NAME.slice(0, 54).trimEnd()}…`,
      'eBill',
      'Outline of Coverage',
    ]);
    expect(programs.getByRole('link', { name: 'Passport dental' })).toHaveAttribute(
      'href',
      '/passport-dental',
    );
    // Program 33 leads to the dashboard's own estimator, not the catalogue's outside page.
    const estimator = programs.getByRole('link', { name: 'Dental cost estimator' });
    expect(estimator).toHaveAttribute('href', '/find-care/cost-estimator');
    expect(estimator).not.toHaveAttribute('target');
    expect(programs.getByRole('link', { name: 'Telehealth' })).toHaveAttribute(
      'href',
      '/benefits/programs/12',
    );
    expect(programs.getByRole('link', { name: 'eBill' })).toHaveAttribute('href', '/account/ebill');
    expect(programs.getByRole('link', { name: 'Outline of Coverage' })).toHaveAttribute(
      'href',
      '/benefits/member-handbooks',
    );
    expect(programs.getByRole('link', { name: 'View all programs' })).toHaveAttribute(
      'href',
      '/benefits/programs',
    );
  });

  it('shows the featured limit on the partner brand, with no programs and no eBill (parker)', async () => {
    await renderHome(
      home({
        principal: { ...alexHome.principal, firstName: 'Parker' },
        featuredPrograms: [],
        ebill: null,
        defaultAccumulator: {
          limitType: 'Annual Limit',
          total: 150000,
          totalMet: 37500,
          totalRemaining: 112500,
          valid: true,
        },
      }),
      { primaryCareLinkShown: false },
      5,
    );
    const limit = tile('Your dental benefits');
    expect(limit.getByText('$1,125.00 remaining')).toBeInTheDocument();
    expect(limit.getByText('Annual Limit')).toBeInTheDocument();
    expect(limit.getByRole('progressbar', { name: 'Annual Limit used' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(limit.getByText('25% used')).toBeInTheDocument();
    expect(limit.getByRole('link', { name: 'View dental benefits' })).toHaveAttribute(
      'href',
      '/benefits/dental',
    );
    expect(screen.queryByRole('region', { name: 'Your programs' })).not.toBeInTheDocument();
  });

  it('shows no featured limit on the main brand', async () => {
    await renderHome(
      home({
        defaultAccumulator: {
          limitType: 'Annual Limit',
          total: 1,
          totalMet: 1,
          totalRemaining: 0,
          valid: true,
        },
      }),
    );
    expect(screen.queryByRole('region', { name: 'Your dental benefits' })).not.toBeInTheDocument();
  });

  it('names a program cut at 55 characters by its whole name', async () => {
    await renderHome();
    const link = tile('Your programs').getByRole('link', { name: LONG_PROGRAM_NAME });
    // Document 2 §9: 55 characters in all, the ellipsis included.
    expect(link.textContent).toBe('Employee assistance program: counselling, legal and fi…');
    expect(link.textContent).toHaveLength(55);
  });

  it('announces the copy once while the confirmation lasts, and says so when the clipboard refuses', async () => {
    await renderHome();
    const announced: string[] = [];
    onTestFinished(subscribeToNotifications((notification) => announced.push(notification.message)));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => undefined } });
    const copy = screen.getByRole('button', { name: 'Copy: Subscriber ID' });
    await act(async () => {
      fireEvent.click(copy);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copied: Subscriber ID' }));
    });
    // The snackbar queues: count the notifications themselves, not what is on screen.
    expect(announced).toEqual(['Copied subscriber ID to clipboard']);
  });

  it('tells the member when the clipboard refuses, and claims no copy', async () => {
    await renderHome();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('NotAllowedError')) },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy: Subscriber ID' }));
    });
    expect(
      await screen.findByText("We couldn't copy your ID. Select it and copy it instead."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Copied subscriber ID to clipboard')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy: Subscriber ID' })).toBeInTheDocument();
  });

  it('lists the medical benefits that end for cancellation status M (devon)', async () => {
    await renderHome(
      home({
        planManagement: cancelledPlan('M'),
      }),
    );
    expect(
      tile('Your benefits are ending')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Medical']);
  });

  it('shows jordan their own provider and the family members still to choose', async () => {
    await renderHome(jordanHome);
    const primaryCare = tile('Primary care');
    expect(primaryCare.getByRole('definition')).toHaveTextContent('Miguel Santos, DO');
    expect(primaryCare.getByRole('link', { name: 'Casey Rivera' })).toBeInTheDocument();
    expect(primaryCare.queryByText(/Dana Whitaker/)).not.toBeInTheDocument();
  });

  it('shows the Medicare brand its programs and the shortcuts, with no featured limit (margaret)', async () => {
    await renderHome(
      home({
        principal: { ...alexHome.principal, firstName: 'Margaret' },
        featuredPrograms: [alexHome.featuredPrograms[4] ?? alexHome.featuredPrograms[0]].filter(
          (p) => p !== undefined,
        ),
        ebill: { hasEbill: false, ebillRegistered: false, showEbillAlert: false },
        defaultAccumulator: {
          limitType: 'Annual Limit',
          total: 1,
          totalMet: 1,
          totalRemaining: 0,
          valid: true,
        },
      }),
      {},
      2,
    );
    const programs = tile('Your programs');
    expect(
      programs.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent),
    ).toEqual(['Telehealth', 'Outline of Coverage']);
    expect(screen.queryByRole('region', { name: 'Your dental benefits' })).not.toBeInTheDocument();
  });

  it('opens the ID card in a new window that says it is downloading, then shows the pdf', async () => {
    startSession('session-token');
    const api = mockApi({
      ...homeHandlers(alexHome),
      'GET /api/idCard/view': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' });
    const opened = { location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:id-card'), revokeObjectURL: vi.fn() }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'View ID card (opens in a new tab)' }));
    expect(open).toHaveBeenCalledWith('/resource-download', '_blank');
    await waitFor(() => expect(opened.location.replace).toHaveBeenCalledWith('blob:id-card'));
    expect(opened.close).not.toHaveBeenCalled();
    expect(api.requestsTo('GET /api/idCard/view')[0]?.headers.get('Authorization')).toBe(
      'Bearer session-token',
    );
  });

  it.each([403, 500])('closes the window and goes to /error/%s when the ID card fails', async (status) => {
    startSession('session-token');
    mockApi({
      ...homeHandlers(alexHome),
      'GET /api/idCard/view': () => replyError(status, { code: 'X', message: 'failed' }),
    });
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' });
    const opened = { location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    fireEvent.click(screen.getByRole('button', { name: 'View ID card (opens in a new tab)' }));
    await waitFor(() => expect(opened.close).toHaveBeenCalled());
    expect(opened.location.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/error/${status}`));
  });

  it.each([
    ['GET /api/home', 500, "Sorry, we're having a problem with our system. We'll get this fixed soon."],
    ['GET /api/home', 403, "Sorry, it looks like you don't have access to this page."],
    ['GET /api/home', 404, "Sorry, it looks like we can't find that page."],
    ['GET /api/shell', 500, "Sorry, we're having a problem with our system. We'll get this fixed soon."],
  ] as const)('a %s failure with %s shows its error page in place', async (route, status, title) => {
    startSession('session-token');
    mockApi({
      ...homeHandlers(alexHome),
      [route]: () => replyError(status, { code: 'X', message: 'failed' }),
    });
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('access_token')).toBe('session-token');
  });

  it('clears the session and goes to /login on a 401', async () => {
    startSession('session-token');
    mockApi({
      ...homeHandlers(alexHome),
      'GET /api/home': () => replyError(401, { code: 'UNAUTHORIZED', message: 'expired' }),
    });
    const { router } = renderApp('/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('shows the 401 page with the partner links on the partner brand instead', async () => {
    startSession('session-token');
    mockApi({
      ...homeHandlers(alexHome),
      'GET /api/home': () => replyError(401, { code: 'UNAUTHORIZED', message: 'expired' }),
    });
    const { router } = renderApp('/home', { domainId: 5 });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Sorry, but we aren't able to authenticate you.",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Return to the provider dashboard (leaves this site)' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('drops the in-place error page at the next navigation', async () => {
    startSession('session-token');
    mockApi({
      ...homeHandlers(alexHome),
      'GET /api/home': () => replyError(500, { code: 'X', message: 'failed' }),
    });
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: /having a problem/ });
    await router.navigate('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/having a problem/)).not.toBeInTheDocument());
  });
});
