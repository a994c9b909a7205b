import type { LoginState } from '@dash/domain/api';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { TileGrid } from '@/components/tile-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useChooseGroup } from '../hooks/use-choose-group';
import { loginGroupChoiceTexts } from '../texts';
import { GroupPlanCard } from './group-plan-card';

/** /group-selection (document 1 §2): the account's group plans, one 'Log in to account' each. */
export function LoginGroupChoicePage({ token, state }: { token: string; state: LoginState }) {
  const t = loginGroupChoiceTexts.useTexts();
  useDocumentTitle(t('title'));
  const { choose, isPending, error } = useChooseGroup(token);
  return (
    <PageLayout title={t('title')} titleId="group-selection-title" intro={t('intro')} busy={isPending}>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <TileGrid minTileWidth="20rem">
        {state.groups.map((group) => (
          <GroupPlanCard key={group.groupId} group={group} disabled={isPending} onChoose={choose} />
        ))}
      </TileGrid>
      {isPending ? <Spinner label={t('loading')} /> : null}
    </PageLayout>
  );
}
