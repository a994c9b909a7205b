import { formatIsoDate, getPlanIsoDate, toPcpEffectiveDate } from '@dash/domain';
import {
  AccountDetails,
  PcpEligibility,
  PcpMemberList,
  PcpSearchResponse,
  Provider,
  ShellContext,
} from '@dash/domain/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { type Handler, mockApi, type RouteKey, reply, replyError } from '../../../../test/fetch-mock';
import { jordanAccount } from '../../../../test/fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const alexAccount = AccountDetails.parse({
  ...jordanAccount,
  memberKey: 'm-alex',
  address: {
    addressLine1: '1 Main St',
    addressLine2: null,
    city: 'Portland',
    state: 'OR',
    zipCode: '97214',
    country: 'US',
    phoneNumber: null,
  },
});

const location = {
  addressLine1: '3510 SE Hawthorne Blvd',
  addressLine2: null,
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  phoneNumber: '555-020-1003',
};

const pcpMembers = PcpMemberList.parse([
  {
    memberKey: 'm-alex',
    eligibleDates: [{ startDate: '2024-01-01', endDate: null }],
    pcp360History: [
      {
        providerId: 'PRV100001',
        providerName: 'Dana Whitaker',
        providerTitle: 'MD',
        beginDate: '2025-01-01',
        endDate: null,
        pcpSelected: true,
        pcpTerminationReason: null,
        locations: [location],
      },
      {
        providerId: 'PRV100003',
        providerName: 'Priya Raman',
        providerTitle: 'MD',
        beginDate: '2023-01-01',
        endDate: '2024-12-31',
        pcpSelected: false,
        pcpTerminationReason: 'Member changed primary care provider',
        locations: [location],
      },
    ],
  },
  { memberKey: 'm-jordan', eligibleDates: [], pcp360History: [] },
  { memberKey: 'm-casey', eligibleDates: [{ startDate: '2024-01-01', endDate: null }], pcp360History: [] },
]);

const provider = (id: string, name: string, distance: number) =>
  Provider.parse({
    id,
    name,
    groupName: 'Rose City Family Medicine',
    title: 'MD',
    acceptingNewPatients: true,
    distance,
    specialty: 'Family Medicine',
    languages: ['English', 'Spanish'],
    locations: [location],
  });

function page(number: number, data: Provider[]) {
  return reply(PcpSearchResponse, {
    data,
    page: {
      first: number === 0,
      last: number === 1,
      empty: data.length === 0,
      number,
      numberOfElements: data.length,
      size: 5,
      totalElements: 7,
      totalPages: 2,
    },
  });
}

function handlers(overrides: Partial<Record<RouteKey, Handler>> = {}): Partial<Record<RouteKey, Handler>> {
  return {
    ...memberShellHandlers,
    'GET /api/shell': async (request) => {
      const base = await memberShellHandlers['GET /api/shell']?.(request);
      const shell = ShellContext.parse(await base?.json());
      return reply(ShellContext, { ...shell, primaryCareLinkShown: true, programIds: [27, 37] });
    },
    'GET /api/account': () => reply(AccountDetails, alexAccount),
    'GET /api/pcp/members': () => reply(PcpMemberList, pcpMembers),
    'GET /api/pcp/eligibility': () =>
      reply(PcpEligibility, { eligible: true, members: ['m-alex', 'm-casey'] }),
    'GET /api/pcp/provider': () =>
      replyError(404, { code: 'NOT_FOUND', message: 'No provider with this id.' }),
    ...overrides,
  };
}

function open(path: string, overrides: Partial<Record<RouteKey, Handler>> = {}, domainId: 1 | 5 = 1) {
  startSession('session-token');
  const api = mockApi(handlers(overrides));
  return { api, ...renderApp(path, { domainId }) };
}

// The area's lazy chunk is compiled on first use: the first test pays for it.
const SLOW = 30_000;
/** Responses arrive through the router and the query cache: a busy machine may take seconds. */
const WAIT = { timeout: 5000 };

