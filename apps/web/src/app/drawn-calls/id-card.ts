import { API_PATHS, IdCardMembers } from '@dash/domain/api';
import { idCardMembersQueryOptions } from '@/features/id-card/api/get-id-card-members';
import { ACCOUNT } from './account';
import { drawn, type PageCalls } from './drawn-call';

/** The ID card area resolves the account state first (its route's loader), then lists the cards. */
export const idCardCalls: PageCalls = () => [
  ACCOUNT,
  drawn(API_PATHS.idCardMembers, idCardMembersQueryOptions(), IdCardMembers),
];
