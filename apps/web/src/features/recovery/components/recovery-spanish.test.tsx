import { RecoveryAnswer } from '@dash/domain/api';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import english from '../locales/en.json';

describe('/recovery in Spanish (issue 17)', { timeout: 30_000 }, () => {
  it('asks for the username in Spanish, checks it in Spanish and shows the one response in Spanish', async () => {
    mockApi({
      'POST /api/recovery/forgot-password': () => reply(RecoveryAnswer, { message: english.passwordSent }),
    });
    const { user } = renderApp('/recovery/password');
    await screen.findByRole('heading', { level: 1, name: english.passwordTitle }, { timeout: 5000 });
    await act(() => setLocale('es'));
    expect(screen.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nombre de usuario es un campo obligatorio')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre de usuario', { selector: 'input' }), 'robin');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si el nombre de usuario coincide con una cuenta en línea, enviamos un enlace al correo electrónico registrado.',
    );
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('says in Spanish that a link without a token has ended', async () => {
    renderApp('/recovery/password/reset');
    await screen.findByRole('heading', { level: 1, name: english.resetTitle }, { timeout: 5000 });
    await act(() => setLocale('es'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ha vencido o ya se usó.');
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toBeInTheDocument();
  });
});
