import { RECOVERY_MESSAGES, RECOVERY_TEXTS } from '@dash/domain';
import { RecoveryAnswer, ResetLinkResponse } from '@dash/domain/api';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n/locale';
import { mockApi, reply, replyError, replyNoContent } from '../../../../test/fetch-mock';
import { brandConfig } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import english from '../locales/en.json';
import { PasswordResetPage } from './password-reset-page';

const TOKEN = 'a'.repeat(43);
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** The status that says `text`: while the request is on its way, the spinner is a status too. */
const findStatus = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');

describe('/recovery/username and /recovery/password (issue 14)', { timeout: 30_000 }, () => {
  it('sends the identity and shows the one response', async () => {
    const api = mockApi({
      'POST /api/recovery/forgot-username': () =>
        reply(RecoveryAnswer, { message: RECOVERY_TEXTS.usernameSent }),
    });
    const { user } = renderApp('/recovery/username');
    await user.type(
      await screen.findByLabelText('Subscriber or member ID', {}, { timeout: 5000 }),
      'K10040002',
    );
    await user.type(input('First name'), 'Robin');
    await user.type(input('Last name'), 'Okafor');
    await user.type(input('Date of birth'), '1979-09-30');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await findStatus(RECOVERY_TEXTS.usernameSent)).not.toBeNull();
    expect(await api.requestsTo('POST /api/recovery/forgot-username')[0]?.json()).toEqual({
      identifier: 'K10040002',
      firstName: 'Robin',
      lastName: 'Okafor',
      dateOfBirth: '1979-09-30',
    });
  });

  it('asks for a username and shows the one response', async () => {
    mockApi({
      'POST /api/recovery/forgot-password': () =>
        reply(RecoveryAnswer, { message: RECOVERY_TEXTS.passwordSent }),
    });
    const { user } = renderApp('/recovery/password');
    await user.type(
      await screen.findByLabelText('Username', { selector: 'input' }, { timeout: 5000 }),
      'robin',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await findStatus(RECOVERY_TEXTS.passwordSent)).not.toBeNull();
  });

  it('is not there on the partner brand', async () => {
    mockApi({});
    const { router } = renderApp('/recovery/password', { domainId: 5 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
  });
});

describe('/recovery/password/reset (issue 14)', { timeout: 30_000 }, () => {
  const linkOk = () => reply(ResetLinkResponse, { questionId: 1, question: 'In what city were you born?' });

  it('asks the security question, shows the attempts left, then resets', async () => {
    let answers = 0;
    const api = mockApi({
      'POST /api/recovery/forgot-password/link': linkOk,
      'PUT /api/recovery/forgot-password': () => {
        answers += 1;
        if (answers === 1) {
          const message = RECOVERY_MESSAGES.wrongAnswer(4);
          return replyError(400, {
            code: 'WRONG_SECURITY_ANSWER',
            message,
            attemptsRemaining: 4,
            fieldErrors: { securityAnswer: [message] },
          });
        }
        return replyNoContent();
      },
    });
    const { user } = renderApp(`/recovery/password/reset#token=${TOKEN}`);
    const answer = await screen.findByLabelText('In what city were you born?', {}, { timeout: 5000 });
    await user.type(answer, 'Seattle');
    await user.type(input('New password'), 'Portland2027!');
    await user.type(input('Confirm new password'), 'Portland2027!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(RECOVERY_MESSAGES.wrongAnswer(4))).not.toHaveLength(0);
    await user.clear(answer);
    await user.type(answer, 'Portland');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await findStatus(english.resetDone)).not.toBeNull();
    expect(await api.requestsTo('PUT /api/recovery/forgot-password')[1]?.json()).toEqual({
      token: TOKEN,
      securityAnswer: 'Portland',
      newPassword: 'Portland2027!',
    });
  });

  it('says a used or expired link has ended, with the way to a new one', async () => {
    mockApi({
      'POST /api/recovery/forgot-password/link': () =>
        replyError(400, { code: 'RESET_LINK_INVALID', message: RECOVERY_MESSAGES.linkInvalid }),
    });
    renderApp(`/recovery/password/reset#token=${'b'.repeat(43)}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      RECOVERY_MESSAGES.linkInvalid,
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/recovery/password',
    );
  });

  it('says so at once for an address without a token', async () => {
    mockApi({});
    renderApp('/recovery/password/reset');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      RECOVERY_MESSAGES.linkInvalid,
    );
  });
});

// The link's token is in the fragment, which the server never receives: its page and the hydration
// that takes it over must say the same thing, and that is "checking", not "this link has ended".
describe('/recovery/password/reset as the server renders it', () => {
  it('shows the link being checked, never that it has ended, whatever the fragment', () => {
    for (const address of [`/recovery/password/reset#token=${TOKEN}`, '/recovery/password/reset']) {
      const html = renderToString(
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient()}>
            <BrandProvider brand={brandConfig(1)}>
              <MemoryRouter initialEntries={[address]}>
                <PasswordResetPage />
              </MemoryRouter>
            </BrandProvider>
          </QueryClientProvider>
        </I18nProvider>,
      );
      expect(html, address).toContain(`aria-label="${english.checking}"`);
      expect(html, address).not.toContain(RECOVERY_MESSAGES.linkInvalid);
    }
  });
});
