import { GROUP_SELECTION_TEXTS, SHELL_TEXTS } from '@dash/domain';
import type { LoginState } from '@dash/domain/api';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useChooseGroup } from '../hooks/use-choose-group';
import { GroupPlanCard } from './group-plan-card';

/** /group-selection (document 1 §2): the account's group plans, one 'Log in to account' each. */
export function GroupSelectionPage({ token, state }: { token: string; state: LoginState }) {
  useDocumentTitle(GROUP_SELECTION_TEXTS.title);
  const { choose, isPending, error } = useChooseGroup(token);
  return (
    <section aria-labelledby="group-selection-title" aria-busy={isPending}>
      <h1 id="group-selection-title">{GROUP_SELECTION_TEXTS.title}</h1>
      <p>{GROUP_SELECTION_TEXTS.intro}</p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="group-list">
        {state.groups.map((group) => (
          <GroupPlanCard key={group.groupId} group={group} disabled={isPending} onChoose={choose} />
        ))}
      </ul>
      {isPending ? <Spinner label={SHELL_TEXTS.loading} /> : null}
    </section>
  );
}
