import type { Provider } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { FindCareRepository } from '../../repositories/find-care-repository';
import { type Caller, requireMemberKey } from '../caller';

/** A provider's detail (document 2 §7 pcp/provider); 404 when absent (document 2 §8). */
export function createGetProvider(deps: { readonly findCare: FindCareRepository }) {
  return async function getProvider(caller: Caller, providerId: string): Promise<Provider> {
    requireMemberKey(caller);
    const provider = await deps.findCare.getProvider(providerId);
    if (!provider) throw new NotFoundError('findCare.providerNotFound');
    return provider;
  };
}
