import type { BrandConfig } from '@dash/domain/api';
import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { AreaQueryClient } from '@/lib/area-query-client';
import { RegistrationPage } from './components/registration-page';

/** /registration (issue 14), public; absent on the partner brand, as /login's link is (document 1 §2). */
export function getRegistrationRoute(brand: BrandConfig) {
  return {
    loader: () => (brand.showAccountLinks ? null : redirect(paths.notFound)),
    Component: () => (
      <AreaQueryClient>
        <RegistrationPage />
      </AreaQueryClient>
    ),
  };
}
