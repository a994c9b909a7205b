import { CLAIM_SERVER_MESSAGES } from '@dash/domain';
import { ClaimDetail, ClaimPage, type ClaimSummary, EobPage, ShellContext } from '@dash/domain/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { deferred, type Handler, mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const claim = (n: number, overrides: Partial<ClaimSummary> = {}): ClaimSummary => ({
  claimNumber: `C-TEST-${String(n).padStart(4, '0')}`,
  serviceDate: `2026-0${(n % 9) + 1}-10`,
  serviceEndDate: `2026-0${(n % 9) + 1}-10`,
  memberSuffix: 0,
  memberFirstName: 'Alex',
  memberLastName: 'Rivera',
  providerName: 'Bright Smile Dental',
  category: 'dental',
  status: 'paid',
  receivedDate: '2026-01-15',
  processedDate: '2026-02-01',
  billed: 12_345,
  allowed: 10_000,
  planPaid: 8_000,
  memberResponsibility: 2_000,
  ...overrides,
});

const members = [
  { suffix: 0, firstName: 'Alex' },
  { suffix: 1, firstName: 'Jordan' },
];

const page = (content: ClaimSummary[], totalElements = content.length, number = 0, family = members) =>
  reply(ClaimPage, {
    content,
    page: {
      first: number === 0,
      last: (number + 1) * 10 >= totalElements,
      empty: content.length === 0,
      number,
      numberOfElements: content.length,
      size: 10,
      totalElements,
      totalPages: Math.ceil(totalElements / 10),
    },
    members: family,
    earliestDate: '2024-11-25',
  });

function open(path: string, handlers: Partial<Record<'claims' | 'claim' | 'eobs', Handler>>) {
  startSession('session-token');
  const api = mockApi({
    ...memberShellHandlers,
    ...(handlers.claims ? { 'GET /api/claims': handlers.claims } : {}),
    ...(handlers.claim ? { 'GET /api/claims/C-TEST-0001': handlers.claim } : {}),
    ...(handlers.eobs ? { 'GET /api/eobs': handlers.eobs } : {}),
  });
  return { api, ...renderApp(path) };
}

const queryOf = (request: Request | undefined) => new URL(request?.url ?? 'http://x').searchParams;

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  window.localStorage.clear();
});

