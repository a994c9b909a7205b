import { canSelectPcpFor, hasCurrentPcp, SHELL_TEXTS, FIND_CARE_TEXTS as TEXTS } from '@dash/domain';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProvider } from '../api/get-provider';
import { HistoryList } from './history-list';
import { PrimaryCareSkeleton } from './primary-care-skeleton';
import { ProviderFacts, providerLabel } from './provider-details';
import { type FamilyMember, fullName, type PrimaryCareData, usePrimaryCare } from './use-primary-care';

/** What the search page hands over after a selection: the success message to show here. */
export interface SelectionDoneState {
  readonly selectedMessage: string;
}

function isSelectionDone(state: unknown): state is SelectionDoneState {
  return typeof state === 'object' && state !== null && 'selectedMessage' in state;
}

/** The family member named by the :suffix of the address, or undefined. */
export function useMemberOfSuffix(data: PrimaryCareData | null): FamilyMember | undefined {
  const { suffix } = useParams();
  return data?.account.members.find((member) => String(member.memberSuffix) === suffix);
}

/** /find-care/primary-care/{suffix} (document 2 §2): the member's current provider and history. */
export function MemberPrimaryCarePage() {
  const state = usePrimaryCare();
  const member = useMemberOfSuffix(state.status === 'ready' ? state.data : null);
  useDocumentTitle(member ? TEXTS.memberTitle(fullName(member)) : TEXTS.primaryCareTitle);
  if (state.status === 'failed') return null;
  if (state.status === 'loading') {
    return (
      <PageLayout title={TEXTS.primaryCareTitle}>
        <PrimaryCareSkeleton />
      </PageLayout>
    );
  }
  if (!member) return <Navigate to={paths.notFound} replace />;
  return <MemberContent data={state.data} member={member} />;
}

function CurrentProvider({ providerId }: { readonly providerId: string }) {
  const provider = useProvider(providerId);
  if (provider.isPending) return <Spinner label={SHELL_TEXTS.loading} />;
  // pcp/provider errors are this screen's (document 2 §8): a 404 or any failure shows the placeholder.
  if (provider.isError || !provider.data)
    return <p className="pcp-placeholder">{TEXTS.providerUnavailable}</p>;
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
      title={TEXTS.memberTitle(fullName(member))}
      lead={
        <Link className="page-layout__lead" to={paths.primaryCare}>
          {TEXTS.backToPrimaryCare}
        </Link>
      }
    >
      {message ? (
        <Alert
          alert={{ type: 'success', title: TEXTS.selectionDone, content: message, canDismiss: true }}
          onDismiss={() => setMessage(null)}
        />
      ) : null}
      <section className="card" aria-labelledby="pcp-current">
        <h2 id="pcp-current">{TEXTS.currentProviderHeading}</h2>
        {current ? <CurrentProvider providerId={current.providerId} /> : <p>{TEXTS.noCurrentProvider}</p>}
        {mayChoose ? (
          <p>
            <Link className="button button--primary" to={paths.primaryCareSearchOf(member.memberSuffix)}>
              {current ? TEXTS.changeProvider : TEXTS.chooseProvider}
            </Link>
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="pcp-history">
        <h2 id="pcp-history">{TEXTS.historyHeading}</h2>
        <HistoryList history={history} />
      </section>
    </PageLayout>
  );
}
