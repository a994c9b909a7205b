import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { renderApp } from '../../../../test/render-app';

async function openLogin() {
  const app = renderApp('/login', { domainId: 1 });
  await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' });
  return app;
}

describe('/login validation in Spanish (issue 17)', () => {
  it('words the required messages of TokenRequest in Spanish, tied to their fields', async () => {
    const { user } = await openLogin();
    await act(() => setLocale('es'));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const usernameError = await screen.findByText('Nombre de usuario es un campo obligatorio');
    expect(usernameError).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Nombre de usuario')).toHaveAccessibleDescription(
      'Nombre de usuario es un campo obligatorio',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Contraseña es un campo obligatorio',
    );
    expect(screen.queryByText(/required field/)).not.toBeInTheDocument();
  });

  it('renders again a message already shown when the language changes, and words the length limit', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'u'.repeat(65));
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Too big: expected string to have <=64 characters')).toBeInTheDocument();
    expect(screen.getByText('Password is a required field')).toBeInTheDocument();
    await act(() => setLocale('es'));
    expect(
      await screen.findByText('Demasiado largo: se admiten como máximo 64 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText('Contraseña es un campo obligatorio')).toBeInTheDocument();
  });
});
