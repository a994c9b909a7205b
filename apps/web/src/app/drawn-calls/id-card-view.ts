import { IdCardContents } from '@dash/domain/api';
import {
  idCardContentPath,
  idCardContentQueryOptions,
  parseSuffix,
} from '@/features/id-card-view/api/get-id-card-content';
import { drawn, type PageCalls } from './drawn-call';

/** A card as a web page: the cards of the member its address names; none for an address that names no one. */
export const idCardViewCalls: PageCalls = (_shell, _domainId, params) => {
  const suffix = parseSuffix(params.suffix);
  return suffix === null
    ? []
    : [drawn(idCardContentPath(suffix), idCardContentQueryOptions(suffix), IdCardContents)];
};