describe('/claims (issue 14)', () => {
  it('lists the claims with the count, amounts in USD and a link to each claim', async () => {
    open('/claims', { claims: () => page([claim(1), claim(2, { status: 'denied' })], 12) });
    expect(await screen.findByText('12 claims')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'Claim C-TEST-0001' });
    expect(first).toHaveAttribute('href', '/claims/C-TEST-0001');
    const card = first.closest('li') as HTMLElement;
    expect(within(card).getByText('$123.45')).toBeInTheDocument();
    expect(within(card).getByText('$20.00')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Claim C-TEST-0002' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Denied')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Claims' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('reads the filters from the address and writes applied ones back to it', async () => {
    const { api, user, router } = open('/claims?category=dental', { claims: () => page([claim(1)]) });
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('dental');
    // The fields are rendered from the address before the list's first request goes out (once, in CI,
    // none had yet): the first request, when it comes, carries the category.
    await waitFor(() => expect(api.requestsTo('GET /api/claims')).not.toHaveLength(0));
    expect(queryOf(api.requestsTo('GET /api/claims')[0]).get('category')).toBe('dental');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Member' }), 'Jordan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?suffix=1&category=dental&status=paid'));
    await waitFor(() => expect(queryOf(api.requestsTo('GET /api/claims').at(-1)).get('suffix')).toBe('1'));
  });

  it('puts the filters behind a Filter disclosure that says how many are set (issue 36)', async () => {
    const { user } = open('/claims?category=dental&status=paid', { claims: () => page([claim(1)]) });
    // The form is rendered again once the family is known: each step reads the button as it stands.
    await screen.findByRole('combobox', { name: 'Member' });
    const toggle = () => screen.getByRole('button', { name: 'Filter (2 set)' });
    const form = () => screen.getByRole('form', { name: 'Filter claims' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', form().id);
    expect(form()).not.toHaveClass('claims-filters--open');
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(form()).toHaveClass('claims-filters--open');
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses an end date not after the start before calling (document 2 §5)', async () => {
    const { api, user } = open('/claims', { claims: () => page([claim(1)]) });
    await screen.findByText('1 claim');
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(CLAIM_SERVER_MESSAGES.dateRangeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('GET /api/claims')).toHaveLength(1);
  });

  it('says when nothing matches and clears the filters', async () => {
    const { user, router } = open('/claims?status=denied', {
      claims: (request) => (new URL(request.url).search ? page([]) : page([claim(1)])),
    });
    expect(await screen.findByRole('heading', { name: 'No claims match these filters' })).toBeInTheDocument();
    const empty = screen
      .getByRole('heading', { name: 'No claims match these filters' })
      .closest('div') as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Claim C-TEST-0001' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed load on the screen with Retry, not the error page (document 1 §8)', async () => {
    let calls = 0;
    const { user, router } = open('/claims', {
      claims: () => {
        calls += 1;
        return calls === 1 ? replyError(503, { code: 'UNAVAILABLE', message: 'down' }) : page([claim(1)]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your claims.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/claims');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Claim C-TEST-0001' })).toBeInTheDocument();
  });
});

describe('/claims while the shell loads (issue 16, CLS)', () => {
  const shellOf = async (memberSuffix: number) => {
    const response = await memberShellHandlers['GET /api/shell']?.(new Request('http://localhost/api/shell'));
    return reply(ShellContext, { ...ShellContext.parse(await response?.json()), memberSuffix });
  };
  const filters = () => screen.getByRole('form', { name: 'Filter claims' });

  /** /claims for the member of `memberSuffix`, the shell's response held until `release()`. */
  const renderWhileShellLoads = async (memberSuffix: number) => {
    const shell = deferred(() => new Response());
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/shell': async (request) => {
        await shell.handler(request);
        return shellOf(memberSuffix);
      },
      'GET /api/claims': () => page([claim(1)]),
    });
    renderApp('/claims');
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    return shell;
  };

  it('holds the EOB link’s line above the filters, then shows the link in it', async () => {
    const shell = await renderWhileShellLoads(0);
    const held = filters().parentElement?.previousElementSibling;
    expect(held).toHaveClass('line-skeleton');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: 'EOBs' })).not.toBeInTheDocument();
    shell.release();
    const link = await screen.findByRole('link', { name: 'EOBs' });
    expect(filters().parentElement?.previousElementSibling).toBe(link.closest('p'));
    expect(document.querySelector('.line-skeleton')).toBeNull();
  });

  it('gives the line up for a dependent, who has no EOBs', async () => {
    const shell = await renderWhileShellLoads(1);
    expect(filters().parentElement?.previousElementSibling).toHaveClass('line-skeleton');
    shell.release();
    await waitFor(() => expect(document.querySelector('.line-skeleton')).toBeNull());
    expect(screen.queryByRole('link', { name: 'EOBs' })).not.toBeInTheDocument();
  });
});

