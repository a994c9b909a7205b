import { canSelectPcpFor, getMembersToSelect } from '@dash/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { findCareTexts } from '../texts';
import { HistoryList, useDateRange } from './history-list';
import { PrimaryCareSkeleton } from './primary-care-skeleton';
import { fullName, type PrimaryCareData, usePrimaryCare } from './use-primary-care';

/**
 * /find-care/primary-care (document 2 §2, §3, §6): each family member with eligible dates and the
 * pcp360 history, and the select tile of eligible members without a selection.
 */
export function PrimaryCarePage() {
  const t = findCareTexts.useTexts();
  useDocumentTitle(t('primaryCareTitle'));
  const state = usePrimaryCare();
  if (state.status === 'failed') return null;
  return (
    <PageLayout title={t('primaryCareTitle')} intro={t('primaryCareIntro')} busy={state.status === 'loading'}>
      {state.status === 'loading' ? <PrimaryCareSkeleton /> : <PrimaryCareContent data={state.data} />}
    </PageLayout>
  );
}

function SelectTile({ data }: { readonly data: PrimaryCareData }) {
  const t = findCareTexts.useTexts();
  const headingId = useId();
  const toSelect = getMembersToSelect({
    actor: data.actor,
    members: data.account.members,
    eligibleKeys: data.eligibility.members,
    historyOf: data.historyOf,
    today: data.today,
  });
  return (
    <section className="card pcp-select-tile" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('selectTileTitle')}</h2>
      {toSelect.length > 0 ? (
        <>
          <p>{t('selectTileIntro')}</p>
          <ul className="link-list">
            {toSelect.map((member) => (
              <li key={member.memberKey}>
                <Link to={paths.primaryCareSearchOf(member.memberSuffix)}>
                  {t('chooseProviderFor', { name: fullName(member) })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('selectTileNone')}</p>
      )}
    </section>
  );
}

function PrimaryCareContent({ data }: { readonly data: PrimaryCareData }) {
  const t = findCareTexts.useTexts();
  const dateRange = useDateRange();
  return (
    <div className="stack">
      <SelectTile data={data} />
      {data.account.members.map((member) => {
        const pcp = data.pcpMemberOf(member.memberKey);
        const headingId = `pcp-member-${member.memberSuffix}`;
        const eligibleNow = data.eligibility.members.includes(member.memberKey);
        return (
          <section key={member.memberKey} className="card pcp-member" aria-labelledby={headingId}>
            <h2 id={headingId}>{fullName(member)}</h2>
            <dl className="facts facts--wrap">
              <div>
                <dt>{t('eligibleDates')}</dt>
                <dd>
                  {pcp && pcp.eligibleDates.length > 0
                    ? pcp.eligibleDates.map((range) => dateRange(range.startDate, range.endDate)).join('; ')
                    : t('notEligible')}
                </dd>
              </div>
            </dl>
            <h3>{t('historyHeading')}</h3>
            <HistoryList history={data.historyOf(member.memberKey)} />
            <p>
              <Link to={paths.primaryCareMemberOf(member.memberSuffix)}>
                {t('memberTitle', { name: fullName(member) })}
              </Link>
            </p>
            {eligibleNow && canSelectPcpFor(data.actor, member.memberKey) ? (
              <p>
                <Link className="button" to={paths.primaryCareSearchOf(member.memberSuffix)}>
                  {t('chooseProvider')}
                  <span className="visually-hidden"> {fullName(member)}</span>
                </Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
