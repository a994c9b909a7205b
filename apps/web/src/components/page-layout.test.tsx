import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('is a region named by its one h1, with the lead above the title and the intro under it', () => {
    render(
      <PageLayout title="Contact us" intro="We answer every day." lead={<a href="/login">Back to login</a>}>
        <p>Body</p>
      </PageLayout>,
    );
    const region = screen.getByRole('region', { name: 'Contact us' });
    const [lead, heading, intro] = [
      screen.getByRole('link', { name: 'Back to login' }),
      screen.getByRole('heading', { level: 1, name: 'Contact us' }),
      screen.getByText('We answer every day.'),
    ];
    expect(region).toContainElement(heading);
    expect(lead.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('leaves the naming to a page-rendered header, so its region is not doubled', () => {
    render(
      <PageLayout
        header={
          <section aria-labelledby="welcome">
            <h1 id="welcome">Welcome, Alex</h1>
          </section>
        }
      >
        <p>Tiles</p>
      </PageLayout>,
    );
    expect(screen.getAllByRole('region', { name: 'Welcome, Alex' })).toHaveLength(1);
    expect(screen.getByText('Tiles').parentElement).toHaveClass('page-layout', 'page-layout--wide');
  });
});
