import { Accreditation } from '@dash/domain/api';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockApi, reply, replyError } from '../../../../test/fetch-mock';

const badge = () =>
  reply(Accreditation, {
    logo: '/api/outside/accreditation/logo.svg',
    description: 'Accredited health plan',
  });

// The badge's call is made once per page load (a module-level promise): each test loads its own copy.
async function renderBadge() {
  const { AccreditationBadge } = await import('./accreditation-badge');
  // A suspending component renders inside an awaited act (React's rule for `use`).
  const { container } = await act(async () =>
    render(
      <footer>
        <AccreditationBadge />
      </footer>,
    ),
  );
  return container;
}

beforeEach(() => {
  vi.resetModules();
});

describe('the accreditation badge (document 1 §2; issue 16, CLS)', () => {
  it("holds the badge's box (logo square and text) while its call is out, then shows the badge in it", async () => {
    const response = deferred(badge);
    mockApi({ 'GET /api/outside/accreditation': response.handler });
    const footer = await renderBadge();
    // The placeholder is the badge's own box, laid out by the same rules (its logo square and lines are
    // drawn by the stylesheet; e2e/tests/shell-layout.spec.ts measures them), hidden from assistive technology.
    const placeholder = footer.querySelector('.accreditation');
    expect(placeholder).toHaveClass('accreditation--placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toBeEmptyDOMElement();
    response.release();
    expect(await screen.findByText('Accredited health plan')).toHaveClass('accreditation__text');
    expect(footer.querySelectorAll('.accreditation')).toHaveLength(1);
    expect(footer.querySelector('.accreditation--placeholder')).toBeNull();
    expect(footer.querySelector('img.accreditation__logo')).toHaveAttribute('height', '48');
  });

  it('leaves nothing, not even the placeholder, when the badge cannot be fetched', async () => {
    const response = deferred(() => replyError(503, { code: 'UNAVAILABLE', message: 'down' }));
    mockApi({ 'GET /api/outside/accreditation': response.handler });
    const footer = await renderBadge();
    expect(footer.querySelector('.accreditation--placeholder')).not.toBeNull();
    response.release();
    await vi.waitFor(() => expect(footer.querySelector('.accreditation')).toBeNull());
  });
});
