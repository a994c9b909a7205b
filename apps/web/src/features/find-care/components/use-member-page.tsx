import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { Redirect } from '@/components/redirect';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { findCareTexts } from '../texts';
import { PrimaryCareSkeleton } from './primary-care-skeleton';
import { type FamilyMember, fullName, type PrimaryCareData, usePrimaryCare } from './use-primary-care';

/** The family member named by the :suffix of the address, or undefined. */
export function useMemberOfSuffix(data: PrimaryCareData | null): FamilyMember | undefined {
  const { suffix } = useParams();
  return data?.account.members.find((member) => String(member.memberSuffix) === suffix);
}

/**
 * The head of a page about one family member (/find-care/primary-care/{suffix} and its search,
 * document 2 §2): its title, the skeleton while loading, nothing on a failure (the global handling
 * shows it), /error/404 for a suffix not in the family; else the data and the member to show.
 */
export function useMemberPage(
  titleKey: 'memberTitle' | 'searchTitle',
):
  | { readonly element: ReactElement | null }
  | { readonly data: PrimaryCareData; readonly member: FamilyMember } {
  const t = findCareTexts.useTexts();
  const state = usePrimaryCare();
  const member = useMemberOfSuffix(state.status === 'ready' ? state.data : null);
  useDocumentTitle(member ? t(titleKey, { name: fullName(member) }) : t('primaryCareTitle'));
  if (state.status === 'failed') return { element: null };
  if (state.status === 'loading') {
    return {
      element: (
        <PageLayout title={t('primaryCareTitle')}>
          <PrimaryCareSkeleton />
        </PageLayout>
      ),
    };
  }
  if (!member) return { element: <Redirect to={paths.notFound} /> };
  return { data: state.data, member };
}
