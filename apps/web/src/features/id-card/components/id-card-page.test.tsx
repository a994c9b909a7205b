import {
  IdCardEmailResponse,
  IdCardEmailState,
  IdCardMembers,
  IdCardOrderResponse,
  type IdCardMembers as Members,
  PlanManagementDetails,
  PlanManagementResponse,
} from '@dash/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { withOtherCallsUnavailable } from '../../../../test/other-calls';
import { renderApp } from '../../../../test/render-app';

const family: Members = {
  blocked: false,
  members: [
    {
      suffix: 0,
      firstName: 'Alex',
      lastName: 'Rivera',
      relationshipDescription: 'Subscriber',
      categories: ['Medical', 'Dental'],
      self: true,
    },
    {
      suffix: 1,
      firstName: 'Jordan',
      lastName: 'Rivera',
      relationshipDescription: 'Child',
      categories: ['Medical'],
      self: false,
    },
  ],
};

const plan: PlanManagementDetails = {
  eligibleAndActive: true,
  groupType: 'DIRECT',
  openEnrollmentStart: '2026-11-01',
  openEnrollmentEnd: '2099-12-15',
  currentPlanYear: 2026,
  upcomingPlanYear: 2027,
  coverageEndDateUponCancellation: '2026-11-30',
  coverageStartDateUponRenewal: '2027-01-01',
  directPlanCancellationStatus: { id: 'M' },
  directCancellationOptions: [
    { id: 'M', description: 'Cancel my medical plan only' },
    { id: 'D', description: 'Cancel my medical and dental plans' },
  ],
  directShopUrl: 'https://shop.example.com/individual-plans',
  exchangeUrl: 'https://exchange.example.com',
  exchangeUrlLabel: 'Visit the health insurance marketplace',
};