describe('/claims while its first response loads (issue 16: nothing moves when the family arrives)', () => {
  /** /claims for the member of `memberSuffix` in a family of `family`, the claims held until `release()`. */
  const renderWhileClaimsLoad = async (memberSuffix: number, family: typeof members) => {
    const claims = deferred(() => page([claim(1)], 1, 0, family));
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/shell': async () => {
        const response = await memberShellHandlers['GET /api/shell']?.(
          new Request('http://localhost/api/shell'),
        );
        return reply(ShellContext, { ...ShellContext.parse(await response?.json()), memberSuffix });
      },
      'GET /api/claims': claims.handler,
    });
    const { user } = renderApp('/claims');
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    return { ...claims, user };
  };
  const memberField = () => screen.queryByRole('combobox', { name: 'Member' });

  it('holds the member selector for a subscriber, and fills it with the family', async () => {
    const claims = await renderWhileClaimsLoad(0, members);
    await waitFor(() => expect(memberField()).toBeInTheDocument());
    expect(
      within(memberField() as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All']);
    claims.release();
    await screen.findByText('1 claim');
    expect(
      within(memberField() as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Alex', 'Jordan']);
  });

  it('keeps the Filter disclosure open, and what was chosen, when the family arrives (issue 36)', async () => {
    const claims = await renderWhileClaimsLoad(0, members);
    const toggle = () => screen.getByRole('button', { name: 'Filter' });
    await claims.user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await claims.user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dental');
    claims.release();
    await screen.findByText('1 claim');
    await waitFor(() => expect(within(memberField() as HTMLElement).getAllByRole('option')).toHaveLength(3));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Filter claims' })).toHaveClass('claims-filters--open');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('dental');
    // Applied, the form closes on the list it asked for.
    await claims.user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('button', { name: 'Filter (1 set)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('gives the place up when the subscriber is the family’s only member', async () => {
    const alone = await renderWhileClaimsLoad(0, [members[0] as (typeof members)[number]]);
    await waitFor(() => expect(memberField()).toBeInTheDocument());
    alone.release();
    await screen.findByText('1 claim');
    expect(memberField()).not.toBeInTheDocument();
  });

  it('shows a dependent no selector while loading or after', async () => {
    const claims = await renderWhileClaimsLoad(1, [members[1] as (typeof members)[number]]);
    expect(memberField()).not.toBeInTheDocument();
    claims.release();
    await screen.findByText('1 claim');
    expect(memberField()).not.toBeInTheDocument();
  });
});

describe('/claims/{claimNumber}', () => {
  it('shows the service lines with tooth and surface, the totals and the EOB button', async () => {
    open('/claims/C-TEST-0001', {
      claim: () =>
        reply(ClaimDetail, {
          ...claim(1),
          serviceLines: [
            {
              lineNumber: 1,
              code: 'D2392',
              description: 'Resin-based composite filling, two surfaces, posterior',
              toothNumber: '14',
              toothSurface: 'MO',
              billed: 12_345,
              allowed: 10_000,
              planPaid: 8_000,
              memberOwes: 2_000,
              deductible: 0,
              copay: 0,
              coinsurance: 2_000,
              notCovered: 0,
              remarkCodes: ['2'],
            },
          ],
          eob: { eobId: 'EOB-C-TEST-0001', issuedDate: '2026-02-03' },
          notice: null,
        }),
    });
    const line = await screen.findByRole('heading', {
      name: 'D2392 Resin-based composite filling, two surfaces, posterior',
    });
    const card = line.closest('li') as HTMLElement;
    expect(within(card).getByText('14')).toBeInTheDocument();
    expect(within(card).getByText('MO')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Totals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /View EOB \(PDF\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to claims' })).toHaveAttribute('href', '/claims');
  });

  const deniedClaim = () =>
    reply(ClaimDetail, {
      ...claim(1, { status: 'denied', allowed: 0, planPaid: 0, memberResponsibility: 73_725 }),
      serviceLines: [
        {
          lineNumber: 1,
          code: 'D2330',
          description: 'Resin-based composite filling, one surface, anterior',
          toothNumber: '8',
          toothSurface: 'F',
          billed: 73_725,
          allowed: 0,
          planPaid: 0,
          memberOwes: 73_725,
          deductible: 0,
          copay: 0,
          coinsurance: 0,
          notCovered: 73_725,
          remarkCodes: ['119'],
        },
      ],
      eob: { eobId: 'EOB-C-TEST-0001', issuedDate: '2026-02-03' },
      notice: {
        adverse: true,
        noticeDate: '2026-02-03',
        appealBy: '2026-08-02',
        memberServicesPhone: '1-555-010-1300',
        appealsAddress: [
          'Evergreen Health & Dental',
          'Attn: Appeals',
          'PO Box 5550',
          'Portland, OR 97208-5550',
        ],
      },
    });

  it('a denied claim says why per line, the provision, how and by when to appeal, whom to call (issue 36 §7)', async () => {
    open('/claims/C-TEST-0001', { claim: deniedClaim });
    const line = (
      await screen.findByRole('heading', {
        name: 'D2330 Resin-based composite filling, one surface, anterior',
      })
    ).closest('li') as HTMLElement;
    expect(within(line).getByText('Not covered')).toBeInTheDocument();
    expect(
      within(line).getByText(/^Not covered: you have already used the number of these services/),
    ).toBeInTheDocument();
    expect(within(line).getByText('Reason 119:')).toBeInTheDocument();
    expect(
      within(line).getByText('Plan provision: Certificate of coverage, section 5.3: Frequency limits'),
    ).toBeInTheDocument();
    const appeal = screen.getByRole('region', { name: 'Your right to appeal' });
    expect(
      within(appeal).getByText(/We must receive your appeal by 08\/02\/2026 \(180 days/),
    ).toBeInTheDocument();
    expect(within(appeal).getByText('Attn: Appeals')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-555-010-1300' })).toHaveAttribute(
      'href',
      'tel:1-555-010-1300',
    );
  });

  it('the same notice in Spanish', async () => {
    await act(() => setLocale('es'));
    open('/claims/C-TEST-0001', { claim: deniedClaim });
    expect(await screen.findByRole('region', { name: 'Su derecho a apelar' })).toBeInTheDocument();
    expect(screen.getByText('Motivo 119:')).toBeInTheDocument();
    expect(screen.getByText(/^No cubierto: ya usó la cantidad/)).toBeInTheDocument();
    expect(screen.getByText(/a más tardar el 02\/08\/2026 \(180 días/)).toBeInTheDocument();
  });

  it('says so when the claim is not the member’s (404), on the screen', async () => {
    open('/claims/C-TEST-0001', {
      claim: () => replyError(404, { code: 'NOT_FOUND', message: CLAIM_SERVER_MESSAGES.claimNotFound }),
    });
    expect(await screen.findByText('We could not find this claim.')).toBeInTheDocument();
  });
});

describe('/eobs (document 2 §6)', () => {
  it('lists the subscriber’s EOBs with a pdf button each', async () => {
    open('/eobs', {
      eobs: () =>
        reply(EobPage, {
          content: [
            {
              eobId: 'EOB-C-TEST-0001',
              claimNumber: 'C-TEST-0001',
              issuedDate: '2026-02-03',
              serviceDate: '2026-01-10',
              memberSuffix: 0,
              memberFirstName: 'Alex',
              providerName: 'Bright Smile Dental',
              category: 'dental',
              memberResponsibility: 2_000,
            },
          ],
          page: {
            first: true,
            last: true,
            empty: false,
            number: 0,
            numberOfElements: 1,
            size: 10,
            totalElements: 1,
            totalPages: 1,
          },
          members,
          earliestDate: '2024-11-25',
        }),
    });
    expect(await screen.findByText('1 EOB')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Issued 02/03/2026' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /View EOB \(PDF\) for claim C-TEST-0001/ }),
    ).toBeInTheDocument();
  });

  it('tells a dependent that EOBs are the subscriber’s (403), on the screen', async () => {
    const { router } = open('/eobs', {
      eobs: () => replyError(403, { code: 'FORBIDDEN', message: CLAIM_SERVER_MESSAGES.eobsSubscriberOnly }),
    });
    expect(await screen.findByText(CLAIM_SERVER_MESSAGES.eobsSubscriberOnly)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eobs');
  });
});

describe('claims in Spanish (issue 17)', () => {
  it('lists the claims with Spanish words, dates dd/mm/yyyy and amounts in USD', async () => {
    await act(() => setLocale('es'));
    open('/claims', { claims: () => page([claim(1), claim(2, { status: 'denied' })], 12) });
    expect(await screen.findByText('12 reclamos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reclamos' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Filtrar reclamos' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar filtros' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Reclamo C-TEST-0001' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Fecha de servicio')).toBeInTheDocument();
    expect(within(card).getByText('10/02/2026')).toBeInTheDocument();
    expect(within(card).getByText('Pagado')).toBeInTheDocument();
    expect(within(card).getByText('$123.45')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Reclamo C-TEST-0002' }).closest('li') as HTMLElement;
    expect(within(second).getByText('Denegado')).toBeInTheDocument();
  });

  it('shows a claim’s detail in Spanish with its EOB date dd/mm/yyyy and amounts', async () => {
    await act(() => setLocale('es'));
    open('/claims/C-TEST-0001', {
      claim: () =>
        reply(ClaimDetail, {
          ...claim(1),
          serviceLines: [
            {
              lineNumber: 1,
              code: 'D2392',
              description: 'Resin-based composite filling, two surfaces, posterior',
              toothNumber: '14',
              toothSurface: 'MO',
              billed: 12_345,
              allowed: 10_000,
              planPaid: 8_000,
              memberOwes: 2_000,
              deductible: 0,
              copay: 0,
              coinsurance: 2_000,
              notCovered: 0,
              remarkCodes: ['2'],
            },
          ],
          eob: { eobId: 'EOB-C-TEST-0001', issuedDate: '2026-02-03' },
          notice: null,
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reclamo C-TEST-0001' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Servicios' })).toBeInTheDocument();
    const line = screen
      .getByRole('heading', { name: 'D2392 Resin-based composite filling, two surfaces, posterior' })
      .closest('li') as HTMLElement;
    expect(within(line).getByText('Diente')).toBeInTheDocument();
    expect(within(line).getByText('Permitido')).toBeInTheDocument();
    expect(within(line).getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Totales' })).toBeInTheDocument();
    expect(screen.getByText('Emitida: 03/02/2026')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Ver EOB \(PDF\) del reclamo C-TEST-0001/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a reclamos' })).toHaveAttribute('href', '/claims');
  });
});
