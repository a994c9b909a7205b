import {
  canSelectPcpFor,
  DEFAULT_PCP_PAGE_SIZE,
  DEFAULT_PCP_SEARCH_RADIUS,
  isPcpSearchRadius,
  toPcpEffectiveDate,
  ZIP_PATTERN,
} from '@dash/domain';
import type { Provider } from '@dash/domain/api';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useShell } from '@/api/shell';
import { Modal } from '@/components/modal';
import { PageLayout } from '@/components/page-layout';
import { Pager } from '@/components/pager';
import { Redirect } from '@/components/redirect';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/http-error';
import { useFormat } from '@/lib/i18n/use-format';
import { type ProviderSearchParams, useProviderSearch } from '../api/search-providers';
import { useSelectPcp } from '../api/select-pcp';
import { findCareTexts } from '../texts';
import type { SelectionDoneState } from './member-primary-care-page';
import { PrimaryCareSkeleton } from './primary-care-skeleton';
import { ProviderFacts, providerLabel } from './provider-details';
import { ProviderSearchForm, type SearchValues } from './provider-search-form';
import { useMemberPage } from './use-member-page';
import { type FamilyMember, fullName, type PrimaryCareData } from './use-primary-care';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /find-care/primary-care/{suffix}/search (document 2 §2, §7): search, page and choose a provider. */
export function ProviderSearchPage() {
  const page = useMemberPage('searchTitle');
  if ('element' in page) return page.element;
  const { data, member } = page;
  if (
    !data.eligibility.members.includes(member.memberKey) ||
    !canSelectPcpFor(data.actor, member.memberKey)
  ) {
    return <Redirect to={paths.primaryCareMemberOf(member.memberSuffix)} />;
  }
  return <SearchContent data={data} member={member} />;
}

/** The search as the address holds it (zip, radius, q, page), so paging and Back keep it. */
function useSearchState(defaultZip: string) {
  const [params, setParams] = useSearchParams();
  const zip = params.get('zip') ?? '';
  const radius = Number(params.get('radius') ?? DEFAULT_PCP_SEARCH_RADIUS);
  const searchString = params.get('q') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const submitted = ZIP_PATTERN.test(zip) && isPcpSearchRadius(radius);
  const values: SearchValues = {
    zip: submitted ? zip : defaultZip,
    radius: isPcpSearchRadius(radius) ? radius : DEFAULT_PCP_SEARCH_RADIUS,
    searchString,
  };
  const go = (next: SearchValues, nextPage: number) =>
    setParams({
      zip: next.zip,
      radius: String(next.radius),
      ...(next.searchString ? { q: next.searchString } : {}),
      page: String(nextPage),
    });
  return { values, page, submitted, go };
}

/** The search call for the member, once a search was submitted (until then none runs). */
function searchParamsOf(
  member: FamilyMember,
  search: ReturnType<typeof useSearchState>,
): ProviderSearchParams | null {
  if (!search.submitted) return null;
  return {
    request: {
      members: [member.memberKey],
      zip: search.values.zip,
      radius: search.values.radius,
      searchString: search.values.searchString,
    },
    page: search.page,
    size: DEFAULT_PCP_PAGE_SIZE,
  };
}

function SearchContent({ data, member }: { readonly data: PrimaryCareData; readonly member: FamilyMember }) {
  const t = findCareTexts.useTexts();
  const defaultZip = (data.account.address?.zipCode ?? '').slice(0, 5);
  const search = useSearchState(ZIP_PATTERN.test(defaultZip) ? defaultZip : '');
  const params = searchParamsOf(member, search);
  const results = useProviderSearch(params);
  // A staff (login-as) session may search but not choose (docs/security.md): no Select button.
  const readOnly = useShell().data?.issuedByRole != null;
  const [chosen, setChosen] = useState<Provider | null>(null);
  const resultsId = useId();
  if (results.isError) {
    if (results.error instanceof HttpError) return null;
    throw results.error;
  }
  return (
    <PageLayout
      title={t('searchTitle', { name: fullName(member) })}
      intro={t('searchIntro')}
      lead={
        <Link className="page-layout__lead" to={paths.primaryCareMemberOf(member.memberSuffix)}>
          {t('memberTitle', { name: fullName(member) })}
        </Link>
      }
    >
      <ProviderSearchForm
        key={`${search.values.zip}-${search.values.radius}-${search.values.searchString}`}
        initial={search.values}
        onSearch={(values) => search.go(values, 0)}
      />
      <section aria-labelledby={resultsId} className="stack pcp-results" aria-busy={results.isFetching}>
        <h2 id={resultsId}>{t('resultsHeading')}</h2>
        {!params ? (
          <p>{t('startSearch')}</p>
        ) : !results.data ? (
          <PrimaryCareSkeleton label={t('searching')} />
        ) : results.data.page.totalElements === 0 || results.data.data.length === 0 ? (
          <p className="pcp-empty">{t('empty', { miles: search.values.radius, zip: search.values.zip })}</p>
        ) : (
          <>
            <p role="status">
              {t('resultsSummary', {
                total: results.data.page.totalElements,
                zip: search.values.zip,
                miles: search.values.radius,
              })}
            </p>
            <ul className="pcp-results__list">
              {results.data.data.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} onSelect={readOnly ? null : () => setChosen(provider)} />
                </li>
              ))}
            </ul>
            <Pager
              label={t('pager')}
              page={results.data.page.number}
              size={results.data.page.size}
              total={results.data.page.totalElements}
              onChange={(next) => search.go(search.values, next)}
            />
          </>
        )}
      </section>
      <ConfirmSelection
        member={member}
        provider={chosen}
        today={data.today}
        onClose={() => setChosen(null)}
      />
    </PageLayout>
  );
}

