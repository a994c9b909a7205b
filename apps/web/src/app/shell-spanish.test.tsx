import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { mockApi } from '../../test/fetch-mock';
import { memberShellHandlers } from '../../test/member-shell-handlers';
import { renderApp } from '../../test/render-app';

// Pages and the member navigation are lazy chunks: the first test of the file imports them.
vi.setConfig({ testTimeout: 20_000 });
const LAZY = { timeout: 8000 };

const calendar = () => new Response('<p>calendar</p>', { headers: { 'Content-Type': 'text/html' } });
const linkTexts = (landmark: HTMLElement) =>
  within(landmark)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the shell in Spanish (issue 17)', () => {
  it('a member’s error page: header, menus, site map, error texts and ways on', async () => {
    await act(() => setLocale('es'));
    startSession('session-token');
    mockApi(memberShellHandlers);
    renderApp('/error/404');

    const title = 'Lo sentimos, parece que no encontramos esa página.';
    expect(await screen.findByRole('heading', { level: 1, name: title }, LAZY)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${title} | Evergreen Health & Dental`));
    expect(screen.getByText('Código de error: 404 No encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();

    expect(linkTexts(screen.getByRole('navigation', { name: 'Cuenta' }))).toEqual([
      'Contáctenos',
      'Cerrar sesión',
    ]);
    const main = await screen.findByRole('navigation', { name: 'Principal' }, LAZY);
    expect(within(main).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
    expect(within(main).getByRole('button', { name: 'Beneficios' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Reclamos/EOB' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Configuración de la cuenta' })).toBeInTheDocument();

    const siteMap = screen.getByRole('navigation', { name: 'Mapa del sitio' });
    expect(linkTexts(siteMap)).toEqual([
      'Inicio',
      'Beneficios',
      'Dental',
      'Programas',
      'Manuales del miembro',
      'Autorización previa',
      'Buscar atención',
      'Recursos',
      'Buscar un dentista',
      'Estimador de costos',
      'Reclamos/EOB',
      'Reclamos',
      'EOB',
    ]);

    const wayOn = screen.getByRole('navigation', { name: 'Adónde ir desde aquí' });
    expect(within(wayOn).getByRole('link', { name: 'Volver a Inicio' })).toHaveAttribute('href', '/home');
    expect(within(wayOn).getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('a signed-out error page with its tips', async () => {
    await act(() => setLocale('es'));
    mockApi({});
    renderApp('/error/500');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Lo sentimos, tenemos un problema con nuestro sistema. Lo resolveremos pronto.' },
        LAZY,
      ),
    ).toBeVisible();
    expect(screen.getByText('Cierre sesión y vuelva a iniciar sesión.')).toBeInTheDocument();
    expect(linkTexts(screen.getByRole('navigation', { name: 'Cuenta' }))).toEqual([
      'Iniciar sesión',
      'Contáctenos',
    ]);
    const wayOn = screen.getByRole('navigation', { name: 'Adónde ir desde aquí' });
    expect(within(wayOn).getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('the contact page names its blocks, lines and hours in Spanish', async () => {
    await act(() => setLocale('es'));
    mockApi({ 'GET /api/message/calendar/domain/1': calendar });
    renderApp('/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contáctenos' }, LAZY)).toBeVisible();
    const access = screen.getByRole('region', { name: 'Acceso a la cuenta' });
    expect(within(access).getByText('Ayuda para iniciar sesión en su Panel de Miembro')).toBeInTheDocument();
    expect(within(access).getByText(/^Teléfono:/)).toBeInTheDocument();
    expect(within(access).getByText(/^Horario:/)).toHaveTextContent(
      'Horario: De lunes a viernes, de 7:30 a.m. a 5:30 p.m. PT',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Calendario de días festivos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
