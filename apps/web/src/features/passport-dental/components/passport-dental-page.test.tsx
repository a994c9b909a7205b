import { AccountDetails } from '@dash/domain/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { jordanAccount } from '../../../../test/fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

function openPage(parentGroupId: string | null) {
  startSession('session-token');
  mockApi({
    ...memberShellHandlers,
    'GET /api/account': () => reply(AccountDetails, { ...jordanAccount, parentGroupId }),
  });
  return renderApp('/passport-dental');
}

describe('/passport-dental (document 2 §2)', () => {
  it('shows the phone, the claim instructions word for word and the external link', async () => {
    openPage(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passport dental' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-555-010-2700' })).toHaveAttribute('href', 'tel:15550102700');
    expect(screen.getByText('Pay, get an itemized receipt, and include:')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'dentist name and address with country;',
        'member name and date of birth;',
        'services, and tooth numbers and surfaces;',
        'the charge per service and its currency.',
      ]),
    );
    const link = screen.getByRole('link', { name: /^Find in-network dentist/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await screen.findByRole('link', { name: /^Find in-network dentist/ });
    expect(screen.queryByRole('link', { name: /Medicare plan/ })).not.toBeInTheDocument();
  });

  it('adds the plan-specific link for parent group 100000075', async () => {
    openPage('100000075');
    const link = await screen.findByRole(
      'link',
      { name: /^Passport dental for your Medicare plan/ },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
