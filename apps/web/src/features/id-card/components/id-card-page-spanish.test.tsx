import {
  IdCardEmailResponse,
  IdCardEmailState,
  IdCardMembers,
  PlanManagementDetails,
  PlanManagementResponse,
} from '@dash/domain/api';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

// Whole-app renders on a shared, busy machine: more time than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const family = IdCardMembers.parse({
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
      categories: [],
      self: false,
    },
  ],
});

/** A direct plan being cancelled (status M) whose coverage ends on 30 November 2026. */
const cancelling = PlanManagementDetails.parse({
  eligibleAndActive: true,
  groupType: 'DIRECT',
  openEnrollmentStart: '2026-11-01',
  openEnrollmentEnd: '2099-12-15',
  currentPlanYear: 2026,
  upcomingPlanYear: 2027,
  coverageEndDateUponCancellation: '2026-11-30',
  coverageStartDateUponRenewal: '2027-01-01',
  directPlanCancellationStatus: { id: 'M' },
  directCancellationOptions: [{ id: 'D', description: 'Cancel my medical and dental plans' }],
  directShopUrl: null,
  exchangeUrl: null,
  exchangeUrlLabel: null,
});

describe('/id-card in Spanish (issue 17)', () => {
  it('shows the cards, their categories and the e-mail outcome in Spanish', async () => {
    await act(() => setLocale('es'));
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/idCard/members': () => reply(IdCardMembers, family),
      'GET /api/idCard/email': () =>
        reply(IdCardEmailState, {
          latest: { status: 'retrying', requestedAt: '2026-11-28T15:04:00.000Z', sentTo: 'a***@example.com' },
        }),
      'POST /api/idCard/email': () =>
        reply(IdCardEmailResponse, { status: 'queued', sentTo: 'a***@example.com' }),
    });
    const { user } = renderApp('/id-card');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tarjetas de identificación' }, { timeout: 5000 }),
    ).toBeVisible();
    const alex = (await screen.findByRole('heading', { level: 2, name: 'Alex Rivera (usted)' })).closest(
      'li',
    );
    if (!alex) throw new Error('no card for Alex');
    expect(within(alex).getByText('Médico, Dental')).toBeVisible();
    expect(
      within(alex).getByRole('combobox', { name: 'Tarjeta que desea pedir (Alex Rivera)' }),
    ).toBeVisible();
    expect(within(alex).getByRole('option', { name: 'Médico' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No tiene cobertura vigente, así que no hay tarjeta de identificación para este miembro.',
      ),
    ).toBeVisible();

    await user.click(
      within(alex).getByRole('button', { name: /^Enviar tarjeta de identificación por correo electrónico/ }),
    );
    expect(
      await within(alex).findByText(
        'Estamos enviando su tarjeta de identificación a a***@example.com. Puede tardar unos minutos.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Nuestro servidor de correo electrónico todavía no pudo enviarla a a\*\*\*@example\.com\./,
      ),
    ).toBeVisible();
    expect(screen.queryByText('ID cards')).not.toBeInTheDocument();
  });

  it('words the plan management page in Spanish, with dates as dd/mm/yyyy', async () => {
    await act(() => setLocale('es'));
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/account': accountAreaHandlers['GET /api/account'],
      'GET /api/plan-management/details': () => reply(PlanManagementResponse, cancelling),
    });
    renderApp('/account/plan-management');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrar su plan' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('Sus beneficios están por terminar')).toBeVisible();
    expect(screen.getByText('Estos beneficios terminan el 30/11/2026:')).toBeVisible();
    expect(screen.getByText('Su cobertura termina el 30/11/2026.')).toBeVisible();
    expect(screen.getByText('Año actual del plan: 2026')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cancelar su plan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar plan' })).toBeDisabled();
  });
});
