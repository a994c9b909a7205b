import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { render } from '../../test/render-with-texts';
import { GenericError } from './generic-error';
import { Pager } from './pager';
import { ProgressBar } from './progress-bar';

describe('the shared components in Spanish (issue 17)', () => {
  it('the progress bar: its labels, and amounts in US format', async () => {
    await act(() => setLocale('es'));
    render(<ProgressBar met={125_050} limit={200_000} />);
    expect(screen.getByText('Alcanzado').nextElementSibling).toHaveTextContent('$1,250.50');
    expect(screen.getByText('Restante').nextElementSibling).toHaveTextContent('$749.50');
    expect(
      screen.getByRole('progressbar', { name: 'Alcanzado $1,250.50 de $2,000.00 límite' }),
    ).toBeVisible();
  });

  it('the pager', async () => {
    await act(() => setLocale('es'));
    render(<Pager label="Reclamos" page={1} size={10} total={25} onChange={() => {}} />);
    expect(screen.getByText('Página 2 de 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
  });

  it('the generic error widget', async () => {
    await act(() => setLocale('es'));
    render(<GenericError />);
    expect(screen.getByRole('heading', { name: 'Lo sentimos, parece que hay un problema.' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Vuelva a cargar la página.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  });
});
