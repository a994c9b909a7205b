import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('/resource-download (document 2 §2)', () => {
  it("says 'Downloading resource...' with a spinner while the file comes", async () => {
    renderApp('/resource-download');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Downloading resource...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Downloading resource...' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Downloading resource... | Evergreen Health & Dental'));
  });
});
