import { SECURITY_QUESTIONS } from '@dash/domain';
import { RegistrationDetails } from '@dash/domain/api';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import english from '../locales/en.json';

const details = () =>
  reply(RegistrationDetails, {
    securityQuestions: SECURITY_QUESTIONS.map(({ id, text }) => ({ id, text })),
    questionCount: 2,
    minimumAge: 18,
  });

async function openInSpanish() {
  const api = mockApi({
    'GET /api/account/registration/details': details,
    'POST /api/account/registration/identity': () =>
      replyError(400, { code: 'UNDER_AGE', message: 'Members under 18 cannot create an online account.' }),
  });
  const app = renderApp('/registration');
  await screen.findByRole('heading', { level: 1, name: english.title }, { timeout: 5000 });
  await act(() => setLocale('es'));
  return { ...app, api };
}

describe('/registration step 1 in Spanish (issue 17)', { timeout: 30_000 }, () => {
  it('shows the step, its fields and its validation messages in Spanish', async () => {
    const { user, api } = await openInSpanish();
    expect(screen.getByRole('heading', { level: 1, name: 'Cree su cuenta en línea' })).toBeInTheDocument();
    expect(screen.getByText('Verifique su identidad').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/exactamente como aparece en su tarjeta/)).toBeInTheDocument();
    expect(screen.getByText('¿Ya tiene una cuenta?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    // The form's schema is imported at its first check (decision 072): its messages follow.
    expect(await screen.findByText('Nombre es un campo obligatorio')).toBeInTheDocument();
    const identifier = screen.getByLabelText('ID de suscriptor o de miembro', { selector: 'input' });
    expect(identifier).toHaveAccessibleDescription(
      'Las 9 o 10 letras y dígitos de su tarjeta de identificación de miembro. ID de suscriptor o de miembro es un campo obligatorio',
    );
    expect(screen.getByText('Apellido es un campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Fecha de nacimiento es un campo obligatorio')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre', { selector: 'input' }), '1');
    expect(await screen.findByText('Nombre: valor no válido')).toBeInTheDocument();
    expect(screen.queryByText(/required field|Invalid/)).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/account/registration/identity')).toHaveLength(0);
  });

  it('words the gateway’s refusal by its code', async () => {
    const { user } = await openInSpanish();
    await user.type(
      screen.getByLabelText('ID de suscriptor o de miembro', { selector: 'input' }),
      'K10040001',
    );
    await user.type(screen.getByLabelText('Nombre', { selector: 'input' }), 'Kendall');
    await user.type(screen.getByLabelText('Apellido', { selector: 'input' }), 'Moreno');
    await user.type(screen.getByLabelText('Fecha de nacimiento', { selector: 'input' }), '2015-04-12');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los miembros menores de 18 años no pueden crear una cuenta en línea.',
    );
  });
});
