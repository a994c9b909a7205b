import { AreaQueryClient } from '@/lib/area-query-client';
import { accountLinksLoader } from '@/lib/brand';
import { RegistrationPage } from './components/registration-page';

/** /registration (issue 14), public; absent on the partner brand, as /login's link is (document 1 §2). */
export const loader = accountLinksLoader;

export function Component() {
  return (
    <AreaQueryClient>
      <RegistrationPage />
    </AreaQueryClient>
  );
}
