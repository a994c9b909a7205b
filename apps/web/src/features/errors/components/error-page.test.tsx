import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';

const tips = [
  'Reload the page (press F5 or Ctrl+F5, or Cmd+R on a Mac).',
  'Log out, then log in again.',
  'Come back later and try again.',
];

/** Document 1 §8, word for word: status, title, code line, with tips. */
const catalogue: Array<[string, string, string | null, boolean]> = [
  ['1', 'Temporarily unable to access resource. Please try again later.', null, false],
  ['400', "Sorry, it looks like there's a problem.", 'Error code: 400 Bad request', true],
  ['401', "Sorry, but we aren't able to authenticate you.", 'Error code: 401 Unauthorized', false],
  ['403', "Sorry, it looks like you don't have access to this page.", 'Error code: 403 Forbidden', false],
  ['404', "Sorry, it looks like we can't find that page.", 'Error code: 404 Not found', false],
  ['408', 'Sorry, this is taking longer than expected.', 'Error code: 408 Request time-out', true],
  [
    '500',
    "Sorry, we're having a problem with our system. We'll get this fixed soon.",
    'Error code: 500 Internal server error',
    true,
  ],
  ['502', 'Sorry, something went wrong.', 'Error code: 502 Bad gateway', true],
  [
    '503',
    "Sorry, we're unable to handle your request at this time.",
    'Error code: 503 Service unavailable',
    true,
  ],
  ['generic', "Sorry, it looks like there's a problem.", null, true],
  ['418', "Sorry, it looks like there's a problem.", null, true],
  ['teapot', "Sorry, it looks like there's a problem.", null, true],
];

async function openErrorPage(status: string, domainId: 1 | 2 | 5 = 1) {
  renderApp(`/error/${status}`, { domainId });
  return screen.findByRole('heading', { level: 1 });
}

describe('/error/:status (document 1 §8)', () => {
  it.each(catalogue)('%s', async (status, title, code, withTips) => {
    const heading = await openErrorPage(status);
    expect(heading).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`${title} | Evergreen Health & Dental`));
    if (code) expect(screen.getByText(code)).toBeInTheDocument();
    else expect(screen.queryByText(/^Error code:/)).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    // The tips: every list item but the way-on links (checked below).
    const items = within(main)
      .queryAllByRole('listitem')
      .filter((item) => !item.closest('nav'))
      .map((item) => item.textContent);
    expect(items).toEqual(withTips ? tips : []);
  });

  it('shows the provider-dashboard and customer-service links on the partner brand 401', async () => {
    await openErrorPage('401', 5);
    expect(
      screen.getByRole('link', { name: 'Return to the provider dashboard (leaves this site)' }),
    ).toHaveAttribute('href', 'https://providers.partner.example.com/dashboard');
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it.each([
    ['the main brand 401', '401', 1],
    ['the Medicare Advantage brand 401', '401', 2],
    ['the partner brand 403', '403', 5],
  ] as const)('shows no such links on %s', async (_name, status, domainId) => {
    await openErrorPage(status, domainId);
    expect(
      screen.queryByRole('link', { name: 'Return to the provider dashboard (leaves this site)' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).not.toBeInTheDocument();
  });
});
