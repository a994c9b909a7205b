import type { BrandConfig } from '@dash/domain/api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { PasswordRecoveryPage } from './components/password-recovery-page';
import { PasswordResetPage } from './components/password-reset-page';
import { UsernameRecoveryPage } from './components/username-recovery-page';

/** The recovery pages (issue 14), public; absent on the partner brand, as /login's links are (document 1 §2). */
const guard = (brand: BrandConfig) => () => (brand.showAccountLinks ? null : redirect(paths.notFound));

export const getUsernameRecoveryRoute = (brand: BrandConfig) => ({
  loader: guard(brand),
  Component: UsernameRecoveryPage,
});

export const getPasswordRecoveryRoute = (brand: BrandConfig) => ({
  loader: guard(brand),
  Component: PasswordRecoveryPage,
});

/** The reset page checks its link through the query cache, public like the page. */
const withQueryClient = (Page: ComponentType) => () => (
  <QueryClientProvider client={queryClient}>
    <Page />
  </QueryClientProvider>
);

export const getPasswordResetRoute = (brand: BrandConfig) => ({
  loader: guard(brand),
  Component: withQueryClient(PasswordResetPage),
});
