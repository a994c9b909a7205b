import { getSubmittableClaimTypes, type SubmittedClaimType } from '@dash/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useShell } from '@/api/shell';
import { Alert } from '@/components/alert';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { useBrand } from '@/lib/brand';
import { useClaimForm } from '../hooks/use-claim-form';
import { claimSubmissionsTexts } from '../texts';
import { ClaimPaymentFields } from './claim-payment-fields';
import { ClaimProviderFields } from './claim-provider-fields';
import { ClaimServiceFields } from './claim-service-fields';
import { ClaimWhoFields } from './claim-who-fields';

/** The type chosen at first: the brand's only one, else the one the address asks for (`?type=dental`). */
function getInitialType(types: readonly SubmittedClaimType[], asked: string | null): SubmittedClaimType | '' {
  if (types.length === 1) return types[0] ?? '';
  return asked === 'dental' || asked === 'medical' ? asked : '';
}

/**
 * /claims/submit (issue 39 §3): a claim for a service already paid, with the fields the Passport
 * dental page asks for and the itemized receipt. Checked field by field with the contract's schema
 * before sending, the receipt by the gateway from its bytes; the new claim is then in the list as
 * Received. `?type=dental` (the Passport dental page's link) chooses dental; the partner brand takes
 * dental claims only. A login-as session sees the form but may not send it.
 */
export function SubmitClaimPage() {
  const t = claimSubmissionsTexts.useTexts();
  useDocumentTitle(t('submitTitle'));
  const [search] = useSearchParams();
  const types = getSubmittableClaimTypes(useBrand().domainId);
  const isLoginAs = useShell().data?.issuedByRole != null;
  // The server's HTML takes no submit until React owns it: the plain form would send its fields in the address.
  const hydrated = useHydrated();
  const [claimType, setClaimType] = useState<string>(() => getInitialType(types, search.get('type')));
  const { errors, handleSubmit, isPending } = useClaimForm();

  const back = (
    <p>
      <Link to={paths.claims}>{t('backToClaims')}</Link>
    </p>
  );
  return (
    <PageLayout title={t('submitTitle')} intro={t('submitIntro')} lead={back} width="narrow">
      {isLoginAs ? (
        <Alert alert={{ type: 'info', title: t('readOnlyNote'), content: '', canDismiss: false }} />
      ) : null}
      {errors.form ? (
        <Alert alert={{ type: 'error', title: errors.form, content: '', canDismiss: false }} />
      ) : null}
      <form className="claim-form stack" noValidate onSubmit={handleSubmit}>
        <ClaimWhoFields
          errors={errors}
          types={types}
          claimType={claimType}
          onClaimTypeChange={setClaimType}
        />
        <ClaimProviderFields errors={errors} />
        <ClaimServiceFields errors={errors} isDental={claimType === 'dental'} />
        <ClaimPaymentFields errors={errors} />
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary"
            disabled={isPending || isLoginAs || !hydrated}
          >
            {isPending ? t('submitting') : t('submit')}
          </button>
          <Link className="button" to={paths.claims}>
            {t('cancel')}
          </Link>
        </div>
      </form>
    </PageLayout>
  );
}
