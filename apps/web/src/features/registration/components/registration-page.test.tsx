import { REGISTRATION_MESSAGES, SECURITY_QUESTIONS } from '@dash/domain';
import { RegistrationDetails, RegistrationIdentityResponse, RegistrationResponse } from '@dash/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

const details = () =>
  reply(RegistrationDetails, {
    securityQuestions: SECURITY_QUESTIONS.map(({ id, text }) => ({ id, text })),
    questionCount: 2,
    minimumAge: 18,
  });

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fillIdentity(user: ReturnType<typeof renderApp>['user']) {
  await user.type(
    await screen.findByLabelText('Subscriber or member ID', {}, { timeout: 5000 }),
    'K10040001',
  );
  await user.type(input('First name'), 'Kendall');
  await user.type(input('Last name'), 'Moreno');
  await user.type(input('Date of birth'), '1988-04-12');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('/registration (issue 14)', { timeout: 30_000 }, () => {
  it('walks kendall through the steps and sends the identity with the sign-in', async () => {
    const api = mockApi({
      'GET /api/account/registration/details': details,
      'POST /api/account/registration/identity': () =>
        reply(RegistrationIdentityResponse, { verified: true }),
      'POST /api/account/registration': () => reply(RegistrationResponse, { username: 'kendall' }, 201),
    });
    const { user } = renderApp('/registration');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your online account' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verify your identity').closest('li')).toHaveAttribute('aria-current', 'step');
    await fillIdentity(user);

    await user.type(await screen.findByLabelText('Username', { selector: 'input' }), 'kendall');
    // The estimator's feedback knows the member's own words: the last name given in step 1 (issue 36).
    await user.type(input('Password'), 'Moreno-Lantern-9');
    expect(
      await screen.findByText(
        /It contains your username, your name or your e-mail address\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await user.clear(input('Password'));
    await user.type(input('Password'), 'Orbit+Cactus+Ferry+5');
    expect(await screen.findByText('Hard to guess: this password can be used.')).toBeInTheDocument();
    await user.type(input('Confirm password'), 'Orbit+Cactus+Ferry+6');
    await user.tab();
    expect(await screen.findByText(REGISTRATION_MESSAGES.mismatch)).toBeInTheDocument();
    await user.clear(input('Confirm password'));
    await user.type(input('Confirm password'), 'Orbit+Cactus+Ferry+5');
    await user.type(input('Email address'), 'kendall@example.com');
    await user.selectOptions(screen.getByLabelText('Security question 1', { selector: 'select' }), '1');
    await user.type(input('Answer 1'), 'Portland');
    await user.selectOptions(screen.getByLabelText('Security question 2', { selector: 'select' }), '2');
    await user.type(input('Answer 2'), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your account is ready');
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Log in' }).at(-1)).toHaveAttribute('href', '/login');
    const [sent] = api.requestsTo('POST /api/account/registration');
    expect(await sent?.json()).toEqual({
      identifier: 'K10040001',
      firstName: 'Kendall',
      lastName: 'Moreno',
      dateOfBirth: '1988-04-12',
      username: 'kendall',
      password: 'Orbit+Cactus+Ferry+5',
      email: 'kendall@example.com',
      securityAnswers: [
        { questionId: 1, answer: 'Portland' },
        { questionId: 2, answer: 'Rex' },
      ],
    });
  }, 30_000);

  it('tells robin he already has an account, with the ways back in, and stays on the screen', async () => {
    mockApi({
      'GET /api/account/registration/details': details,
      'POST /api/account/registration/identity': () =>
        replyError(409, { code: 'ALREADY_REGISTERED', message: REGISTRATION_MESSAGES.alreadyRegistered }),
    });
    const { user, router } = renderApp('/registration');
    await fillIdentity(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.alreadyRegistered);
    expect(screen.getByRole('link', { name: 'Forgot your username?' })).toHaveAttribute(
      'href',
      '/recovery/username',
    );
    expect(router.state.location.pathname).toBe('/registration');
  });

  it('shows the field rules before calling the gateway', async () => {
    const api = mockApi({ 'GET /api/account/registration/details': details });
    const { user } = renderApp('/registration');
    await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    expect(await screen.findByText('Subscriber or member ID is a required field')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/account/registration/identity')).toHaveLength(0);
  });

  it('is not there on the partner brand', async () => {
    mockApi({});
    const { router } = renderApp('/registration', { domainId: 5 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
  });
});
