import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { getLocale, onLocaleChosen } from './locale';

describe('the language switch (issue 17)', () => {
  it('renders the page again in Spanish, marks the page and remembers the choice on this device', async () => {
    const chosen: string[] = [];
    const stop = onLocaleChosen((locale) => chosen.push(locale));
    const { user } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Español' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicie sesión en su Panel de Miembro' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Nombre de usuario')).toBeVisible();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('dash.language')).toBe('es');
    expect(getLocale()).toBe('es');
    expect(chosen).toEqual(['es']);

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
    stop();
  });
});
