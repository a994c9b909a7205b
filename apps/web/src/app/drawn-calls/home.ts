import { API_PATHS, HomeData } from '@dash/domain/api';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { drawn, type PageCalls } from './drawn-call';

export const homeCalls: PageCalls = () => [drawn(API_PATHS.home, homeQueryOptions(), HomeData)];
