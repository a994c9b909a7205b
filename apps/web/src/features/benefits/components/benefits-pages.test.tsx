import {
  AccountDetails,
  BenefitHistory,
  BenefitSummary,
  type BenefitTierSummary,
  LimitList,
  ServiceDetail,
} from '@dash/domain/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import {
  deferred,
  type Handler,
  mockApi,
  type RouteKey,
  reply,
  replyError,
} from '../../../../test/fetch-mock';
import { jordanAccount } from '../../../../test/fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const money = (total: number, met: number) => ({ total, met, remaining: total - met });
const none = { total: null, met: null, remaining: null };

function tier(tierId: string, name: string, deductible: number): BenefitTierSummary {
  return {
    tierId,
    name,
    oopDeductibles: {
      individualDeductible: money(deductible, 2_000),
      familyDeductible: money(deductible * 3, 4_000),
      individualOutOfPocket: none,
      familyOutOfPocket: none,
    },
    services: [
      { url: '/services/dental/preventive', pageId: 'preventive', pageDescription: 'Preventive services' },
    ],
    maximums: [
      {
        description: 'Annual maximum',
        familyAmount: null,
        indivAmount: 150_000,
        met: 50_000,
        remaining: 100_000,
        detailDescription: 'The most the plan pays for each member in a calendar year.',
      },
      {
        description: 'Implant maximum',
        familyAmount: -1,
        indivAmount: -1,
        met: 0,
        remaining: 0,
        detailDescription: 'Not offered by this plan.',
      },
      {
        description: 'Cosmetic maximum',
        familyAmount: 0,
        indivAmount: 0,
        met: 0,
        remaining: 0,
        detailDescription: null,
      },
    ],
    dentalServices: [
      {
        code: 'D2740',
        name: 'Crown - porcelain/ceramic',
        amount: tierId === 'tab1' ? '50%' : '40%',
        description: 'A full crown of porcelain or ceramic.',
        incentiveTiers: ['70%', '80%'],
        benefitLimit: 'Once per tooth every 5 years',
      },
    ],
  };
}

// Out-of-network listed first: the in-network tab is still the one shown first (document 2 §4).
const dental = BenefitSummary.parse({
  productCategory: 'Dental',
  suffix: 0,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  tiers: [tier('tab2', 'Out-of-network', 10_000), tier('tab1', 'In network', 5_000)],
  nextPeriodStart: null,
});

const emptySummary = (productCategory: BenefitSummary['productCategory']) =>
  BenefitSummary.parse({
    productCategory,
    suffix: 0,
    periodStart: null,
    periodEnd: null,
    tiers: [],
    nextPeriodStart: null,
  });

const limit = (
  limitType: string,
  figures: [number | null, number | null, number | null],
  coverageType = 'INDIVIDUAL',
  networkTier = 'tab1',
) => ({
  productCategory: 'Dental',
  coverageType,
  limitType,
  networkTier,
  total: figures[0],
  totalMet: figures[1],
  totalRemaining: figures[2],
  detailedDescription: { header: `${limitType} header`, body: `${limitType} body` },
});

const limits = LimitList.parse([
  limit('Orthodontia', [150_000, 0, 150_000], 'INDIVIDUAL', 'outnet'),
  limit('Deductible - In Network', [5_000, 1_000, 4_000], 'FAMILY'),
  limit('Invalid', [5_000, 0, 0]),
  limit('Annual Limit', [150_000, 50_000, 100_000]),
]);

const account = AccountDetails.parse({ ...jordanAccount, memberKey: 'm-alex' });

function handlers(extra: Partial<Record<RouteKey, Handler>> = {}) {
  return {
    ...memberShellHandlers,
    'GET /api/account': () => reply(AccountDetails, account),
    'GET /api/benefits/dental': () => reply(BenefitSummary, dental),
    'GET /api/benefits/medical': () => reply(BenefitSummary, emptySummary('Medical')),
    'GET /api/benefits/vision': () => reply(BenefitSummary, emptySummary('Vision')),
    'GET /api/benefits/pharmacy': () => reply(BenefitSummary, emptySummary('Pharmacy')),
    'GET /api/benefits/limits': () => reply(LimitList, limits),
    ...extra,
  } satisfies Partial<Record<RouteKey, Handler>>;
}

function open(url: string, extra: Partial<Record<RouteKey, Handler>> = {}) {
  startSession('session-token');
  const api = mockApi(handlers(extra));
  const view = renderApp(url);
  return { ...view, api };
}

