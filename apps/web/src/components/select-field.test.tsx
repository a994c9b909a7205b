import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from './select-field';

const OPTIONS = [
  { value: 'medical', label: 'Medical' },
  { value: 'dental', label: 'Dental' },
];

describe('Select', () => {
  it('is named by its label, offers the placeholder then the options', () => {
    render(<Select label="Coverage" placeholder="Choose…" options={OPTIONS} />);
    const select = screen.getByRole('combobox', { name: 'Coverage' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose…',
      'Medical',
      'Dental',
    ]);
  });

  it('is chosen with the keyboard', async () => {
    render(<Select label="Coverage" options={OPTIONS} />);
    const user = userEvent.setup();
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Coverage' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Dental');
    expect(select).toHaveValue('dental');
  });

  it('ties its hint and error to the field', () => {
    render(<Select label="Coverage" hint="As on your card" error="Choose a coverage" options={OPTIONS} />);
    const select = screen.getByRole('combobox', { name: 'Coverage' });
    expect(select).toHaveAccessibleDescription('As on your card Choose a coverage');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it("is marked unavailable in the server's HTML and available once React renders it", () => {
    expect(renderToString(<Select label="Coverage" options={OPTIONS} />)).toContain('aria-disabled="true"');
    render(<Select label="Coverage" options={OPTIONS} />);
    expect(screen.getByRole('combobox', { name: 'Coverage' })).not.toHaveAttribute('aria-disabled');
  });
});
