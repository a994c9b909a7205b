import { API_PATHS, ProgramList } from '@dash/domain/api';
import { programsQueryOptions } from '@/features/benefit-resources/api/get-programs';
import { drawn, type PageCalls } from './drawn-call';

export const programsCalls: PageCalls = () => [
  drawn(API_PATHS.programs, programsQueryOptions(), ProgramList),
];
