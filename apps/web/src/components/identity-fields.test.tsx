import { SECURITY_QUESTIONS } from '@dash/domain';
import { RegistrationDetails } from '@dash/domain/api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/**
 * The date of birth cannot be later than today, the plan's today: at 7 pm in Los Angeles on 30 November
 * the UTC day is already 1 December, and the field once let a member pick it.
 */
describe('the date of birth on /registration and /recovery/username', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it.each(['/registration', '/recovery/username'])('%s: is bounded by the plan’s day', async (path) => {
    vi.useFakeTimers({ now: new Date('2026-12-01T03:00:00Z'), toFake: ['Date'] });
    mockApi({
      'GET /api/account/registration/details': () =>
        reply(RegistrationDetails, {
          securityQuestions: SECURITY_QUESTIONS.map(({ id, text }) => ({ id, text })),
          questionCount: 2,
          minimumAge: 18,
        }),
    });
    renderApp(path);
    const field = await screen.findByLabelText('Date of birth', { selector: 'input' }, { timeout: 5000 });
    expect(field.getAttribute('max')).toBe('2026-11-30');
  });
});
