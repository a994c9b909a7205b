import { API_PATHS, TokenRequest, type TokenResponse } from '@dash/domain/api';
import { z } from 'zod';
import { apiRequest, loadErrorEnvelope } from '@/lib/api-client';

/** What the member types: the token request without the domain, which comes from the brand. */
export const LoginCredentials = TokenRequest.omit({ domainId: true });
export type LoginCredentials = z.input<typeof LoginCredentials>;

/** The sign-in form's fields checked with TokenRequest's rules: what is sent, or each field's first problem. */
export interface CredentialsResolution {
  readonly values: LoginCredentials | null;
  readonly errors: Partial<Record<keyof LoginCredentials, string>>;
}

/**
 * The form's resolver (document 1 §5): TokenRequest's parse gives what is sent (the username trimmed)
 * or its messages, the first of each field, as react-hook-form's zod resolver reports them.
 */
export function resolveLoginCredentials(values: LoginCredentials): CredentialsResolution {
  const parsed = LoginCredentials.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const { fieldErrors } = z.flattenError(parsed.error);
  return {
    values: null,
    errors: { username: fieldErrors.username?.[0], password: fieldErrors.password?.[0] },
  };
}

/** POST token (document 1 §7): a temporary token, or 401 with a login error code (document 1 §8). */
export function createToken(request: TokenRequest): Promise<TokenResponse> {
  // A mistyped password is this call's usual failure: its envelope's schema loads with the request,
  // not after the refusal has come.
  void loadErrorEnvelope().catch(() => undefined);
  return apiRequest(API_PATHS.token, {
    method: 'POST',
    body: request,
    schema: () => import('@dash/domain/api/token').then((m) => m.TokenResponse),
  });
}
