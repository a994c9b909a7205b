import { describeSmartScopes } from '@dash/domain';
import type { ConnectedApps } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import { findSmartApp } from '../../fhir/registered-apps';
import { type Caller, requireMemberKey } from '../caller';
import { requireMemberOwnSession } from './authorization-request';
import type { SmartDeps } from './smart-deps';

/** The account settings' connected apps (issue 36): each app the member authorized, once. */
export function createListApps(deps: Pick<SmartDeps, 'grants' | 'apps'>) {
  return async function listApps(caller: Caller): Promise<ConnectedApps> {
    const memberKey = requireMemberKey(caller);
    const live = await deps.grants.listLiveGrants(memberKey, caller.domainId);
    // An app authorized more than once is one connected app (issue 36): its latest grant, newest
    // first as listed, says when it was connected and what it may read now.
    const latest = live.filter(
      (grant, index) => live.findIndex((other) => other.clientId === grant.clientId) === index,
    );
    return latest.map((grant) => ({
      grantId: grant.grantId,
      clientId: grant.clientId,
      appName: findSmartApp(deps.apps, grant.clientId)?.name ?? grant.clientId,
      willRead: describeSmartScopes(grant.scope),
      connectedOn: grant.createdAt.toISOString(),
    }));
  };
}

/** Disconnects an app from the account settings; a grant of another member or brand is not found. */
export function createRevokeApp(deps: Pick<SmartDeps, 'grants' | 'now'>) {
  return async function revokeApp(caller: Caller, grantId: string): Promise<void> {
    const memberKey = requireMemberOwnSession(caller);
    // The grant names the app; disconnecting it ends every grant the member gave it (issue 36).
    const grant = await deps.grants.findLiveGrant(grantId);
    if (!grant || grant.memberKey !== memberKey || grant.domainId !== caller.domainId) {
      throw new NotFoundError('smart.grantNotFound');
    }
    await deps.grants.revokeAppGrants(memberKey, grant.domainId, grant.clientId, deps.now());
  };
}