describe('/find-care/primary-care (document 2 §2, §3, §6)', () => {
  it('shows each member with eligible dates and history, and the select tile lists casey only', {
    timeout: SLOW,
  }, async () => {
    open('/find-care/primary-care');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Primary care' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const tile = within(await screen.findByRole('region', { name: 'Choose a primary care provider' }));
    expect(tile.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Choose a provider: Casey Rivera',
    ]);
    const alex = within(screen.getByRole('region', { name: 'Alex Rivera' }));
    expect(alex.getByText('Dana Whitaker, MD')).toBeInTheDocument();
    expect(alex.getByText('Current selection')).toBeInTheDocument();
    expect(alex.getByText('Member changed primary care provider')).toBeInTheDocument();
    expect(alex.getByText('01/01/2023 – 12/31/2024')).toBeInTheDocument();
    const jordan = within(screen.getByRole('region', { name: 'Jordan Rivera' }));
    expect(jordan.getByText('Not eligible for primary care.')).toBeInTheDocument();
    expect(jordan.getByText('No primary care provider chosen yet.')).toBeInTheDocument();
  });

  it('shows a placeholder, not the error page, when the current provider is absent (404)', {
    timeout: SLOW,
  }, async () => {
    open('/find-care/primary-care/0');
    const current = within(
      await screen.findByRole('region', { name: 'Current primary care provider' }, { timeout: 15_000 }),
    );
    expect(
      await current.findByText('Details for this provider are not available right now.', {}, WAIT),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Primary care for Alex Rivera' }),
    ).toBeInTheDocument();
  });
});

