import { buildDataLayerEntry, type DataLayerEntry } from '@dash/domain';
import type { ShellContext } from '@dash/domain/api';
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/**
 * The analytics data layer (document 1 §7): subscriber id, suffix, group ids and names, and the
 * coverage types joined by '|'. One entry per member and group shown; refetches of the same shell
 * add nothing.
 */
export function useDataLayer(shell: ShellContext | undefined): void {
  const latest = useRef(shell);
  latest.current = shell;
  const key = shell ? `${shell.subscriberId}:${shell.memberSuffix}:${shell.groupId}` : null;
  useEffect(() => {
    const current = latest.current;
    if (key === null || !current) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(
      buildDataLayerEntry({
        subscriberId: current.subscriberId,
        memberSuffix: current.memberSuffix,
        groups: current.groups,
        coverageTypes: current.activeCategories,
      }),
    );
  }, [key]);
}
