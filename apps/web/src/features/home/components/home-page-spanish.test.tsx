import { HomeData } from '@dash/domain/api';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { mockApi } from '../../../../test/fetch-mock';
import { alexHome, cancelledPlan, homeHandlers } from '../../../../test/home-fixtures';
import { renderApp } from '../../../../test/render-app';

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('/home in Spanish (issue 17)', () => {
  it('shows the banners, tiles and programs in Spanish, with dates as dd/mm/yyyy', async () => {
    await act(() => setLocale('es'));
    startSession('session-token');
    mockApi(homeHandlers(HomeData.parse({ ...alexHome, planManagement: cancelledPlan('D') })));
    renderApp('/home');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido, Alex' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('ID de suscriptor')).toBeVisible();

    // The cancellation ends on 2026-12-31: day first in Spanish, and the benefits by their Spanish names.
    const ending = region('Sus beneficios están por terminar');
    expect(ending.getByText('Estos beneficios terminan el 31/12/2026:')).toBeVisible();
    expect(ending.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Médico', 'Dental']);
    expect(ending.getByRole('link', { name: 'Administrar su plan' })).toHaveAttribute(
      'href',
      '/account/plan-management',
    );

    const family = region('Su familia');
    expect(family.getByText('Alex Rivera (usted)')).toBeVisible();
    expect(family.getByRole('heading', { name: 'Su cobertura' })).toBeVisible();
    expect(family.getByText('Médico')).toBeVisible();
    expect(family.getAllByText('Activa desde el 01/01/2021').length).toBeGreaterThan(0);
    expect(family.getByRole('link', { name: 'Tarjeta de identificación como página web' })).toBeVisible();

    expect(screen.getByRole('heading', { name: 'Sus programas' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todos los programas' })).toBeVisible();
    expect(screen.queryByText('Your family')).not.toBeInTheDocument();
  });
});
