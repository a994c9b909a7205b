import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccreditationBadge } from './accreditation-badge';

describe('the accreditation badge (document 1 §2)', () => {
  it('shows the logo and its description', () => {
    const { container } = render(
      <footer>
        <AccreditationBadge
          accreditation={{
            logo: '/api/outside/accreditation/logo.svg',
            description: 'Accredited health plan',
          }}
        />
      </footer>,
    );
    expect(screen.getByText('Accredited health plan')).toHaveClass('accreditation__text');
    expect(container.querySelectorAll('.accreditation')).toHaveLength(1);
    const logo = container.querySelector('img.accreditation__logo');
    expect(logo).toHaveAttribute('src', '/api/outside/accreditation/logo.svg');
    expect(logo).toHaveAttribute('height', '48');
  });

  it('leaves nothing when the badge could not be fetched', () => {
    const { container } = render(
      <footer>
        <AccreditationBadge accreditation={null} />
      </footer>,
    );
    expect(container.querySelector('.accreditation')).toBeNull();
  });
});
