import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { brandConfig } from '../../test/fixtures';
import { alexHome, homeHandlers, jordanHome } from '../../test/home-fixtures';
import { renderFetch } from '../../test/render-fetch';
import { type DrawnMemberPage, renderMemberPage, renderPage } from './render-page';

/** A member's render: their calls' responses from their fixtures. A cold, unbundled import of the page's modules under the full parallel run can pass the 2 s. */
const asMember = (home: typeof alexHome) => ({
  fetch: renderFetch(homeHandlers(home)).fetch,
  limitMs: 15_000,
});

const htmlOf = (page: DrawnMemberPage | null) => (page !== null && 'html' in page ? page.html : null);

/**
 * Decision 053, step 1: a server render's state is its request's own (query cache, language, time
 * zone, and which sign-in tokens the visitor holds), so renders run side by side with no queue.
 */
describe('server renders side by side', () => {
  afterEach(() => clearSession());

  it("renders two members' pages at once, each with its own member's data", async () => {
    const [alexPage, jordanPage] = (
      await Promise.all([
        renderMemberPage('https://localhost/home', brandConfig(1), 'en', asMember(alexHome)),
        renderMemberPage('https://localhost/home', brandConfig(1), 'es', asMember(jordanHome)),
      ])
    ).map(htmlOf);
    expect(alexPage).toContain('Welcome, Alex</h1>');
    expect(alexPage).not.toContain('Jordan</h1>');
    expect(jordanPage).toContain('Jordan</h1>');
    expect(jordanPage).not.toContain('Alex</h1>');
    // Each in its own request's language: the switch offers the other one.
    expect(alexPage).toContain('>Español</button>');
    expect(jordanPage).toContain('>English</button>');
    expect(jordanPage).not.toContain('Welcome, ');
  });

  it('renders a signed-out page and a member page at once, each with its own header and way back', async () => {
    const [visitor, member] = await Promise.all([
      renderPage('https://localhost/contact-us', brandConfig(1), 'en'),
      renderMemberPage('https://localhost/contact-us', brandConfig(1), 'en', asMember(alexHome)).then(htmlOf),
    ]);
    expect(visitor).toContain('Back to login');
    expect(visitor).toContain('>Log in</a>');
    expect(visitor).not.toContain('Back to home');
    expect(member).toContain('Back to home');
    expect(member).not.toContain('Back to login');
  });

  it('renders a member page with no browser storage at all, as on the gateway: nothing reads it while rendering', async () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('sessionStorage', undefined);
    try {
      const page = await renderMemberPage('https://localhost/home', brandConfig(1), 'en', asMember(alexHome));
      expect(htmlOf(page)).toContain('Welcome, Alex</h1>');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("never reads the browser's storage: a session in it does not make a signed-out render a member's", async () => {
    startSession('a-session-in-this-browser');
    const html = await renderPage('https://localhost/login', brandConfig(1), 'en');
    // A visitor's utility menu on /login (document 1 §2): Contact us, and no Log out.
    expect(html).toContain('<a href="/contact-us" data-discover="true">Contact us</a></nav>');
    expect(html).not.toContain('>Log out</a>');
  });
});
