import type { NextStep } from '@dash/domain';
import { useNavigate } from 'react-router';
import { firstPagePaths } from '@/config/first-page-paths';
import { loadFullPage } from './full-page-load';
import { takePendingAppConnection } from './pending-app-connection';

/** Carries out a step: another screen, the finished login, a full page load, or the sign-on form post. */
export function useGoToStep() {
  const navigate = useNavigate();
  return (step: NextStep) => {
    switch (step.kind) {
      case 'complete':
        // An app's consent page that sent the member to sign in gets them back (issue 18).
        return navigate(takePendingAppConnection() ?? step.path);
      case 'route':
        return navigate(step.path);
      case 'full-page-load':
        return loadFullPage(step.url);
      case 'sales-platform-sso':
        // /sso-landing posts the hidden form with the temporary token, then clears temporary state.
        return navigate(firstPagePaths.ssoLanding);
    }
  };
}