function ProviderCard({
  provider,
  onSelect,
}: {
  readonly provider: Provider;
  readonly onSelect: (() => void) | null;
}) {
  const t = findCareTexts.useTexts();
  const headingId = `provider-${provider.id}`;
  return (
    <article className="card provider-card" aria-labelledby={headingId}>
      <div className="provider-card__header">
        <h3 id={headingId}>{providerLabel(provider)}</h3>
        {provider.distance !== null ? (
          <p className="provider-card__distance">{t('distance', { miles: provider.distance.toFixed(1) })}</p>
        ) : null}
      </div>
      <p className={provider.acceptingNewPatients ? 'pcp-badge pcp-badge--current' : 'pcp-badge'}>
        {provider.acceptingNewPatients ? t('acceptingNewPatients') : t('notAcceptingNewPatients')}
      </p>
      <ProviderFacts provider={provider} />
      {onSelect === null ? (
        <p className="pcp-placeholder">{t('staffReadOnly')}</p>
      ) : (
        <button type="button" className="button button--primary" onClick={onSelect}>
          {t('select')}
          <span className="visually-hidden">: {providerLabel(provider)}</span>
        </button>
      )}
    </article>
  );
}

/** The confirmation step (a modal), then POST pcp/select and back to the member's page with the message. */
/** The selection's call: the provider for the member from the plan's next effective date. */
function selectionOf(member: FamilyMember, provider: Provider, today: string, email: string) {
  return {
    pcpSelectList: [{ memberKey: member.memberKey, effectiveDate: toPcpEffectiveDate(today) ?? '' }],
    providerId: provider.id,
    email,
  };
}

interface ConfirmSelectionProps {
  readonly member: FamilyMember;
  readonly provider: Provider | null;
  readonly today: string;
  readonly onClose: () => void;
}

function ConfirmSelection({ member, provider, today, onClose }: ConfirmSelectionProps) {
  const t = findCareTexts.useTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const select = useSelectPcp();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const keepOpen = useRef(false);

  const confirm = () => {
    if (!provider) return;
    const address = email.trim();
    if (address !== '' && !EMAIL_PATTERN.test(address)) {
      setEmailError(t('emailInvalid'));
      keepOpen.current = true;
      return;
    }
    select.mutate(selectionOf(member, provider, today, address), {
      onSuccess: () => {
        const state: SelectionDoneState = {
          selectedMessage: t('success', { provider: providerLabel(provider), member: fullName(member) }),
        };
        navigate(paths.primaryCareMemberOf(member.memberSuffix), { state });
      },
    });
  };

  return (
    <>
      {select.isPending ? <Spinner label={t('saving')} /> : null}
      <Modal
        isOpen={provider !== null}
        onOpenChange={(open) => {
          if (open || keepOpen.current) {
            keepOpen.current = false;
            return;
          }
          setEmail('');
          setEmailError(undefined);
          onClose();
        }}
        onAction={(action) => {
          if (action === 'primary') confirm();
        }}
        title={t('confirmTitle')}
        primaryLabel={t('confirm')}
        cancelLabel={t('cancel')}
      >
        {provider ? (
          <div className="stack">
            <p>
              {t('confirmBody', {
                provider: providerLabel(provider),
                member: fullName(member),
                date: format.date(today),
              })}
            </p>
            <TextField
              label={t('emailLabel')}
              type="email"
              autoComplete="email"
              value={email}
              error={emailError}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
            />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