describe('/benefits/dental (document 2 §2, §3, §5)', () => {
  it('shows a skeleton, then the in-network tier first, its deductibles, maximums (-1 and 0 ignored) and services', async () => {
    const call = deferred(() => reply(BenefitSummary, dental));
    open('/benefits/dental', { 'GET /api/benefits/dental': call.handler });
    expect(
      await screen.findByRole('status', { name: 'Loading your benefits…' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    call.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dental benefits' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'In network' }, { timeout: 5000 });
    expect(screen.getByText(/^Plan period/).closest('p')).toHaveTextContent(
      'Plan period: 01/01/2026 - 12/31/2026',
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Out-of-network', 'In network']);
    expect(screen.getByRole('tab', { name: 'In network' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('heading', { name: 'Individual deductible' })).toBeInTheDocument();
    expect(panel.getByText('$20.00 met, $30.00 remaining of $50.00')).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Annual maximum' })).toBeInTheDocument();
    expect(panel.queryByText('Implant maximum')).not.toBeInTheDocument();
    expect(panel.queryByText('Cosmetic maximum')).not.toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Preventive services' })).toHaveAttribute(
      'href',
      '/benefits/services/dental/preventive?suffix=0',
    );
    expect(panel.getByText('50%')).toBeInTheDocument();
    expect(panel.getByText('70%, 80%')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Details of Crown - porcelain/ceramic' })).toHaveAttribute(
      'href',
      '/benefits/details/tab1/dental/D2740?suffix=0',
    );
  }, 15_000);

  it('switches tiers by click and by arrow keys', async () => {
    open('/benefits/dental');
    const inNetwork = await screen.findByRole('tab', { name: 'In network' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Out-of-network' }));
    expect(screen.getByRole('tab', { name: 'Out-of-network' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('40%')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Out-of-network' }), { key: 'ArrowRight' });
    expect(inNetwork).toHaveAttribute('aria-selected', 'true');
    expect(inNetwork).toHaveFocus();
  });

  it('shows only valid limits, Annual Limit first, then Deductible - In Network, with coverage type and description', async () => {
    open('/benefits/dental');
    const section = within(await screen.findByRole('region', { name: 'Limits' }, { timeout: 5000 }));
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Annual Limit',
      'Deductible - In Network',
      'Orthodontia',
    ]);
    expect(section.getByText('Annual Limit header')).toBeInTheDocument();
    expect(section.getByText('Annual Limit body')).toBeInTheDocument();
    expect(section.getByText('Family')).toBeInTheDocument();
    // The network in words as the tabs say it, never its code (document 2 §4, issue 36).
    const networks = section.getAllByText(/^(In network|Out-of-network)$/).map((dd) => dd.textContent);
    expect(networks).toEqual(['In network', 'In network', 'Out-of-network']);
    expect(section.queryByText(/\b(tab1|tab2|innet|outnet)\b/)).not.toBeInTheDocument();
  });

  it('asks again for another member and another day, with the suffix and asOfDate', async () => {
    const { api, router } = open('/benefits/dental');
    const member = await screen.findByRole('combobox', { name: 'Member' }, { timeout: 5000 });
    expect(member).toHaveValue('0');
    fireEvent.change(member, { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?suffix=2'));
    await waitFor(() =>
      expect(api.requestsTo('GET /api/benefits/dental').some((r) => r.url.includes('suffix=2'))).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('As of date'), { target: { value: '2025-06-30' } });
    await waitFor(() =>
      expect(
        api
          .requestsTo('GET /api/benefits/limits')
          .some((r) => r.url.includes('suffix=2&asOfDate=2025-06-30')),
      ).toBe(true),
    );
  }, 15_000);

  it('keeps a half-typed as-of date in the field without refetching; a complete day updates the address', async () => {
    const { api, router } = open('/benefits/dental');
    const field = await screen.findByLabelText('As of date', {}, { timeout: 5000 });
    await waitFor(() => expect(api.requestsTo('GET /api/benefits/dental')).toHaveLength(1));
    // The year "2025" typed key by key reaches the control as 0002, 0020, 0202 before 2025.
    for (const partial of ['0002-06-30', '0020-06-30', '0202-06-30']) {
      fireEvent.change(field, { target: { value: partial } });
      expect(field).toHaveValue(partial);
    }
    expect(router.state.location.search).toBe('');
    expect(api.requestsTo('GET /api/benefits/dental')).toHaveLength(1);
    fireEvent.change(field, { target: { value: '2025-06-30' } });
    await waitFor(() => expect(router.state.location.search).toBe('?asOfDate=2025-06-30'));
    await waitFor(() =>
      expect(
        api
          .requestsTo('GET /api/benefits/dental')
          .filter((r) => r.url.includes('asOfDate='))
          .map((r) => r.url),
      ).toEqual([expect.stringContaining('asOfDate=2025-06-30')]),
    );
    // Emptied: the plan's today again, without asOfDate.
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 15_000);
});

describe('/benefits/medical with no coverage on the day', () => {
  it('says what to do next', async () => {
    open('/benefits/medical');
    expect(
      await screen.findByText(
        /No medical benefits for this member on this day\. Choose another member or as-of date/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('a member whose coverage starts after the day asked for', () => {
  const later = (productCategory: BenefitSummary['productCategory']) => () =>
    reply(BenefitSummary, { ...emptySummary(productCategory), nextPeriodStart: '2027-01-01' });

  it('is told on a category page when it starts, with a link to that day', async () => {
    open('/benefits/medical?asOfDate=2026-12-10', { 'GET /api/benefits/medical': later('Medical') });
    expect(
      await screen.findByText(/This member's coverage starts on 01\/01\/2027\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the benefits from 01/01/2027' })).toHaveAttribute(
      'href',
      '/benefits/medical?suffix=0&asOfDate=2027-01-01',
    );
  });

  it('is told on the summary (the reduced menu asks for today), with a link to that day', async () => {
    open('/benefits/summary?asOfDate=2026-12-10', {
      'GET /api/benefits/medical': later('Medical'),
      'GET /api/benefits/dental': later('Dental'),
      'GET /api/benefits/vision': () => reply(BenefitSummary, emptySummary('Vision')),
      'GET /api/benefits/pharmacy': later('Pharmacy'),
    });
    expect(
      await screen.findByRole('link', { name: 'See the benefits from 01/01/2027' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/benefits/summary?suffix=0&asOfDate=2027-01-01');
    expect(screen.getByText(/This member's coverage starts on 01\/01\/2027\./)).toBeInTheDocument();
  });
});

describe('/benefits/summary (document 2 §2)', () => {
  it('is where /benefits (the phone bar’s Benefits) leads', async () => {
    const { router } = open('/benefits');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Benefits summary' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/summary');
  });

  it('shows the categories with benefits, with a link to each, passing asOfDate on', async () => {
    const { api } = open('/benefits/summary?asOfDate=2026-03-01');
    const dentalSection = within(await screen.findByRole('region', { name: 'Dental' }, { timeout: 5000 }));
    expect(dentalSection.getByText('In network · 01/01/2026 - 12/31/2026')).toBeInTheDocument();
    expect(dentalSection.getByRole('link', { name: 'View dental benefits' })).toHaveAttribute(
      'href',
      '/benefits/dental?suffix=0&asOfDate=2026-03-01',
    );
    expect(screen.queryByRole('region', { name: 'Medical' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/benefits/vision')[0]?.url).toContain('asOfDate=2026-03-01');
  });
});

describe('/benefits/services/dental/{code} (document 2 §3 service detail)', () => {
  it('shows the notes and each tier’s copay or coinsurance', async () => {
    open('/benefits/services/dental/D2740?suffix=0', {
      'GET /api/benefits/services/dental/D2740': () =>
        reply(ServiceDetail, {
          id: 'D2740',
          mainNote: 'Crown - porcelain/ceramic. Once per tooth every 5 years',
          outOfPocket: 'Counts toward the annual maximum.',
          tierOutOfPocket: [
            {
              description: 'Crown',
              network: 'In network',
              note: 'The plan pays 50%.',
              copay: null,
              coinsurance: 50,
              isCopay: false,
            },
            {
              description: 'Crown',
              network: 'Out-of-network',
              note: null,
              copay: 2_500,
              coinsurance: null,
              isCopay: true,
            },
          ],
        }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crown' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Counts toward the annual maximum.')).toBeInTheDocument();
    expect(screen.getByText('50% coinsurance')).toBeInTheDocument();
    expect(screen.getByText('$25.00 copay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dental benefits' })).toHaveAttribute(
      'href',
      '/benefits/dental?suffix=0',
    );
  });

  it('is reached from its own address, /services/dental/{code} (document 2 §2; issue 36)', async () => {
    const { router } = open('/services/dental/D0120?suffix=0', {
      'GET /api/benefits/services/dental/D0120': () =>
        reply(ServiceDetail, {
          id: 'D0120',
          mainNote: 'Periodic oral evaluation. Twice a year',
          outOfPocket: null,
          tierOutOfPocket: [
            {
              description: 'Periodic oral evaluation',
              network: 'In network',
              note: null,
              copay: 0,
              coinsurance: null,
              isCopay: true,
            },
          ],
        }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Periodic oral evaluation' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/services/dental/D0120');
    expect(router.state.location.search).toBe('?suffix=0');
  });

  it('is reached from a dental detail’s own address, /details/{id}/dental/{code} (document 2 §2; issue 36)', async () => {
    const { router } = open('/details/tab1/dental/D2740?suffix=0');
    await waitFor(() => expect(router.state.location.pathname).toBe('/benefits/details/tab1/dental/D2740'));
    expect(router.state.location.search).toBe('?suffix=0');
  });
});

describe('/benefits/history/{time}/benefits/{category} (document 2 §5)', () => {
  const history = BenefitHistory.parse([dental]);

  it('asks for the period of {time} and shows it with the tier tabs', async () => {
    const { api } = open('/benefits/history/2026-01-01/benefits/dental', {
      'GET /api/benefits/history': () => reply(BenefitHistory, history),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dental benefit history' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'In network' });
    expect(api.requestsTo('GET /api/benefits/history')[0]?.url).toContain(
      'suffix=0&category=dental&startDate=2026-01-01&endDate=2026-12-31',
    );
  });

  it('is reached from its own address, /history/{time}/benefits/{category} (document 2 §2; issue 36)', async () => {
    const { api, router } = open('/history/2026-01-01/benefits/dental?suffix=0', {
      'GET /api/benefits/history': () => reply(BenefitHistory, history),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dental benefit history' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'In network' });
    expect(router.state.location.pathname).toBe('/benefits/history/2026-01-01/benefits/dental');
    expect(router.state.location.search).toBe('?suffix=0');
    expect(api.requestsTo('GET /api/benefits/history')[0]?.url).toContain(
      'category=dental&startDate=2026-01-01',
    );
  });

  it('shows the range rule under the field, before asking', async () => {
    const { api } = open('/benefits/history/2026-01-01/benefits/dental', {
      'GET /api/benefits/history': () => reply(BenefitHistory, history),
    });
    const end = await screen.findByLabelText('End date', {}, { timeout: 5000 });
    fireEvent.change(end, { target: { value: '2025-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show history' }));
    expect(await screen.findByText('The end date must be after the start date.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('GET /api/benefits/history')).toHaveLength(1);
  });

  it('shows the gateway’s 400 message on the form, not an error page', async () => {
    const message = 'The start date cannot be earlier than 11/25/2024 (two years ago).';
    open('/benefits/history/2020-01-01/benefits/dental', {
      'GET /api/benefits/history': () =>
        replyError(400, { code: 'BAD_REQUEST', message, fieldErrors: { startDate: [message] } }),
    });
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dental benefit history' })).toBeInTheDocument();
  });
});

describe('/benefits/dental in Spanish (issue 17)', () => {
  it('shows the page, its tiers, amounts and dates in Spanish', async () => {
    await act(() => setLocale('es'));
    open('/benefits/dental');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beneficios dentales' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 5000 });
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Fuera de la red', 'Dentro de la red']);
    expect(screen.getByRole('tab', { name: 'Dentro de la red' })).toHaveAttribute('aria-selected', 'true');
    // Dates dd/mm/yyyy in Spanish; money the US way in both languages.
    expect(screen.getByText(/^Período del plan/).closest('p')).toHaveTextContent(
      'Período del plan: 01/01/2026 - 31/12/2026',
    );
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('heading', { name: 'Deducibles y gastos de bolsillo' })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Deducible individual' })).toBeInTheDocument();
    expect(panel.getByText('$20.00 alcanzado, quedan $30.00 de $50.00')).toBeInTheDocument();
    expect(panel.getByText('Individual').nextElementSibling).toHaveTextContent('$1,500.00');
    expect(panel.getByRole('link', { name: 'Detalles de Crown - porcelain/ceramic' })).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Límites' }));
    expect(section.getByText('Familiar')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Miembro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver períodos anteriores del plan' })).toBeInTheDocument();
    expect(screen.queryByText('Dental benefits')).not.toBeInTheDocument();
  }, 15_000);
});
