import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render-with-texts';
import { GenericError } from './generic-error';

describe('GenericError widget (document 1 §8)', () => {
  it('shows the title, the five tips and a Home link to /', () => {
    render(<GenericError />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      "Sorry, it looks like there's a problem.",
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Clear your browser cache and cookies.',
      'Reload the page.',
      'Check your internet connection, or consult your internet provider.',
      'Come back later and try again.',
      'Reboot your computer or mobile device.',
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('can be the page heading', () => {
    render(<GenericError headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Sorry, it looks like there's a problem.",
    );
  });
});
