import { REFERRAL_PAGE_SIZE_DEFAULT } from '@dash/domain';
import type { ReferralsRequest } from './get-referrals';

/** The referral filters of document 2 §7 as the page's fields hold them ('' for none). */
export interface ReferralFilterValues {
  readonly memberKey: string;
  readonly statusCode: string;
  readonly providerId: string;
  readonly excludeExpired: boolean;
}

export type ReferralSearch = ReferralFilterValues & { readonly page: number };

/** The filters and the page live in the address, so back, reload and a shared link keep them. */
export function readReferralSearch(params: URLSearchParams): ReferralSearch {
  const page = Number(params.get('page') ?? '0');
  return {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    memberKey: params.get('memberKey') ?? '',
    statusCode: params.get('statusCode') ?? '',
    providerId: params.get('providerId') ?? '',
    excludeExpired: params.get('excludeExpired') === 'true',
  };
}

export function toReferralParams(values: ReferralSearch): Record<string, string> {
  const entries = Object.entries({
    page: values.page > 0 ? String(values.page) : '',
    memberKey: values.memberKey,
    statusCode: values.statusCode,
    providerId: values.providerId,
    excludeExpired: values.excludeExpired ? 'true' : '',
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** GET referrals' request for a search: the default page size, no empty filter sent. */
export function referralsRequest(search: ReferralSearch): ReferralsRequest {
  return {
    page: search.page,
    size: REFERRAL_PAGE_SIZE_DEFAULT,
    memberKey: search.memberKey || undefined,
    statusCode: search.statusCode || undefined,
    providerId: search.providerId || undefined,
    excludeExpired: search.excludeExpired,
  };
}
