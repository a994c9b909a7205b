import { AddressResponse, SettingsPreferencesResponse, ShellContext } from '@dash/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import {
  accountAreaHandlers,
  alexAddress,
  alexSecurityQuestions,
  alexSettingsPreferences,
} from '../../../../test/account-fixtures';
import {
  type Handler,
  mockApi,
  type RouteKey,
  reply,
  replyError,
  replyNoContent,
} from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { withOtherCallsUnavailable } from '../../../../test/other-calls';
import { renderApp } from '../../../../test/render-app';
import english from '../locales/en.json';

type Handlers = Partial<Record<RouteKey, Handler>>;

async function openAccount(path: string, heading: string, handlers: Handlers = {}) {
  startSession('session-token');
  const api = mockApi({ ...memberShellHandlers, ...accountAreaHandlers, ...handlers });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return { ...app, api };
}

/** The security answers' form: the multi-factor card has its own current-password field. */
const securityAnswersForm = () => {
  const form = screen.getByLabelText('What was the name of your first pet?').closest('form');
  if (!form) throw new Error('the security answers form is not open');
  return within(form);
};

const subNavigation = () => screen.getByRole('navigation', { name: english.subNavigationLabel });

describe('/account (document 1 §2 account sub-routes; issue 13)', () => {
  it('opens the summary with the sub-navigation, and shows subscriber, groups, dates and products', async () => {
    const { router } = await openAccount('/account', 'Summary');
    expect(router.state.location.pathname).toBe('/account/summary');
    const links = await within(subNavigation()).findAllByRole('link', {}, { timeout: 5000 });
    expect(links.map((link) => link.textContent)).toEqual([
      'Summary',
      'Member information',
      'Settings',
      'Member plan benefits',
      'Help center',
    ]);
    expect(within(subNavigation()).getByRole('link', { name: 'Summary' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('EV1000001')).toBeInTheDocument();
    expect(screen.getByText('Evergreen Parent Group (900)')).toBeInTheDocument();
    expect(screen.getByText('01/01/2024')).toBeInTheDocument();
    expect(screen.getByText('03/01/2015')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dental' })).toHaveAttribute(
      'href',
      'https://example.com/dental',
    );
    expect(screen.getByText('Not eligible')).toBeInTheDocument();
  });

  it('is not offered to a dependent under 18 (no settings menu): /account goes home', async () => {
    startSession('session-token');
    mockApi(
      withOtherCallsUnavailable({
        ...memberShellHandlers,
        ...accountAreaHandlers,
        'GET /api/shell': async () => {
          const shell = ShellContext.parse(
            await (await memberShellHandlers['GET /api/shell']?.(new Request('http://x')))?.json(),
          );
          return reply(ShellContext, { ...shell, memberSuffix: 2, age: 16 });
        },
      }),
    );
    const { router } = renderApp('/account/summary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 10000 });
  }, 20000);

  it('member information lists every family member with their facts', async () => {
    await openAccount('/account/member-information', 'Member information');
    const alex = await screen.findByRole('listitem', { name: 'Alex Rivera' });
    expect(within(alex).getByText('Subscriber')).toBeInTheDocument();
    expect(within(alex).getByText('04/02/1980')).toBeInTheDocument();
    expect(within(alex).getByText('Other dental coverage')).toBeInTheDocument();
    expect(within(alex).getByText('Dental Choice, Medical Plus')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Casey Rivera' })).toBeInTheDocument();
  });

  it('edits the address in place: invalid fields are named, a valid save sends the version and toasts', async () => {
    const saved = AddressResponse.parse({
      ...alexAddress,
      address: { ...alexAddress.address, addressLine1: '1 New St', zipCode: '97201-1234' },
      version: 2,
    });
    const { user, api } = await openAccount('/account/member-information', 'Member information', {
      'PUT /api/account/address': () => reply(AddressResponse, saved),
    });
    expect(
      await screen.findByText('117 SE Pine St', { exact: false }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Address' }));
    const street = screen.getByRole('textbox', { name: 'Street address' });
    await user.clear(street);
    await user.type(street, '1 New St');
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.clear(zip);
    await user.type(zip, '9720');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid ZIP code')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/account/address')).toHaveLength(0);
    await user.clear(zip);
    await user.type(zip, '97201-1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated address')).toBeInTheDocument();
    const [call] = api.requestsTo('PUT /api/account/address');
    expect(await call?.json()).toMatchObject({ addressLine1: '1 New St', zipCode: '97201-1234', version: 1 });
    expect(await screen.findByText('1 New St', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Street address' })).not.toBeInTheDocument();
  }, 20000);

  it('saves a changed street while the phone on file fails today’s rule, sending that phone back as it was (issue 36 §2)', async () => {
    const onFile = AddressResponse.parse({
      ...alexAddress,
      address: { ...alexAddress.address, phoneNumber: '555-030-1000' },
    });
    const { user, api } = await openAccount('/account/member-information', 'Member information', {
      'GET /api/account/address': () => reply(AddressResponse, onFile),
      'PUT /api/account/address': () =>
        reply(
          AddressResponse,
          AddressResponse.parse({
            ...onFile,
            address: { ...onFile.address, addressLine1: '1 New St' },
            version: 2,
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }, { timeout: 5000 }));
    const street = screen.getByRole('textbox', { name: 'Street address' });
    await user.clear(street);
    await user.type(street, '1 New St');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated address')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Phone number')).not.toBeInTheDocument();
    const [call] = api.requestsTo('PUT /api/account/address');
    expect(await call?.json()).toMatchObject({ addressLine1: '1 New St', phoneNumber: '555-030-1000' });
  }, 20000);

  it('still judges a phone the member changed (issue 36 §2)', async () => {
    const onFile = AddressResponse.parse({
      ...alexAddress,
      address: { ...alexAddress.address, phoneNumber: '555-030-1000' },
    });
    const { user, api } = await openAccount('/account/member-information', 'Member information', {
      'GET /api/account/address': () => reply(AddressResponse, onFile),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }, { timeout: 5000 }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '555-030-1001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Phone number')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/account/address')).toHaveLength(0);
  }, 20000);

  it('a stale save (412 on its If-Match) is told the data changed and shows the current address', async () => {
    let current = alexAddress;
    const { user, api } = await openAccount('/account/member-information', 'Member information', {
      'GET /api/account/address': () => reply(AddressResponse, current),
      'PUT /api/account/address': () => {
        current = AddressResponse.parse({
          ...alexAddress,
          address: { ...alexAddress.address, addressLine1: '5 Other Tab Rd' },
          version: 2,
        });
        return replyError(412, { code: 'STALE_VERSION', message: 'changed' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(english.staleData);
    const [call] = api.requestsTo('PUT /api/account/address');
    expect(call?.headers.get('If-Match')).toBe(`"${alexAddress.version}"`);
    expect(await screen.findByText('5 Other Tab Rd', { exact: false })).toBeInTheDocument();
  });

  it('member plan benefits shows each plan with its status text', async () => {
    await openAccount('/account/plan-benefits', 'Member plan benefits');
    expect(await screen.findByRole('row', { name: /^Dental/ })).toHaveTextContent('Active since 01/01/2024');
    expect(screen.getByRole('row', { name: /^Vision/ })).toHaveTextContent('Effective on 06/01/2030');
    expect(screen.getByRole('row', { name: /^Pharmacy/ })).toHaveTextContent('Terminated on 03/15/2025');
  });

  it('the help center leads to customer service', async () => {
    const { user, router } = await openAccount('/account/support', 'Help center');
    await user.click(screen.getByRole('link', { name: 'Contact customer service' }));
    await screen.findByRole('heading', { level: 1, name: 'Customer service' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/support/customer-service');
  });
});

describe('/account/settings (issue 13)', () => {
  it('shows the username, and saves preferences in place with the 3 s toast', async () => {
    const { user, api } = await openAccount('/account/settings', 'Settings', {
      'PUT /api/account/settings/preferences': () =>
        reply(SettingsPreferencesResponse, { ...alexSettingsPreferences, version: 2 }),
    });
    expect(await screen.findByText('alex')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Communication preferences' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Successfully updated preferences')).toBeInTheDocument();
    const [call] = api.requestsTo('PUT /api/account/settings/preferences');
    expect(await call?.json()).toMatchObject({
      version: 1,
      preferences: { emailAddress: 'alex.rivera@example.com' },
    });
  });

  it('saves preferences with an e-mail on file that today’s check refuses, and judges a changed one (issue 36 §2)', async () => {
    const onFile = SettingsPreferencesResponse.parse({
      ...alexSettingsPreferences,
      preferences: { ...alexSettingsPreferences.preferences, emailAddress: 'alex@mailhost' },
    });
    const { user, api } = await openAccount('/account/settings', 'Settings', {
      'GET /api/account/settings/preferences': () => reply(SettingsPreferencesResponse, onFile),
      'PUT /api/account/settings/preferences': () =>
        reply(SettingsPreferencesResponse, { ...onFile, version: 2 }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit Communication preferences' }, { timeout: 5000 }),
    );
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'alex@otherhost');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/account/settings/preferences')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'alex@mailhost');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Successfully updated preferences')).toBeInTheDocument();
    const [call] = api.requestsTo('PUT /api/account/settings/preferences');
    expect(await call?.json()).toMatchObject({ preferences: { emailAddress: 'alex@mailhost' } });
  }, 20000);

  it('a stale preferences save (412 on its If-Match) is told the data changed and shows the current preferences', async () => {
    let current = alexSettingsPreferences;
    const { user, api } = await openAccount('/account/settings', 'Settings', {
      'GET /api/account/settings/preferences': () => reply(SettingsPreferencesResponse, current),
      'PUT /api/account/settings/preferences': () => {
        current = SettingsPreferencesResponse.parse({
          ...alexSettingsPreferences,
          preferences: { ...alexSettingsPreferences.preferences, emailAddress: 'other.tab@example.com' },
          version: 2,
        });
        return replyError(412, { code: 'STALE_VERSION', message: 'changed' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Communication preferences' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(english.staleData);
    const [call] = api.requestsTo('PUT /api/account/settings/preferences');
    expect(call?.headers.get('If-Match')).toBe(`"${alexSettingsPreferences.version}"`);
    expect(await screen.findByText('other.tab@example.com')).toBeInTheDocument();
  }, 20000);

  it('security answers: checks the rule, then shows a wrong current password', async () => {
    const { user, api } = await openAccount('/account/settings', 'Settings', {
      'PUT /api/security-answers': () =>
        replyError(400, {
          code: 'BAD_REQUEST',
          message: 'The current password is incorrect.',
          fieldErrors: { currentPassword: ['The current password is incorrect.'] },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Security questions' }));
    await user.type(screen.getByLabelText('What was the name of your first pet?'), 'ab');
    await user.type(securityAnswersForm().getByLabelText('Current password'), 'Welcome2026!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid security answer')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/security-answers')).toHaveLength(0);
    await user.type(screen.getByLabelText('What was the name of your first pet?'), 'c');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    const [call] = api.requestsTo('PUT /api/security-answers');
    expect(await call?.json()).toEqual({
      currentPassword: 'Welcome2026!',
      answers: [{ questionId: 2, answer: 'abc' }],
      version: alexSecurityQuestions.version,
    });
    expect(call?.headers.get('If-Match')).toBe(`"${alexSecurityQuestions.version}"`);
  }, 20000);

  it.each([
    ['a tab', 'Rex\tthe dog'],
    // (A newline cannot be typed into a one-line field: the browser drops it; the gateway refuses it.)
    ['a no-break space', 'Rex\u00a0the dog'],
  ])(
    'security answers: refuses an answer with %s, a literal space only (issue 36)',
    async (_kind, answer) => {
      const { user, api } = await openAccount('/account/settings', 'Settings', {
        'PUT /api/security-answers': () => replyNoContent(),
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Security questions' }));
      const field = screen.getByLabelText('What was the name of your first pet?');
      await user.click(field);
      await user.paste(answer);
      await user.type(securityAnswersForm().getByLabelText('Current password'), 'Welcome2026!');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('Invalid security answer')).toBeInTheDocument();
      expect(api.requestsTo('PUT /api/security-answers')).toHaveLength(0);
    },
    20000,
  );

  it('a stale security answers save (412 on its If-Match) is told the data changed', async () => {
    const { user } = await openAccount('/account/settings', 'Settings', {
      'PUT /api/security-answers': () => replyError(412, { code: 'STALE_VERSION', message: 'changed' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Security questions' }));
    await user.type(screen.getByLabelText('What was the name of your first pet?'), 'abc');
    await user.type(securityAnswersForm().getByLabelText('Current password'), 'Welcome2026!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(english.staleData);
  }, 20000);
});
