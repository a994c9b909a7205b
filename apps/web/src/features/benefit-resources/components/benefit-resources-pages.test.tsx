import {
  HandbookDocumentList,
  MedicareMaterialList,
  PriorAuthorizationList,
  ProgramDetailsList,
  ProgramList,
  ReferralMetadata,
  ReferralPage,
} from '@dash/domain/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { type Handler, mockApi, type RouteKey, reply, replyError } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';
import { program, referral } from './benefit-resources.fixtures';

vi.setConfig({ testTimeout: 30_000 });

function open(path: string, handlers: Partial<Record<RouteKey, Handler>>) {
  startSession('session-token');
  const api = mockApi({ ...memberShellHandlers, ...handlers });
  return { ...renderApp(path), api };
}

describe('/benefits/programs (document 2 §2, §6)', () => {
  it('features at most 5 high-priority programs by displayOrder and lists all under their categories', async () => {
    const programs = [
      ...Array.from({ length: 7 }, (_, i) => program(i + 1, { displayOrder: 10 - i })),
      program(20, { highPriority: false, categories: ['Dental'] }),
    ];
    open('/benefits/programs', { 'GET /api/programs': () => reply(ProgramList, programs) });
    const featured = await screen.findByRole('list', { name: 'Featured programs' });
    expect(
      within(featured)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Program 7', 'Program 6', 'Program 5', 'Program 4', 'Program 3']);
    expect(within(screen.getByRole('list', { name: 'Dental' })).getByRole('link')).toHaveAttribute(
      'href',
      '/benefits/programs/20',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Medical' })).toBeInTheDocument();
  });

  it('says what to do when there are no programs', async () => {
    open('/benefits/programs', { 'GET /api/programs': () => reply(ProgramList, []) });
    expect(await screen.findByText(/You are not enrolled in any programs yet/)).toBeInTheDocument();
  });

  it('shows a load error as its error page without changing the address', async () => {
    const { router } = open('/benefits/programs', {
      'GET /api/programs': () => replyError(500, { code: 'INTERNAL', message: 'boom' }),
    });
    expect(await screen.findByText('Error code: 500 Internal server error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/programs');
  });
});

describe('/benefits/programs/{id} (document 2 §2, §3)', () => {
  it('shows the description, categories, document type, phone and the resource', async () => {
    open('/benefits/programs/27', {
      'GET /api/programs/sitecore': () =>
        reply(ProgramDetailsList, [
          {
            ...program(27, {
              name: 'Passport dental',
              url: 'https://travel.example.com',
              urlDocumentType: 'URL',
            }),
            phoneNumber: '1-555-010-2700',
          },
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Passport dental' })).toBeInTheDocument();
    expect(screen.getByText('What program 27 offers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-555-010-2700' })).toHaveAttribute('href', 'tel:15550102700');
    expect(screen.getByText('URL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Passport dental/ })).toHaveAttribute(
      'href',
      'https://travel.example.com',
    );
  });

  it('says so for a program that is not the member’s, with the way back', async () => {
    open('/benefits/programs/999', { 'GET /api/programs/sitecore': () => reply(ProgramDetailsList, []) });
    expect(await screen.findByText(/We could not find this program/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to programs' })).toHaveAttribute(
      'href',
      '/benefits/programs',
    );
  });
});

const metadata = ReferralMetadata.parse({
  members: [
    { value: 'M-1', label: 'Alex Rivera' },
    { value: 'M-2', label: 'Jordan Rivera' },
  ],
  statuses: [
    { value: 'APPROVED', label: 'Approved' },
    { value: 'DENIED', label: 'Denied' },
  ],
  providers: [{ value: 'P-1', label: 'Specialist' }],
});

function pageOf(url: URL) {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('size'));
  const filtered = url.searchParams.has('statusCode');
  const total = filtered ? 0 : 25;
  const count = Math.max(0, Math.min(size, total - page * size));
  return reply(ReferralPage, {
    content: Array.from({ length: count }, (_, i) => referral(page * size + i + 1)),
    first: page === 0,
    last: page >= Math.ceil(total / size) - 1,
    empty: count === 0,
    number: page,
    numberOfElements: count,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
  });
}

describe('/benefits/referrals (document 2 §3, §7)', () => {
  it('pages with the shared pager and filters from referrals/metadata', async () => {
    const { api, user, router } = open('/benefits/referrals', {
      'GET /api/referrals/metadata': () => reply(ReferralMetadata, metadata),
      'GET /api/referrals': (request) => pageOf(new URL(request.url)),
    });
    const list = await screen.findByRole('list', { name: 'Referrals' });
    // The footer's badge has settled (it suspends until its call gets a response) before the clicks begin.
    await screen.findByText('Accredited health plan');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Specialist 11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1');
    expect(new URL(api.requestsTo('GET /api/referrals').at(-1)?.url ?? '').searchParams.get('page')).toBe(
      '1',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'DENIED');
    expect(await screen.findByText(/No referrals match these filters/)).toBeInTheDocument();
    const last = new URL(api.requestsTo('GET /api/referrals').at(-1)?.url ?? '');
    expect(last.searchParams.get('statusCode')).toBe('DENIED');
    expect(last.searchParams.get('page')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeInTheDocument());
  });

  it('sends excludeExpired and the member filter', async () => {
    const { api, user } = open('/benefits/referrals', {
      'GET /api/referrals/metadata': () => reply(ReferralMetadata, metadata),
      'GET /api/referrals': (request) => pageOf(new URL(request.url)),
    });
    await screen.findByRole('list', { name: 'Referrals' });
    await screen.findByText('Accredited health plan');
    await user.click(screen.getByRole('checkbox', { name: 'Hide expired referrals' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Hide expired referrals' })).toBeChecked(),
    );
    await user.selectOptions(screen.getByLabelText('Member'), 'M-2');
    await waitFor(() => {
      const last = new URL(api.requestsTo('GET /api/referrals').at(-1)?.url ?? '');
      expect(last.searchParams.get('excludeExpired')).toBe('true');
      expect(last.searchParams.get('memberKey')).toBe('M-2');
    });
  });
});

describe('/benefits/member-handbooks', () => {
  it('lists the handbook with its document and the Outline of Coverage text', async () => {
    open('/benefits/member-handbooks', {
      'GET /api/handbooks': () =>
        reply(HandbookDocumentList, [
          {
            kind: 'member_handbook',
            title: 'Evergreen: member handbook',
            body: 'What is covered.',
            url: 'https://d.example.com/h.pdf',
          },
        ]),
      'GET /api/handbook/ooc': () =>
        new Response('This outline of coverage summarizes the plans.', {
          headers: { 'Content-Type': 'text/plain' },
        }),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Evergreen: member handbook' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open document/ })).toHaveAttribute(
      'href',
      'https://d.example.com/h.pdf',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Outline of Coverage' })).toBeInTheDocument();
    expect(screen.getByText('This outline of coverage summarizes the plans.')).toBeInTheDocument();
  });
});

const directPlanDocuments = () =>
  reply(HandbookDocumentList, [
    {
      kind: 'member_handbook',
      title: 'Individual plans: member handbook',
      body: 'What is covered.',
      url: 'https://d.example.com/h.pdf',
    },
    {
      kind: 'certificate_of_coverage',
      title: 'Individual plans: Certificate of Coverage',
      body: 'The contract between you and the plan.',
      url: 'https://d.example.com/coc.pdf',
    },
  ]);

describe('/benefits/certificate-of-coverage (document 2 §2, §6 Certificate)', () => {
  it('shows the group’s Certificate of Coverage with its document, and the handbooks page keeps to the handbook', async () => {
    open('/benefits/certificate-of-coverage', { 'GET /api/handbooks': directPlanDocuments });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate of Coverage' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Individual plans: Certificate of Coverage' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The contract between you and the plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open document/ })).toHaveAttribute(
      'href',
      'https://d.example.com/coc.pdf',
    );
    expect(screen.queryByText('Individual plans: member handbook')).not.toBeInTheDocument();
  });

  it('says what to do next when the group has none online', async () => {
    open('/benefits/certificate-of-coverage', {
      'GET /api/handbooks': () => reply(HandbookDocumentList, []),
    });
    expect(
      await screen.findByText(
        'No Certificate of Coverage is available for your plan online. Call the number on the back of your member ID card to ask for a printed copy.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves the certificate off the handbooks page', async () => {
    open('/benefits/member-handbooks', {
      'GET /api/handbooks': directPlanDocuments,
      'GET /api/handbook/ooc': () => new Response('', { headers: { 'Content-Type': 'text/plain' } }),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Individual plans: member handbook' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Individual plans: Certificate of Coverage')).not.toBeInTheDocument();
  });
});

describe('/benefits/medicare-materials (document 2 §6, §8)', () => {
  it('lists the materials', async () => {
    open('/benefits/medicare-materials', {
      'GET /api/medicare-materials': () =>
        reply(MedicareMaterialList, [
          {
            title: '2026 Evidence of Coverage',
            description: 'What the plan covers.',
            documentType: 'EOC',
            url: 'https://d.example.com/eoc.pdf',
            planYear: 2026,
          },
        ]),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: '2026 Evidence of Coverage' }),
    ).toBeInTheDocument();
  });

  it('shows a 403 as an empty list, not an error page', async () => {
    open('/benefits/medicare-materials', {
      'GET /api/medicare-materials': () => replyError(403, { code: 'FORBIDDEN', message: 'no' }),
    });
    expect(await screen.findByText(/No Medicare materials are available for you online/)).toBeInTheDocument();
    expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
  });

  it('shows another failure’s error page without changing the address', async () => {
    const { router } = open('/benefits/medicare-materials', {
      'GET /api/medicare-materials': () => replyError(502, { code: 'BAD_GATEWAY', message: 'no' }),
    });
    expect(await screen.findByText('Error code: 502 Bad gateway')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/medicare-materials');
  });
});

describe('/benefits/prior-authorization', () => {
  it('lists each authorization with status, service, provider and dates', async () => {
    open('/benefits/prior-authorization', {
      'GET /api/prior-authorizations': () =>
        reply(PriorAuthorizationList, [
          {
            authorizationNumber: 'PA-1',
            memberKey: 'M-1',
            memberName: 'Alex Rivera',
            status: 'APPROVED',
            serviceDescription: 'MRI of the left knee',
            providerName: 'Cascade Imaging Center',
            requestedDate: '2026-10-01',
            decisionDate: '2026-10-04',
            startDate: '2026-10-04',
            endDate: '2027-02-25',
          },
        ]),
    });
    const card = within(
      (await screen.findByRole('list', { name: 'Prior Authorization' })).children[0] as HTMLElement,
    );
    expect(card.getByRole('heading', { name: 'MRI of the left knee' })).toBeInTheDocument();
    expect(card.getByText('Approved')).toBeInTheDocument();
    expect(card.getByText('Cascade Imaging Center')).toBeInTheDocument();
    expect(card.getByText('10/04/2026 - 02/25/2027')).toBeInTheDocument();
  });

  it('says what the list is for when it is empty', async () => {
    open('/benefits/prior-authorization', {
      'GET /api/prior-authorizations': () => reply(PriorAuthorizationList, []),
    });
    expect(await screen.findByText(/You have no prior authorizations/)).toBeInTheDocument();
  });
});

describe('benefit resources in Spanish (issue 17)', () => {
  it('shows the referrals, their filters and dates (dd/mm/yyyy) in Spanish', async () => {
    await act(() => setLocale('es'));
    open('/benefits/referrals', {
      'GET /api/referrals/metadata': () => reply(ReferralMetadata, metadata),
      'GET /api/referrals': (request) => pageOf(new URL(request.url)),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Referidos' })).toBeInTheDocument();
    const card = within((await screen.findByRole('list', { name: 'Referidos' })).children[0] as HTMLElement);
    expect(card.getByText('Número de referido').nextElementSibling).toHaveTextContent('R-1');
    expect(card.getByText('Vigencia').nextElementSibling).toHaveTextContent('04/01/2026 - 03/07/2026');
    expect(card.getByText('Visitas usadas')).toBeInTheDocument();
    expect(screen.getByLabelText('Estado')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ocultar referidos vencidos' })).toBeInTheDocument();
  });

  it('names the program categories in Spanish and keeps the programs’ own names', async () => {
    await act(() => setLocale('es'));
    open('/benefits/programs', {
      'GET /api/programs': () =>
        reply(ProgramList, [
          program(1),
          program(2, { highPriority: false, categories: ['Dental', 'Wellness'] }),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Programas' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Programas destacados' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Todos los programas' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Todos los programas' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Médico', 'Dental', 'Wellness']);
    expect(screen.getAllByText('Dental, Wellness')).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Program 1' })).not.toHaveLength(0);
  });

  it('shows a prior authorization’s status and dates in Spanish', async () => {
    await act(() => setLocale('es'));
    open('/benefits/prior-authorization', {
      'GET /api/prior-authorizations': () =>
        reply(PriorAuthorizationList, [
          {
            authorizationNumber: 'PA-1',
            memberKey: 'M-1',
            memberName: 'Alex Rivera',
            status: 'PENDING',
            serviceDescription: 'MRI of the left knee',
            providerName: 'Cascade Imaging Center',
            requestedDate: '2026-10-01',
            decisionDate: null,
            startDate: null,
            endDate: null,
          },
        ]),
    });
    const card = within(
      (await screen.findByRole('list', { name: 'Autorización previa' })).children[0] as HTMLElement,
    );
    expect(card.getByText('En revisión')).toBeInTheDocument();
    expect(card.getByText('Solicitada').nextElementSibling).toHaveTextContent('01/10/2026');
    expect(card.getByText('Decidida').nextElementSibling).toHaveTextContent('Pendiente');
  });
});
