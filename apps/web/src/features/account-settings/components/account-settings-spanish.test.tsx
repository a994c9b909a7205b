import { ConnectedApps } from '@dash/domain/api';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

describe('/account/settings in Spanish (issue 17)', () => {
  it('shows every card of the settings page in Spanish, and the day an app was connected', async () => {
    await act(() => setLocale('es'));
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      ...accountAreaHandlers,
      'GET /api/account/connected-apps': () =>
        reply(ConnectedApps, [
          {
            grantId: 'grant-1',
            clientId: 'blue-button-demo',
            appName: 'Blue Button Demo App',
            willRead: ['Your plans and when they are in effect'],
            connectedOn: '2026-01-15T18:00:00.000Z',
          },
        ]),
    });
    renderApp('/account/settings');
    await screen.findByRole('heading', { level: 1, name: 'Configuración' }, { timeout: 5000 });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Inicio de sesión y seguridad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar su contraseña' })).toHaveAttribute(
      'href',
      '/account/settings/change-password',
    );
    expect(screen.getByRole('button', { name: 'Cerrar sesión en todas partes' })).toBeEnabled();

    const mfa = (
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Inicio de sesión en dos pasos' },
        { timeout: 5000 },
      )
    ).closest('section') as HTMLElement;
    expect(within(mfa).getByText('El inicio de sesión en dos pasos está desactivado.')).toBeInTheDocument();
    expect(within(mfa).getByRole('group', { name: '¿Cómo desea recibir su código?' })).toBeInTheDocument();
    expect(within(mfa).getByLabelText('Aplicación de autenticación')).toBeChecked();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nombre de usuario' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Preguntas de seguridad' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Preferencias de comunicación' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico', { selector: 'dt' })).toBeInTheDocument();

    const apps = (
      await screen.findByRole('heading', { level: 2, name: 'Aplicaciones conectadas' }, { timeout: 5000 })
    ).closest('section') as HTMLElement;
    expect(within(apps).getByText('Conectada el 15 de enero de 2026')).toBeInTheDocument();
    expect(within(apps).getByRole('button', { name: 'Desconectar Blue Button Demo App' })).toBeEnabled();
  }, 20000);
});
