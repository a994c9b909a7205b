import { MENU_ROUTES, PARTNER } from '@dash/domain';
import { Redirect } from '@/components/redirect';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';
import { FindCareGate } from './components/find-care-gate';
import { MemberPrimaryCarePage } from './components/member-primary-care-page';
import { NavitusPage } from './components/navitus-page';
import { PrimaryCarePage } from './components/primary-care-page';
import { ProviderSearchPage } from './components/provider-search-page';
import { FindADentistPage, ResourcesPage } from './components/resources-page';

/** The lazy find-care area (document 2 §2 Find care) and /navitus: each page behind its menu rule. */
export function FindCareIndex() {
  const { domainId } = useBrand();
  return <Redirect to={domainId === PARTNER ? paths.findADentist : paths.primaryCare} />;
}

export function ResourcesRoute() {
  return (
    <FindCareGate route={MENU_ROUTES.findCareResources}>
      <ResourcesPage />
    </FindCareGate>
  );
}

export function FindADentistRoute() {
  return (
    <FindCareGate route={MENU_ROUTES.findADentist}>
      <FindADentistPage />
    </FindCareGate>
  );
}

export function PrimaryCareRoute() {
  return (
    <FindCareGate route={MENU_ROUTES.primaryCare}>
      <PrimaryCarePage />
    </FindCareGate>
  );
}

export function MemberPrimaryCareRoute() {
  return (
    <FindCareGate route={MENU_ROUTES.primaryCare}>
      <MemberPrimaryCarePage />
    </FindCareGate>
  );
}

export function ProviderSearchRoute() {
  return (
    <FindCareGate route={MENU_ROUTES.primaryCare}>
      <ProviderSearchPage />
    </FindCareGate>
  );
}

export function NavitusRoute() {
  return (
    <FindCareGate menu="claims" route={MENU_ROUTES.pharmacy}>
      <NavitusPage />
    </FindCareGate>
  );
}

export { memberPrimaryCareLoader, primaryCareLoader } from './loaders';
