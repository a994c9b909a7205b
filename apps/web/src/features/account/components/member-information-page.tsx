import { formatIsoDate, ACCOUNT_TEXTS as TEXTS } from '@dash/domain';
import type { Member } from '@dash/domain/api';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccount } from '../api/get-account';
import { CardSkeleton } from './account-skeleton';
import { AddressCard } from './address-card';
import { FactList } from './fact-list';

function otherCoverage(member: Member): string {
  const flags: string[] = [
    member.hasOtherMedical ? TEXTS.otherMedical : null,
    member.hasOtherDental ? TEXTS.otherDental : null,
    member.hasOutOfAreaPlan ? TEXTS.outOfAreaPlan : null,
  ].flatMap((flag) => (flag === null ? [] : [flag]));
  return flags.length > 0 ? flags.join(', ') : TEXTS.noOtherCoverage;
}

/** /account/member-information (document 2 §2, §3): every family member, and the address edited in place. */
export function MemberInformationPage() {
  useDocumentTitle(TEXTS.memberInformationTitle);
  const account = useAccount();
  if (account.isError) return null; // The global handling shows the error page (document 1 §8).
  return (
    <PageLayout title={TEXTS.memberInformationTitle} busy={account.isPending}>
      <AddressCard />
      <section className="stack" aria-labelledby="family-members-title">
        <h2 id="family-members-title">{TEXTS.familyMembers}</h2>
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
                    [TEXTS.relationship, member.relationshipDescription],
                    [TEXTS.dateOfBirth, formatIsoDate(member.dateOfBirth)],
                    [TEXTS.sex, member.sexDescription],
                    [TEXTS.suffix, String(member.memberSuffix)],
                    [TEXTS.otherCoverage, otherCoverage(member)],
                    [
                      TEXTS.networks,
                      member.networkNames.length > 0 ? member.networkNames.join(', ') : TEXTS.noNetworks,
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