describe('/find-care/primary-care/{suffix}/search (document 2 §5, §7)', () => {
  it('validates the form, pages the results and selects with a confirmation', { timeout: SLOW }, async () => {
    let selectBody: unknown = null;
    const { api, router } = open('/find-care/primary-care/2/search', {
      'POST /api/pcp/search': async (request) => {
        const number = Number(new URL(request.url).searchParams.get('page'));
        return number === 0
          ? page(
              0,
              [1, 2, 3, 4, 5].map((n) => provider(`P${n}`, `Provider ${n}`, n / 2)),
            )
          : page(1, [provider('P6', 'Provider Six', 6), provider('P7', 'Provider Seven', 7)]);
      },
      'POST /api/pcp/select': async (request) => {
        selectBody = await request.json();
        return new Response('Primary care provider selected.', { headers: { 'Content-Type': 'text/plain' } });
      },
    });
    const zip = await screen.findByLabelText('ZIP code', {}, { timeout: 15_000 });
    expect(zip).toHaveValue('97214');
    expect(
      screen.getByText('Enter a ZIP code and choose a distance to see providers near you.'),
    ).toBeInTheDocument();

    fireEvent.change(zip, { target: { value: '972' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a 5-digit ZIP code.', {}, WAIT)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/pcp/search')).toHaveLength(0);

    fireEvent.change(zip, { target: { value: '97214' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('zip=97214'), WAIT);
    expect(await screen.findByText('7 providers within 10 miles of 97214', {}, WAIT)).toBeInTheDocument();
    const [first] = api.requestsTo('POST /api/pcp/search');
    expect(await first?.clone().json()).toEqual({
      members: ['m-casey'],
      radius: 10,
      zip: '97214',
      searchString: '',
    });
    expect(new URL(first?.url ?? '').search).toBe('?page=0&size=5');

    const pager = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    fireEvent.click(pager.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=1'), WAIT);
    await waitFor(() => expect(api.requestsTo('POST /api/pcp/search')).toHaveLength(2), WAIT);
    expect(await screen.findByText('Provider Six, MD', {}, WAIT)).toBeInTheDocument();
    expect(pager.getByText('Page 2 of 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Select this provider: Provider Six, MD' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Confirm your primary care provider' }, WAIT),
    );
    fireEvent.change(dialog.getByLabelText('Send a confirmation e-mail to (optional)'), {
      target: { value: 'alex@example.com' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm selection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/find-care/primary-care/2'), WAIT);
    expect(selectBody).toEqual({
      pcpSelectList: [
        { memberKey: 'm-casey', effectiveDate: toPcpEffectiveDate(getPlanIsoDate(new Date())) },
      ],
      providerId: 'P6',
      email: 'alex@example.com',
    });
    expect(
      await screen.findByText(
        'Provider Six, MD is now the primary care provider for Casey Rivera.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  it('says what to do when nothing is found', { timeout: SLOW }, async () => {
    open('/find-care/primary-care/2/search?zip=97401&radius=5&page=0', {
      'POST /api/pcp/search': () =>
        reply(PcpSearchResponse, {
          data: [],
          page: {
            first: true,
            last: true,
            empty: true,
            number: 0,
            numberOfElements: 0,
            size: 5,
            totalElements: 0,
            totalPages: 0,
          },
        }),
    });
    expect(
      await screen.findByText(
        'No providers found within 5 miles of 97401 — try a larger radius, another ZIP code or fewer words.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('find care by brand (document 2 §1, §6)', () => {
  it('the partner brand sees Find a dentist, and resources is not found', { timeout: SLOW }, async () => {
    const { router } = open('/find-care/find-a-dentist', {}, 5);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a dentist' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Harbor Dental Partners dentist directory/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await router.navigate('/find-care/resources');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'), WAIT);
  });

  it('shows /navitus when program 37 is present', { timeout: SLOW }, async () => {
    open('/navitus');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pharmacy benefits' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

describe('/navitus without program 37 (document 2 §6)', () => {
  it('is not found', { timeout: SLOW }, async () => {
    const { router } = open('/navitus', { 'GET /api/shell': memberShellHandlers['GET /api/shell'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'), { timeout: 15_000 });
  });
});

describe('primary care in Spanish (issue 17)', () => {
  it('shows the family’s primary care with Spanish words and dates dd/mm/yyyy', {
    timeout: SLOW,
  }, async () => {
    await act(() => setLocale('es'));
    open('/find-care/primary-care');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atención primaria' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const tile = within(
      await screen.findByRole('region', { name: 'Elija un proveedor de atención primaria' }),
    );
    expect(tile.getByRole('link', { name: 'Elegir un proveedor: Casey Rivera' })).toBeInTheDocument();
    const alex = within(screen.getByRole('region', { name: 'Alex Rivera' }));
    expect(alex.getByText('Selección actual')).toBeInTheDocument();
    expect(alex.getByText('01/01/2023 – 31/12/2024')).toBeInTheDocument();
    expect(alex.getByText('01/01/2025 – presente')).toBeInTheDocument();
    const jordan = within(screen.getByRole('region', { name: 'Jordan Rivera' }));
    expect(jordan.getByText('No es elegible para atención primaria.')).toBeInTheDocument();
  });

  it('searches, validates and confirms in Spanish', { timeout: SLOW }, async () => {
    await act(() => setLocale('es'));
    const today = getPlanIsoDate(new Date());
    open('/find-care/primary-care/2/search?zip=97214&radius=10&page=0', {
      'POST /api/pcp/search': () =>
        page(
          0,
          [1, 2, 3, 4, 5].map((n) => provider(`P${n}`, `Provider ${n}`, n / 2)),
        ),
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Buscar un proveedor de atención primaria para Casey Rivera' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('7 proveedores a menos de 10 millas de 97214', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Distancia' })).toHaveDisplayValue('A menos de 10 millas');
    const card = within(screen.getByRole('article', { name: 'Provider 1, MD' }));
    expect(card.getByText('A 0.5 millas')).toBeInTheDocument();
    expect(card.getByText('Acepta pacientes nuevos')).toBeInTheDocument();
    expect(card.getByText('Especialidad')).toBeInTheDocument();

    const zip = screen.getByLabelText('Código postal');
    fireEvent.change(zip, { target: { value: '972' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ingrese un código postal de 5 dígitos.', {}, WAIT)).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'Seleccionar este proveedor: Provider 1, MD' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Confirme su proveedor de atención primaria' }, WAIT),
    );
    expect(
      dialog.getByText(
        `¿Elegir a Provider 1, MD como proveedor de atención primaria de Casey Rivera, con fecha de vigencia ${formatIsoDate(today, 'es')}?`,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Confirmar selección' })).toBeInTheDocument();
  });
});
