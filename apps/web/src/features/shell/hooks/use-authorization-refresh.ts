import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { shellQueryOptions } from '@/api/shell';

/**
 * On each completed navigation the authorization status is refreshed (document 1 §2): the shell call
 * is made again with the session token, so a revoked or expired session gets 401 and the global
 * rule of document 1 §8 takes the member to /login.
 */
export function useAuthorizationRefresh(): void {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    void key;
    // The first render fetches the shell anyway.
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: shellQueryOptions().queryKey });
  }, [key, queryClient]);
}
