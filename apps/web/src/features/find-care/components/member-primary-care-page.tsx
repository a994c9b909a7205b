import { canSelectPcpFor, hasCurrentPcp } from '@dash/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/alert';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useProvider } from '../api/get-provider';
import { findCareTexts } from '../texts';
import { HistoryList } from './history-list';
import { ProviderFacts, providerLabel } from './provider-details';
import { useMemberPage } from './use-member-page';
import { type FamilyMember, fullName, type PrimaryCareData } from './use-primary-care';

/** What the search page hands over after a selection: the success message to show here. */
export interface SelectionDoneState {
  readonly selectedMessage: string;
}

function isSelectionDone(state: unknown): state is SelectionDoneState {
  return typeof state === 'object' && state !== null && 'selectedMessage' in state;
}

/** /find-care/primary-care/{suffix} (document 2 §2): the member's current provider and history. */
export function MemberPrimaryCarePage() {
  const page = useMemberPage('memberTitle');
  if ('element' in page) return page.element;
  return <MemberContent data={page.data} member={page.member} />;
}

function CurrentProvider({ providerId }: { readonly providerId: string }) {
  const t = findCareTexts.useTexts();
  const provider = useProvider(providerId);
  if (provider.isPending) return <Spinner label={t('loadingPage')} />;
  // pcp/provider errors are this screen's (document 2 §8): a 404 or any failure shows the placeholder.
  if (provider.isError || !provider.data)
    return <p className="pcp-placeholder">{t('providerUnavailable')}</p>;
  return (
    <>
      <p>
        <strong>{providerLabel(provider.data)}</strong>
      </p>
      <ProviderFacts provider={provider.data} />
    </>
  );
}

function MemberContent({ data, member }: { readonly data: PrimaryCareData; readonly member: FamilyMember }) {
  const t = findCareTexts.useTexts();
  const location = useLocation();
  const [message, setMessage] = useState(
    isSelectionDone(location.state) ? location.state.selectedMessage : null,
  );
  const history = data.historyOf(member.memberKey);
  const current = history.find((row) => hasCurrentPcp([row], data.today));
  const mayChoose =
    data.eligibility.members.includes(member.memberKey) && canSelectPcpFor(data.actor, member.memberKey);
  return (
    <PageLayout
      title={t('memberTitle', { name: fullName(member) })}
      lead={
        <Link className="page-layout__lead" to={paths.primaryCare}>
          {t('backToPrimaryCare')}
        </Link>
      }
    >
      {message ? (
        <Alert
          alert={{ type: 'success', title: t('selectionDone'), content: message, canDismiss: true }}
          onDismiss={() => setMessage(null)}
        />
      ) : null}
      <section className="card" aria-labelledby="pcp-current">
        <h2 id="pcp-current">{t('currentProviderHeading')}</h2>
        {current ? <CurrentProvider providerId={current.providerId} /> : <p>{t('noCurrentProvider')}</p>}
        {mayChoose ? (
          <p>
            <Link className="button button--primary" to={paths.primaryCareSearchOf(member.memberSuffix)}>
              {current ? t('changeProvider') : t('chooseProvider')}
            </Link>
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="pcp-history">
        <h2 id="pcp-history">{t('historyHeading')}</h2>
        <HistoryList history={history} />
      </section>
    </PageLayout>
  );
}
