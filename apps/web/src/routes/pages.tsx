import { Outlet } from 'react-router';

/** Every page below the shell: a page's failure is shown in the shell's main (document 1 §8). */
export default function Pages() {
  return <Outlet />;
}

export { RouteError as ErrorBoundary } from '@/app/route-error';
