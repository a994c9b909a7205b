import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

async function openInSpanish(path: string, heading: string) {
  await act(() => setLocale('es'));
  startSession('session-token');
  mockApi({ ...memberShellHandlers, ...accountAreaHandlers });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return app;
}

describe('/account in Spanish (issue 17)', () => {
  it('shows the summary, its sub-navigation and its dates in Spanish', async () => {
    await openInSpanish('/account/summary', 'Resumen');
    const navigation = screen.getByRole('navigation', { name: 'Páginas de mi cuenta' });
    const links = await within(navigation).findAllByRole('link', {}, { timeout: 5000 });
    expect(links.map((link) => link.textContent)).toEqual([
      'Resumen',
      'Información del miembro',
      'Configuración',
      'Beneficios del plan del miembro',
      'Centro de ayuda',
    ]);
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('ID del suscriptor')).toHaveTextContent('EV1000001');
    expect(fact('Fecha de vigencia')).toHaveTextContent('01/01/2024');
    // Hired on March 1, 2015: day first in Spanish.
    expect(fact('Fecha de contratación')).toHaveTextContent('01/03/2015');
    expect(screen.getByRole('heading', { level: 2, name: 'Productos' })).toBeInTheDocument();
    expect(screen.getByText('No elegible')).toBeInTheDocument();
  }, 20000);

  it('shows the member information and the address card in Spanish', async () => {
    await openInSpanish('/account/member-information', 'Información del miembro');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Miembros de la familia' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dirección' })).toBeInTheDocument();
    expect(screen.getAllByText('Fecha de nacimiento', { selector: 'dt' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Otra cobertura', { selector: 'dt' }).length).toBeGreaterThan(0);
  }, 20000);
});
