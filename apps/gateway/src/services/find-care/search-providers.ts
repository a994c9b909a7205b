import { DEFAULT_PCP_PAGE_SIZE, getPageCount } from '@dash/domain';
import type { PcpSearchResponse } from '@dash/domain/api';
import type { FindCareRepository } from '../../repositories/find-care-repository';
import type { Caller } from '../caller';
import { requireFamily } from './family-check';

export interface PcpSearchInput {
  readonly members: readonly string[];
  readonly zip: string;
  readonly radius: number;
  readonly searchString: string;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}

/** Primary-care providers near a ZIP code, nearest first, one page (document 2 §7, §9). */
export function createSearchProviders(deps: { readonly findCare: FindCareRepository }) {
  const { findCare } = deps;
  return async function search(caller: Caller, input: PcpSearchInput): Promise<PcpSearchResponse> {
    const size = input.size ?? DEFAULT_PCP_PAGE_SIZE;
    const number = input.page ?? 0;
    // The directory is the same for everyone: searched beside the family check, sent only after it.
    // A well-formed ZIP outside the service area finds nobody: an empty page, not an error.
    const [, { providers, total }] = await Promise.all([
      requireFamily(findCare, caller, input.members),
      findCare.searchProviders({
        zipCode: input.zip,
        radiusMiles: input.radius,
        text: input.searchString,
        offset: number * size,
        limit: size,
      }),
    ]);
    const totalPages = getPageCount(total, size);
    return {
      data: providers,
      page: {
        first: number === 0,
        last: number >= totalPages - 1,
        empty: providers.length === 0,
        number,
        numberOfElements: providers.length,
        size,
        totalElements: total,
        totalPages,
      },
    };
  };
}
