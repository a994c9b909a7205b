import { SHELL_TEXTS } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';
import { type RouteObject, redirect } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import { RouteError, ShellError } from './route-error';

function PageLoading() {
  return <Spinner label={SHELL_TEXTS.loading} />;
}

/** The routes of document 1 §2, one lazy chunk per area so /login loads little. */
export function getRoutes(brand: BrandConfig): RouteObject[] {
  return [
    {
      Component: AppShell,
      ErrorBoundary: ShellError,
      HydrateFallback: PageLoading,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, loader: () => redirect(brand.defaultRoute) },
            { path: paths.login, lazy: () => import('@/features/login/route') },
            {
              path: paths.logout,
              lazy: async () => (await import('@/features/logout/route')).getLogoutRoute(brand),
            },
            {
              lazy: () => import('./member-area'),
              children: [{ path: paths.home, lazy: () => import('@/features/home/route') }],
            },
            { path: paths.error, lazy: () => import('@/features/errors/route') },
            { path: paths.any, loader: () => redirect(paths.notFound) },
          ],
        },
      ],
    },
  ];
}
