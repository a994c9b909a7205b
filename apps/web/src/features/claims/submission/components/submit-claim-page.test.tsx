import { ClaimPage, ClaimSubmitted, LoginState, ShellContext, StaffClaimSubmissions } from '@dash/domain/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTemporaryToken, startSession } from '@/lib/session';
import { type Handler, mockApi, reply, replyError } from '../../../../../test/fetch-mock';
import { completeLoginState } from '../../../../../test/fixtures';
import { memberShellHandlers } from '../../../../../test/member-shell-handlers';
import { withOtherCallsUnavailable } from '../../../../../test/other-calls';
import { renderApp } from '../../../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const claimPage = reply(ClaimPage, {
  content: [],
  page: {
    first: true,
    last: true,
    empty: true,
    number: 0,
    numberOfElements: 0,
    size: 10,
    totalElements: 0,
    totalPages: 0,
  },
  members: [
    { suffix: 0, firstName: 'Alex' },
    { suffix: 1, firstName: 'Jordan' },
  ],
  earliestDate: '2024-11-25',
});

const submitted = () =>
  reply(ClaimSubmitted, {
    submissionId: 4,
    claimNumber: 'SUB00000004',
    message: 'Your claim was received. We will let you know as it is processed.',
  });

function open(path: string, extra: Record<string, Handler> = {}) {
  startSession('session-token');
  const api = mockApi({
    ...memberShellHandlers,
    'GET /api/claims': () => claimPage.clone(),
    'POST /api/claim-submissions': submitted,
    ...extra,
  });
  return { api, ...renderApp(path) };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Who received the service'), 'Jordan');
  await user.type(screen.getByLabelText('Provider or facility', { exact: false }), 'Clínica Sol');
  await user.type(screen.getByLabelText('Provider’s address', { exact: false }), 'Calle Mayor 1, Madrid');
  await user.selectOptions(
    screen.getByLabelText('Country where you received the service', { exact: false }),
    'ES',
  );
  await user.type(screen.getByLabelText('Date of service'), '2026-10-02');
  await user.type(screen.getByLabelText('Services', { exact: false }), 'Filling 120 EUR');
  await user.type(screen.getByLabelText('Tooth numbers and surfaces (dental)', { exact: false }), '14 MO');
  await user.type(screen.getByLabelText('Amount paid', { exact: false }), '120.50');
  await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
  const receipt = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('Itemized receipt'), receipt);
}

beforeEach(() => window.localStorage.clear());

describe('submitting a claim (issue 39 §3)', () => {
  it('is reached from the claims list and from the Passport dental page (dental chosen)', async () => {
    open('/claims');
    expect(
      await screen.findByRole('link', { name: 'Submit a claim for a service you paid' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/claims/submit');
    window.localStorage.clear();
    open('/passport-dental');
    expect(
      await screen.findByRole('link', { name: 'Submit your claim and receipt online' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/claims/submit?type=dental');
  });

  it('checks every field before sending, then sends the form with its receipt as multipart', async () => {
    const { api } = open('/claims/submit?type=dental');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit a claim' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type of claim')).toHaveValue('dental');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Choose who received the service.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the amount paid, above zero, with at most two decimals (for example 125.50).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Attach the itemized receipt (PDF, JPEG or PNG).')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount paid', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/claim-submissions')).toHaveLength(0);

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(api.requestsTo('POST /api/claim-submissions')).toHaveLength(1));
    const form = await api.requestsTo('POST /api/claim-submissions')[0]?.clone().formData();
    expect(form?.get('memberSuffix')).toBe('1');
    expect(form?.get('claimType')).toBe('dental');
    expect(form?.get('country')).toBe('ES');
    expect(form?.get('amountPaid')).toBe('120.50');
    expect(form?.get('teeth')).toBe('14 MO');
    // The receipt travels as a file part (jsdom's FormData loses its name on the way to fetch).
    expect(form?.getAll('attachments')).toHaveLength(1);
    expect(typeof form?.get('attachments')).toBe('object');
    // Back on the list, which asks again for the new claim.
    expect(await screen.findByRole('heading', { level: 1, name: /^Claims/ })).toBeInTheDocument();
  });

  it('shows the gateway’s refusal of the receipt under the receipt, keeping what was typed', async () => {
    const refusal = 'Attach PDF, JPEG or PNG files only. The file’s contents are checked, not its name.';
    open('/claims/submit', {
      'POST /api/claim-submissions': () =>
        replyError(400, { code: 'BAD_REQUEST', message: refusal, fieldErrors: { attachments: [refusal] } }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Type of claim'), 'dental');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Provider or facility', { exact: false })).toHaveValue('Clínica Sol');
  });

  it('lets a login-as session see the form but not send it', async () => {
    open('/claims/submit', {
      'GET /api/shell': async () => {
        const shell = await memberShellHandlers['GET /api/shell']?.(new Request('http://x/api/shell'));
        const body = ShellContext.parse(await shell?.json());
        return reply(ShellContext, { ...body, issuedByRole: 'logInAsAnyone' });
      },
    });
    expect(
      await screen.findByText(
        'Staff signed in as a member can see this form but cannot submit a claim for the member.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeDisabled();
  });
});

describe('member services’ submitted claims (issue 39 §3)', () => {
  it('lists the brand’s claims with their details and receipts, with the staff token', async () => {
    setTemporaryToken('staff-token');
    const api = mockApi(
      withOtherCallsUnavailable({
        'GET /api/login-state': () =>
          reply(
            LoginState,
            LoginState.parse({
              ...completeLoginState,
              claims: { memberKey: null, role: 'logInAsAnyone', issuedByRole: null },
              groups: [],
            }),
          ),
        'GET /api/staff/claim-submissions': () =>
          reply(StaffClaimSubmissions, {
            claims: [
              {
                submissionId: 4,
                claimNumber: 'SUB00000004',
                status: 'in-review',
                memberName: 'Jordan Rivera',
                claimType: 'dental',
                providerName: 'Clínica Sol',
                providerAddress: 'Calle Mayor 1, Madrid',
                country: 'ES',
                serviceDate: '2026-10-02',
                services: 'Filling',
                teeth: '14 MO',
                amountPaid: 12050,
                currency: 'EUR',
                submittedAt: '2026-11-28T10:00:00.000Z',
                attachments: [
                  { attachmentId: 9, fileName: 'receipt.pdf', contentType: 'application/pdf', byteSize: 900 },
                ],
              },
            ],
          }),
      }),
    );
    renderApp('/staff/claims');
    expect(await screen.findByRole('heading', { level: 1, name: 'Submitted claims' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Clínica Sol' })).toBeInTheDocument();
    expect(screen.getByText('SUB00000004')).toBeInTheDocument();
    expect(screen.getByText(/In review/)).toBeInTheDocument();
    expect(screen.getByText('€120.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Secure messages inbox' })).toHaveAttribute(
      'href',
      '/staff/messages',
    );
    const [call] = api.requestsTo('GET /api/staff/claim-submissions');
    expect(call?.headers.get('authorization')).toBe('Bearer staff-token');
  });
});
