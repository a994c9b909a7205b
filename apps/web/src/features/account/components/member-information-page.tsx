import type { Member } from '@dash/domain/api';
import { useAccount } from '@/api/account';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormat } from '@/lib/i18n/use-format';
import { accountTexts } from '../texts';
import { CardSkeleton } from './account-skeleton';
import { AddressCard } from './address-card';
import { FactList } from './fact-list';

function otherCoverage(member: Member, t: typeof accountTexts.t): string {
  const flags: string[] = [
    member.hasOtherMedical ? t('otherMedical') : null,
    member.hasOtherDental ? t('otherDental') : null,
    member.hasOutOfAreaPlan ? t('outOfAreaPlan') : null,
  ].flatMap((flag) => (flag === null ? [] : [flag]));
  return flags.length > 0 ? flags.join(', ') : t('noOtherCoverage');
}

/** /account/member-information (document 2 §2, §3): every family member, and the address edited in place. */
export function MemberInformationPage() {
  const t = accountTexts.useTexts();
  const format = useFormat();
  useDocumentTitle(t('memberInformationTitle'));
  const account = useAccount();
  if (account.isError) return null; // The global handling shows the error page (document 1 §8).
  return (
    <PageLayout title={t('memberInformationTitle')} busy={account.isPending}>
      <AddressCard />
      <section className="stack" aria-labelledby="family-members-title">
        <h2 id="family-members-title">{t('familyMembers')}</h2>
        {account.isPending ? (
          <CardSkeleton lines={6} />
        ) : (
          <ul className="member-cards">
            {account.data.members.map((member) => (
              <li
                key={member.memberKey}
                className="card stack"
                aria-labelledby={`member-${member.memberKey}`}
              >
                <h3 id={`member-${member.memberKey}`}>
                  {member.firstName} {member.lastName}
                </h3>
                <FactList
                  facts={[
                    [t('relationship'), member.relationshipDescription],
                    [t('dateOfBirth'), format.date(member.dateOfBirth)],
                    [t('sex'), member.sexDescription],
                    [t('suffix'), String(member.memberSuffix)],
                    [t('otherCoverage'), otherCoverage(member, t)],
                    [
                      t('networks'),
                      member.networkNames.length > 0 ? member.networkNames.join(', ') : t('noNetworks'),
                    ],
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageLayout>
  );
}
