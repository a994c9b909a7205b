import { AccountAccessResponse } from '@dash/domain/api';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const access: AccountAccessResponse = {
  sessions: [
    {
      sessionId: '11111111-1111-4111-8111-111111111111',
      signedInAt: '2026-11-25T15:00:00.000Z',
      lastUsedAt: '2026-11-25T15:30:00.000Z',
      domainId: 1,
      browser: null,
      device: 'Windows 10, desktop',
      current: true,
    },
  ],
  staffVisits: [
    {
      at: '2026-11-20T14:00:00.000Z',
      staffRole: 'logInAsAnyone',
      viewed: ['claims'],
      changed: [],
      refused: [],
    },
  ],
  canEndSessions: true,
};

describe('/account/settings/access in Spanish (issue 17)', () => {
  it('shows the sessions and the staff visits in Spanish, with Spanish dates', async () => {
    await act(() => setLocale('es'));
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      ...accountAreaHandlers,
      'GET /api/account/access': () => reply(AccountAccessResponse, access),
    });
    renderApp('/account/settings/access');
    await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión y acceso' }, { timeout: 5000 });
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Dónde tiene la sesión iniciada' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Este navegador')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Navegador desconocido · Windows 10, desktop' }),
    ).toBeInTheDocument();
    // The header's utility menu says it too, in Spanish now: the session's own link is in its entry.
    const current = screen.getByText('Este navegador').closest('li');
    expect(within(current as HTMLElement).getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute(
      'href',
      '/logout',
    );
    expect(screen.getByText('No tiene la sesión iniciada en ningún otro lugar.')).toBeInTheDocument();

    const staff = screen.getByRole('region', { name: 'Personal de soporte que inició sesión como usted' });
    // 20 November 2026 in Spanish ("20 nov 2026, …"), whatever the time zone's hour.
    expect(within(staff).getByRole('heading', { level: 3 })).toHaveTextContent(/^20 nov 2026/);
    const fact = (label: string) => within(staff).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Función del personal')).toHaveTextContent('Personal de soporte: cualquier miembro');
    expect(fact('Cambió')).toHaveTextContent('Nada');
    // The area the API names by key, in Spanish too (it was sent, and shown, in English).
    expect(fact('Consultó')).toHaveTextContent('Reclamos');
  }, 20000);
});
