import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render-with-texts';
import { PasswordFeedback } from './password-feedback';

const imported = vi.hoisted(() => vi.fn());
vi.mock('@dash/domain/password-estimator', async (importOriginal) => {
  imported();
  return importOriginal();
});

const words = { username: 'alex', brandName: 'Evergreen Health' };

describe('PasswordFeedback (issue 36): the estimator loads once the member types', () => {
  it('asks for nothing while the field is empty, then judges what is typed', async () => {
    const { rerender } = render(<PasswordFeedback password="" words={words} />);
    // A field left empty for a while still has not loaded the 840 KB estimator.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).not.toHaveBeenCalled();

    rerender(<PasswordFeedback password="password1" words={words} />);
    expect(await screen.findByText(/Too easy to guess\./, {}, { timeout: 10_000 })).toBeVisible();
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
