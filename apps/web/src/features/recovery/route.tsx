import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { accountLinksLoader } from '@/lib/brand';
import { queryClient } from '@/lib/query-client';
import { PasswordRecoveryPage } from './components/password-recovery-page';
import { PasswordResetPage } from './components/password-reset-page';
import { UsernameRecoveryPage } from './components/username-recovery-page';

/** The recovery pages (issue 14), public; absent on the partner brand, as /login's links are (document 1 §2). */
export const usernameRecoveryRoute = { loader: accountLinksLoader, Component: UsernameRecoveryPage };

export const passwordRecoveryRoute = { loader: accountLinksLoader, Component: PasswordRecoveryPage };

/** The reset page checks its link through the query cache, public like the page. */
const withQueryClient = (Page: ComponentType) => () => (
  <QueryClientProvider client={queryClient}>
    <Page />
  </QueryClientProvider>
);

export const passwordResetRoute = {
  loader: accountLinksLoader,
  Component: withQueryClient(PasswordResetPage),
};
