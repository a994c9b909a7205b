import type { RegistrationIdentity } from '@dash/domain/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { StepIndicator } from '@/components/step-indicator';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRegistrationDetails } from '../api/get-registration-details';
import { registrationTexts } from '../texts';
import { CredentialsStep } from './credentials-step';
import { IdentityStep } from './identity-step';

type Step = { name: 'identity' } | { name: 'credentials' } | { name: 'done'; username: string };
const STEP_INDEX = { identity: 0, credentials: 1, done: 2 } as const;

/**
 * /registration (issue 14): verify the identity, choose the sign-in, done (a confirmation e-mail goes
 * out). The form's questions load while the member types the first step.
 */
export function RegistrationPage() {
  const t = registrationTexts.useTexts();
  useDocumentTitle(t('title'));
  const [step, setStep] = useState<Step>({ name: 'identity' });
  const [identity, setIdentity] = useState<RegistrationIdentity | null>(null);
  const details = useRegistrationDetails();

  return (
    <PageLayout title={t('title')} width="narrow" framed>
      <StepIndicator
        steps={[t('stepIdentity'), t('stepCredentials'), t('stepDone')]}
        activeIndex={STEP_INDEX[step.name]}
      />
      {step.name === 'identity' ? (
        <>
          <IdentityStep
            initial={identity}
            onVerified={(verified) => {
              setIdentity(verified);
              setStep({ name: 'credentials' });
            }}
          />
          <p>
            {t('alreadyHaveAccount')} <Link to={paths.login}>{t('logIn')}</Link>
          </p>
        </>
      ) : null}
      {step.name === 'credentials' && identity ? (
        details.data ? (
          <CredentialsStep
            identity={identity}
            details={details.data}
            onBack={() => setStep({ name: 'identity' })}
            onRegistered={(username) => setStep({ name: 'done', username })}
          />
        ) : details.isError ? (
          <div className="stack">
            <p className="alert alert--error" role="alert">
              {t('loadFailed')}
            </p>
            <p>
              <button className="button" type="button" onClick={() => void details.refetch()}>
                {t('retry')}
              </button>
            </p>
          </div>
        ) : (
          <div className="stack" aria-busy="true">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
          </div>
        )
      ) : null}
      {step.name === 'done' ? (
        <div className="stack">
          <div className="alert alert--success" role="status">
            <p>
              <strong>{t('doneTitle')}.</strong> {t('doneText')}
            </p>
          </div>
          <p>
            <Link className="button button--primary" to={paths.login}>
              {t('logIn')}
            </Link>
          </p>
        </div>
      ) : null}
    </PageLayout>
  );
}
