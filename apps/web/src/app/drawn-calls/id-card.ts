import { API_PATHS, IdCardMembers } from '@dash/domain/api';
import { idCardMembersQueryOptions } from '@/features/id-card/api/get-id-card-members';
import { drawn, type PageCalls } from './drawn-call';

export const idCardCalls: PageCalls = () => [
  drawn(API_PATHS.idCardMembers, idCardMembersQueryOptions(), IdCardMembers),
];
