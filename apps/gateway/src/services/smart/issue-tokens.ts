import { parseSmartScopes } from '@dash/domain';
import type { SmartTokenResponse } from '@dash/domain/api';
import { getPatientId } from '../../fhir/fhir-ids';
import type { SmartGrant } from '../../repositories/smart-grants/grants';
import type { SmartDeps } from './smart-deps';
import { SMART_LIFETIMES } from './smart-lifetimes';
import { hashSecret, newSecret } from './smart-secrets';

/**
 * A new access token for the grant, a refresh token when it holds offline_access, and an ID token
 * when it holds openid and fhirUser; only their hashes are stored.
 */
export async function issueTokens(
  deps: Pick<SmartDeps, 'grants' | 'idTokens' | 'now'>,
  grant: SmartGrant,
  issuer: string,
): Promise<SmartTokenResponse> {
  const at = deps.now();
  const access = newSecret();
  const scopes = parseSmartScopes(grant.scope);
  const refresh = scopes.offlineAccess ? newSecret() : undefined;
  await deps.grants.insertTokens(
    grant.grantId,
    [
      {
        hash: hashSecret(access),
        kind: 'access',
        expiresAt: new Date(at.getTime() + SMART_LIFETIMES.accessSeconds * 1000),
      },
      ...(refresh
        ? [
            {
              hash: hashSecret(refresh),
              kind: 'refresh' as const,
              expiresAt: new Date(at.getTime() + SMART_LIFETIMES.refreshDays * 86_400_000),
            },
          ]
        : []),
    ],
    at,
  );
  const patient = getPatientId(grant.memberKey);
  const idToken =
    scopes.openid && scopes.fhirUser
      ? await deps.idTokens.sign({
          issuer,
          subject: patient,
          audience: grant.clientId,
          fhirUser: `${issuer}/Patient/${patient}`,
          now: at,
        })
      : undefined;
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: SMART_LIFETIMES.accessSeconds,
    scope: grant.scope,
    patient,
    ...(refresh ? { refresh_token: refresh } : {}),
    ...(idToken ? { id_token: idToken } : {}),
  };
}
