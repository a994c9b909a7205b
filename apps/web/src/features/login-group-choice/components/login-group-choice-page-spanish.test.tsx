import { LoginState } from '@dash/domain/api';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { setTemporaryToken } from '@/lib/session';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { taylorLoginState } from '../../../../test/group-fixtures';
import { renderApp } from '../../../../test/render-app';

describe('/group-selection in Spanish (issue 17)', () => {
  it('words each group in Spanish, with its dates as dd/mm/yyyy', async () => {
    await act(() => setLocale('es'));
    mockApi({ 'GET /api/login-state': () => reply(LoginState, taylorLoginState) });
    setTemporaryToken('temporary-token');
    renderApp('/group-selection');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elija un grupo' }, { timeout: 5000 }),
    ).toBeVisible();
    const riverbend = within(screen.getByRole('listitem', { name: 'Riverbend School District' }));
    expect(riverbend.getByText('Este plan de grupo está inactivo.')).toBeVisible();
    expect(riverbend.getByText('Fecha de terminación')).toBeVisible();
    expect(riverbend.getByText('31/12/2020')).toBeVisible();
    expect(riverbend.getByRole('button', { name: 'Iniciar sesión en la cuenta' })).toBeEnabled();
  });
});
