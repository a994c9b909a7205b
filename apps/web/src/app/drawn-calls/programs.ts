import { API_PATHS, ProgramDetailsList, ProgramList } from '@dash/domain/api';
import { programDetailsQueryOptions } from '@/features/benefit-resources/api/get-program-details';
import { programsQueryOptions } from '@/features/benefit-resources/api/get-programs';
import { drawn, type PageCalls } from './drawn-call';

export const programsCalls: PageCalls = () => [
  drawn(API_PATHS.programs, programsQueryOptions(), ProgramList),
];

/** A program's page: every program's details, the one its address names among them. */
export const programDetailCalls: PageCalls = () => [
  drawn(API_PATHS.programDetails, programDetailsQueryOptions(), ProgramDetailsList),
];
