import { AccountDetails, CostEstimateResponse } from '@dash/domain/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { type Handler, mockApi, type RouteKey, reply } from '../../../../test/fetch-mock';
import { jordanAccount } from '../../../../test/fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const mri = {
  code: '73721',
  codeSystem: 'CPT',
  category: 'medical',
  name: { en: 'MRI of a knee, without contrast', es: 'Resonancia magnética de rodilla, sin contraste' },
  bundledItems: [],
  prerequisite: 'priorAuthorization',
} as const;

const estimate = CostEstimateResponse.parse({
  suffix: 0,
  sort: 'cost',
  matches: [mri, { ...mri, code: '72148', name: { en: 'MRI of the lower back', es: 'Resonancia lumbar' } }],
  estimate: {
    service: mri,
    costSharing: { covered: true, deductibleApplies: true, copay: null, coinsurancePercent: 20 },
    outOfNetworkAllowed: 88_000,
    accumulators: {
      individualDeductible: { limit: 150_000, met: 45_000, remaining: 105_000 },
      familyDeductible: { limit: 300_000, met: 167_400, remaining: 132_600 },
      individualOutOfPocket: null,
      familyOutOfPocket: null,
      annualMaximum: null,
    },
    providers: [
      {
        providerId: 'PRV300001',
        name: 'Cascade Imaging Center',
        groupName: null,
        specialty: 'Radiology',
        distance: 1.8,
        address: '2801 N Gantenbein Ave, Portland, OR 97227',
        phoneNumber: '555-030-1001',
        negotiatedRate: 124_400,
        estimate: {
          kind: 'estimate',
          member: { deductible: 105_000, copay: 0, coinsurance: 3_880, aboveMaximum: 0, total: 108_880 },
          planPays: 15_520,
          outOfPocketReached: false,
          annualMaximumReached: false,
        },
      },
      {
        providerId: 'PRV300004',
        name: 'Willamette Valley Hospital',
        groupName: null,
        specialty: 'Hospital',
        distance: null,
        address: null,
        phoneNumber: null,
        negotiatedRate: null,
        estimate: { kind: 'noEstimate' },
      },
    ],
  },
});

function open(path: string, overrides: Partial<Record<RouteKey, Handler>> = {}) {
  startSession('session-token');
  const api = mockApi({
    ...memberShellHandlers,
    'GET /api/account': () => reply(AccountDetails, jordanAccount),
    'GET /api/cost-estimate': () => reply(CostEstimateResponse, estimate),
    ...overrides,
  });
  return { api, ...renderApp(path) };
}

// The area's lazy chunk is compiled on first use: the first test pays for it.
const SLOW = 30_000;
const WAIT = { timeout: 5000 };

describe('/find-care/cost-estimator (issue 38 §1)', () => {
  it('checks the search with the shared rule before asking, then puts it in the address', {
    timeout: SLOW,
  }, async () => {
    const { api, router } = open('/find-care/cost-estimator');
    const term = await screen.findByLabelText(/^Service or billing code/, {}, { timeout: 15_000 });
    expect(screen.getByText('Enter a service to see your estimate.')).toBeInTheDocument();
    fireEvent.change(term, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(
      await screen.findByText('Enter a service or a billing code of 2 to 60 characters.', {}, WAIT),
    ).toBeInTheDocument();
    fireEvent.change(term, { target: { value: 'knee MRI' } });
    fireEvent.change(screen.getByLabelText('Sort providers by'), { target: { value: 'distance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findByText('Enter a ZIP code to sort by distance.', {}, WAIT)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/cost-estimate')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('ZIP code (optional)'), { target: { value: '97204' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(router.state.location.search).toContain('q=knee+MRI'), WAIT);
    expect(router.state.location.search).toContain('zip=97204');
    expect(router.state.location.search).toContain('sort=distance');
  });

  it('shows the seven items: cost-sharing, accumulators, rate, out-of-network amount, prerequisite and notice', {
    timeout: SLOW,
  }, async () => {
    open('/find-care/cost-estimator?q=knee+MRI');
    expect(
      await screen.findByRole(
        'heading',
        { level: 3, name: /MRI of a knee, without contrast/ },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const accumulators = within(screen.getByRole('region', { name: 'Your plan year so far (in network)' }));
    expect(accumulators.getByText('$450.00 met of $1,500.00; $1,050.00 remaining')).toBeInTheDocument();
    expect(screen.getByText('Out-of-network allowed amount: $880.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your prior authorizations' })).toHaveAttribute(
      'href',
      '/benefits/prior-authorization',
    );
    const cascade = within(screen.getByRole('article', { name: 'Cascade Imaging Center' }));
    expect(cascade.getByText('$1,244.00')).toBeInTheDocument();
    expect(cascade.getByText('$1,088.80')).toBeInTheDocument();
    expect(cascade.getByText('$1,050.00')).toBeInTheDocument();
    const hospital = within(screen.getByRole('article', { name: 'Willamette Valley Hospital' }));
    expect(hospital.getByText(/Covered, no estimate available/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This is an estimate' })).toBeInTheDocument();
    expect(screen.getByText(/balance billing/)).toBeInTheDocument();
    const others = within(screen.getByRole('navigation', { name: 'Other matching services' }));
    expect(others.getByRole('link', { name: 'MRI of the lower back (CPT 72148)' })).toBeInTheDocument();
  });

  it('sends the member of the family the address names', { timeout: SLOW }, async () => {
    const { api } = open('/find-care/cost-estimator?member=1&q=73721');
    await screen.findByRole('heading', { level: 3, name: /MRI of a knee/ }, { timeout: 15_000 });
    const [request] = api.requestsTo('GET /api/cost-estimate');
    expect(new URL(request?.url ?? '', 'http://localhost').searchParams.get('suffix')).toBe('1');
  });

  it('speaks Spanish: the page, the service’s name and the notice', { timeout: SLOW }, async () => {
    await act(() => setLocale('es'));
    open('/find-care/cost-estimator?q=rodilla');
    expect(
      await screen.findByRole(
        'heading',
        { level: 3, name: /Resonancia magnética de rodilla, sin contraste/ },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Estimador de costos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Esto es un estimado' })).toBeInTheDocument();
    expect(screen.getByText('Monto permitido fuera de la red: $880.00')).toBeInTheDocument();
  });
});
