import { IdCardContents } from '@dash/domain/api';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const cards: IdCardContents = {
  cards: [
    {
      category: 'Medical',
      brandName: 'Evergreen Health & Dental',
      memberName: 'Jordan Rivera',
      memberId: 'M10020001-01',
      group: '10001000 Cascade Employers',
      plan: 'Evergreen PPO',
      effectiveDate: '2021-03-09',
      pharmacy: null,
      claimsAddress: ['Evergreen Claims', 'PO Box 5550', 'Portland, OR 97208'],
      phones: { customerService: '1-555-010-2700', dashboardHelp: '1-555-010-2800', tty: '711' },
    },
    {
      category: 'Pharmacy',
      brandName: 'Evergreen Health & Dental',
      memberName: 'Jordan Rivera',
      memberId: 'M10020001-01',
      group: '10001000 Cascade Employers',
      plan: 'Evergreen Rx',
      effectiveDate: null,
      pharmacy: { rxBin: '610555', rxPcn: 'EVGRX', rxGroup: 'EVG1000' },
      claimsAddress: ['Evergreen Claims', 'PO Box 5550', 'Portland, OR 97208'],
      phones: { customerService: '1-555-010-2900', dashboardHelp: '1-555-010-2800', tty: '711' },
    },
  ],
};

vi.setConfig({ testTimeout: 20_000 });

/** The label → value pairs of each of a card's lists (front, then the numbers on the back), in order. */
const listsOf = (card: HTMLElement) =>
  [...card.querySelectorAll('dl')].map((list) =>
    within(list as HTMLElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('/id-card/{suffix}: the ID card as a web page (issue 17)', () => {
  it('shows each card front and back, as the pdf prints it, with the numbers as phone links', async () => {
    startSession('session-token');
    const api = mockApi({
      ...memberShellHandlers,
      'GET /api/idCard/content': () => reply(IdCardContents, cards),
    });
    renderApp('/id-card/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member ID card' }, { timeout: 5000 }),
    ).toBeVisible();
    const medical = await screen.findByRole('article', { name: 'Medical card' });
    const [front, back] = listsOf(medical);
    expect(front).toEqual([
      ['Member', 'Jordan Rivera'],
      ['Member ID', 'M10020001-01'],
      ['Group', '10001000 Cascade Employers'],
      ['Plan', 'Evergreen PPO'],
      ['Effective', '03/09/2021'],
    ]);
    expect(back).toEqual([
      ['Customer service', '1-555-010-2700'],
      ['Member Dashboard help', '1-555-010-2800'],
      ['TTY', '711'],
    ]);
    expect(within(medical).getByRole('link', { name: '1-555-010-2700' })).toHaveAttribute(
      'href',
      'tel:15550102700',
    );
    expect(within(medical).getByText('PO Box 5550')).toBeVisible();
    expect(
      within(medical).getByText('This card does not guarantee coverage. Show it at every visit.'),
    ).toBeVisible();

    const pharmacy = screen.getByRole('article', { name: 'Pharmacy card' });
    expect(listsOf(pharmacy)[0]?.slice(4)).toEqual([
      ['Effective', 'Not shown'],
      ['Rx BIN', '610555'],
      ['Rx PCN', 'EVGRX'],
      ['Rx Group', 'EVG1000'],
    ]);
    expect(screen.getByRole('button', { name: 'Print this card' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to ID cards' })).toHaveAttribute('href', '/id-card');
    const [request] = api.requestsTo('GET /api/idCard/content');
    expect(new URL(request?.url ?? '').searchParams.get('suffix')).toBe('1');
  });

  it('speaks Spanish, with the date written day first', async () => {
    startSession('session-token');
    mockApi({ ...memberShellHandlers, 'GET /api/idCard/content': () => reply(IdCardContents, cards) });
    await act(() => setLocale('es'));
    renderApp('/id-card/1');
    const medical = await screen.findByRole('article', { name: 'Tarjeta de Medical' }, { timeout: 5000 });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tarjeta de identificación del miembro' }),
    ).toBeVisible();
    expect(listsOf(medical)[0]?.[4]).toEqual(['Vigencia', '09/03/2021']);
    expect(
      within(medical).getByText('Esta tarjeta no garantiza la cobertura. Preséntela en cada visita.'),
    ).toBeVisible();
  });

  it('sends an address that is not a suffix to the not-found page without asking the gateway', async () => {
    startSession('session-token');
    const api = mockApi({ ...memberShellHandlers });
    const { router } = renderApp('/id-card/x1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/error/404'), { timeout: 15_000 });
    expect(api.requestsTo('GET /api/idCard/content')).toEqual([]);
  });

  it('leaves a refusal to the error page in place, as for the pdf', async () => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/idCard/content': () =>
        replyError(403, { code: 'FORBIDDEN', message: 'No ID card for this member.' }),
    });
    const { router } = renderApp('/id-card/0');
    expect(
      await screen.findByText('Error code: 403 Forbidden', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Member ID card' })).toBeNull();
    expect(router.state.location.pathname).toBe('/id-card/0');
  });
});
