import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './page-layout';

// The stylesheet as written (Vite hands tests an empty one).
const components = readFileSync(path.join(import.meta.dirname, '../styles/components.css'), 'utf8');

// Issue 16, CLS: the stylesheet gives a busy layout the viewport's height, so the footer starts
// below the fold while the page loads; jsdom computes no layout, the journeys measure the shifts.
describe('PageLayout while its page loads', () => {
  it('is busy while loading and not once loaded, the state the stylesheet holds the place by', () => {
    const { rerender } = render(
      <PageLayout title="Programs" busy>
        <p>Skeleton</p>
      </PageLayout>,
    );
    expect(screen.getByRole('region', { name: 'Programs' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <PageLayout title="Programs" busy={false}>
        <p>Programs</p>
      </PageLayout>,
    );
    expect(screen.getByRole('region', { name: 'Programs' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('reaches the viewport height while busy, as a page-level spinner and a loading session frame do', () => {
    expect(components).toContain(
      '.page-layout[aria-busy="true"],\n.page > .spinner,\n.member-frame-loading {\n  min-height: 100vh;\n}',
    );
  });
});
