import { API_PATHS } from '@dash/domain/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTemporaryToken } from '@/lib/session';
import { mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

describe('/digital-communications-policy (document 1 §2, §5)', () => {
  it.each([
    [1, 'Evergreen Health & Dental', '1-555-010-1100', null],
    [2, 'Evergreen Medicare Advantage', '1-555-020-1100', 'Medicare documents'],
    [5, 'Harbor Dental Partners', '1-555-050-1100', 'Who sends these messages'],
  ] as const)('shows domain %s its own policy, without a sign-in', async (domainId, name, phone, own) => {
    const api = mockApi({});
    renderApp('/digital-communications-policy', { domainId });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Digital communications policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This policy explains how/)).toHaveTextContent(name);
    expect(screen.getByRole('region', { name: 'Your choices' })).toBeInTheDocument();
    expect(
      screen.getByText(`Call us at ${phone} (TTY 711) if you have a question about this policy.`),
    ).toBeVisible();
    if (own) expect(screen.getByRole('region', { name: own })).toBeInTheDocument();
    // Nothing but the footer's badge, which every page asks for: no member data, no token needed.
    const calls = api.requests.map((request) => new URL(request.url).pathname);
    expect(calls.filter((path) => path !== API_PATHS.accreditation)).toEqual([]);
  });

  it('opens while a sign-in is in progress (a temporary token only)', async () => {
    setTemporaryToken('temporary-token');
    mockApi({});
    const { router } = renderApp('/digital-communications-policy', { domainId: 5 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Digital communications policy' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/digital-communications-policy');
  });
});