// Whole-app renders on a shared, busy machine: more time than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('/id-card (document 2 §2 ID card area)', () => {
  it('lists one card per family member; e-mail says it is being sent, masked; order confirms', async () => {
    startSession('session-token');
    let latest: IdCardEmailState['latest'] = null;
    const api = mockApi({
      ...memberShellHandlers,
      'GET /api/idCard/members': () => reply(IdCardMembers, family),
      'GET /api/idCard/email': () => reply(IdCardEmailState, { latest }),
      'POST /api/idCard/email': () => {
        latest = { status: 'queued', requestedAt: '2026-11-28T15:04:00.000Z', sentTo: 'a***@example.com' };
        return reply(IdCardEmailResponse, { status: 'queued', sentTo: 'a***@example.com' });
      },
      'GET /api/idCard/request': () =>
        reply(
          IdCardOrderResponse,
          'Your printed Medical ID card is ordered. It arrives by mail in 7 to 10 days.',
        ),
    });
    const { user } = renderApp('/id-card');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ID cards' }, { timeout: 5000 }),
    ).toBeVisible();
    const jordan = (await screen.findByRole('heading', { level: 2, name: 'Jordan Rivera' })).closest('li');
    if (!jordan) throw new Error('no card for Jordan');
    expect(screen.getByRole('heading', { level: 2, name: 'Alex Rivera (you)' })).toBeVisible();
    // Each card also as a web page, the pdf's HTML equivalent (issue 17).
    expect(within(jordan).getByRole('link', { name: 'View as a web page Jordan Rivera' })).toHaveAttribute(
      'href',
      '/id-card/1',
    );

    await user.click(within(jordan).getByRole('button', { name: /^E-mail ID card/ }));
    expect(
      await within(jordan).findByText(
        'We are sending your ID card to a***@example.com. It can take a few minutes.',
      ),
    ).toBeVisible();
    // The page's latest e-mail is read again: on its way.
    expect(await screen.findByText(/^We are sending it to a\*\*\*@example\.com\. Requested /)).toBeVisible();
    const [sent] = api.requestsTo('POST /api/idCard/email');
    expect(await sent?.json()).toEqual({ suffix: 1 });

    await user.click(within(jordan).getByRole('button', { name: /^Order card/ }));
    expect(
      await within(jordan).findByText(
        'Your printed Medical ID card is ordered. It arrives by mail in 7 to 10 days.',
      ),
    ).toBeVisible();
    const [ordered] = api.requestsTo('GET /api/idCard/request');
    expect(new URL(ordered?.url ?? '').searchParams.toString()).toBe('category=Medical&suffix=1');
  });

  it('explains in place when there is no e-mail on file', async () => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/idCard/members': () => reply(IdCardMembers, family),
      'GET /api/idCard/email': () => reply(IdCardEmailState, { latest: null }),
      'POST /api/idCard/email': () =>
        replyError(409, {
          code: 'NO_EMAIL_ON_FILE',
          message: 'There is no e-mail address on file for this member.',
        }),
    });
    const { user } = renderApp('/id-card');
    const alex = (
      await screen.findByRole('heading', { level: 2, name: 'Alex Rivera (you)' }, { timeout: 5000 })
    ).closest('li');
    if (!alex) throw new Error('no card for Alex');
    await user.click(within(alex).getByRole('button', { name: /^E-mail ID card/ }));
    expect(
      await within(alex).findByText(
        'There is no e-mail address on file. Add one in your communication preferences, then try again.',
      ),
    ).toBeVisible();
  });

  it.each([
    [
      'retrying',
      'Our e-mail server could not send it to a***@example.com yet. We keep trying, so there is nothing you need to do.',
    ],
    ['sent', 'It was sent to a***@example.com.'],
    [
      'failed',
      'We could not send it to a***@example.com. Please try again, or view and print your card instead.',
    ],
  ] as const)('shows the latest ID card e-mail when it is %s', async (status, text) => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/idCard/members': () => reply(IdCardMembers, family),
      'GET /api/idCard/email': () =>
        reply(IdCardEmailState, {
          latest: { status, requestedAt: '2026-11-28T15:04:00.000Z', sentTo: 'a***@example.com' },
        }),
    });
    renderApp('/id-card');
    const shown = await screen.findByText((content) => content.startsWith(text), undefined, {
      timeout: 5000,
    });
    expect(shown).toBeVisible();
    expect(screen.getByText('Latest ID card e-mail')).toBeVisible();
  });

  it('sends a termed member home (document 2 §4)', async () => {
    startSession('session-token');
    mockApi(
      withOtherCallsUnavailable({
        ...memberShellHandlers,
        'GET /api/idCard/members': () => reply(IdCardMembers, { blocked: true, members: [] }),
      }),
    );
    const { router } = renderApp('/id-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
  });
});

describe('/account/plan-management (document 2 §4, §7)', () => {
  it('shows the medical list for status M and cancels medical and dental after the modal', async () => {
    startSession('session-token');
    const api = mockApi({
      ...memberShellHandlers,
      // The account layout around the page resolves the account first (document 2 §2).
      'GET /api/account': accountAreaHandlers['GET /api/account'],
      'GET /api/plan-management/details': () => reply(PlanManagementResponse, plan),
      'POST /api/plan-management/cancellation': () =>
        reply(PlanManagementDetails, { ...plan, directPlanCancellationStatus: { id: 'D' } }),
    });
    const { user } = renderApp('/account/plan-management');
    const title = await screen.findByText('Your benefits are ending', {}, { timeout: 5000 });
    const benefits = () =>
      within(title.closest('.alert') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(benefits()).toEqual(['Medical']);
    expect(screen.queryByRole('radio', { name: 'Cancel my medical plan only' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Cancel my medical and dental plans' }));
    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    expect(api.requestsTo('POST /api/plan-management/cancellation')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(benefits()).toEqual(['Medical', 'Dental']));
    const [request] = api.requestsTo('POST /api/plan-management/cancellation');
    expect(await request?.json()).toEqual({ cancellationStatusId: 'D' });
  });
});
