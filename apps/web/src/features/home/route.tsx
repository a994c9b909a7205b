import { dataLoader } from '@/lib/route-queries';
import { homeQueryOptions } from './api/get-home';
import { HomePage } from './components/home-page';

/** GET home beside GET shell (the member area's): the whole page in one round trip. */
export const loader = dataLoader((client) => client.ensureQueryData(homeQueryOptions()));

export const Component = HomePage;
