import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { useNavigate } from 'react-router';
import { selectGroup } from '@/api/group-selection';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';
import { startSession } from '@/lib/session';
import { switchGroupTexts } from '../texts';

/**
 * 'View group' on /select-group (document 1 §2): switches the session to the account's member in that
 * group (a new session token; the old one is revoked), drops every cached response of the old member,
 * and opens /home with the new member's data.
 */
export function useViewGroup() {
  const { domainId } = useBrand();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const view = (groupId: string) => {
    setError(null);
    startTransition(async () => {
      try {
        const { token } = await selectGroup({ groupId, domain: domainId });
        startSession(token);
        queryClient.clear();
        startTransition(() => navigate(paths.home));
      } catch {
        setError(switchGroupTexts.t('notFound'));
      }
    });
  };

  return { view, isPending, error };
}
